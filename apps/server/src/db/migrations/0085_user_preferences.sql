-- Colour scheme and language (issue 31), kept per user so they follow the user between browsers.
-- 'auto' follows the operating system's setting; a null language follows the browser's.
ALTER TABLE users
  ADD COLUMN color_scheme text NOT NULL DEFAULT 'auto'
    CHECK (color_scheme IN ('light', 'dark', 'auto')),
  ADD COLUMN language text
    CHECK (language IS NULL OR language ~ '^[a-z]{2}(-[A-Z]{2})?$');
