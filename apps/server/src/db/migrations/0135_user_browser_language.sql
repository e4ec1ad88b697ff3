-- The browser's language of a user who follows it (issue 31): emails are written in the chosen
-- language (users.language), else this one, recorded from Accept-Language on the startup call.
ALTER TABLE users
  ADD COLUMN browser_language text
    CHECK (browser_language IS NULL OR browser_language ~ '^[a-z]{2}$');
