-- Users are keyed by issuer + subject; rows are created or refreshed on first sight of a token.
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  iss text NOT NULL,
  sub text NOT NULL,
  username text,
  given_name text,
  family_name text,
  email text,
  display_name text,
  notification_email text,
  announcements_read_upto timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (iss, sub)
);

-- Customer configuration and branding are data: one JSON document per key.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE branding_logo (
  id int PRIMARY KEY CHECK (id = 1),
  content bytea NOT NULL,
  content_type text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Embedded identity provider storage (oidc-provider adapter) and its signing keys, so that any
-- instance can verify and refresh what another issued.
CREATE TABLE oidc_payloads (
  kind text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (kind, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (uid);
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at);

CREATE TABLE oidc_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
