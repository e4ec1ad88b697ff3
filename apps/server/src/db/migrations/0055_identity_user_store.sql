-- The embedded identity provider's own users (issue 25): people an organisation adds without an
-- external identity provider. Separate from `users` (every signed-in identity, whatever its issuer).
-- password_hash is "scrypt$N$r$p$salt$hash" (base64url), NULL until the person sets a password.
CREATE TABLE idp_users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL UNIQUE CHECK (length(username) BETWEEN 1 AND 254),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  email_verified boolean NOT NULL DEFAULT false,
  display_name text CHECK (display_name IS NULL OR length(display_name) <= 120),
  password_hash text,
  roles text[] NOT NULL DEFAULT '{}',
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX idp_users_email_idx ON idp_users (lower(email));

-- One-time, expiring links: only the SHA-256 of a token is kept, so reading this table (or a backup)
-- gives nobody a working link. setup creates the first administrator; signup a self-registered user.
CREATE TABLE idp_tokens (
  token_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('setup', 'invite', 'reset', 'signup', 'notification-email')),
  user_id bigint REFERENCES idp_users (id) ON DELETE CASCADE,
  -- signup: the address being verified; notification-email: the portal user and the address.
  email text,
  portal_user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idp_tokens_user_idx ON idp_tokens (user_id);
CREATE INDEX idp_tokens_expires_idx ON idp_tokens (expires_at);

-- A notification email typed on My Profile is used only once its link was followed.
ALTER TABLE users ADD COLUMN notification_email_pending text;
