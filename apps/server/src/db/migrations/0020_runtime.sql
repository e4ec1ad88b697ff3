-- The native API-management runtime (the portal is the key manager): developers (one per user),
-- their apps, credentials and the API products attached to each credential. Consumer secrets are
-- stored only as SHA-256 hashes (they are 256-bit random values, so a fast hash is the right tool);
-- keys are looked up by the hash of the key so that verification does not compare key text.
CREATE TABLE runtime_developers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  username text NOT NULL,
  status text NOT NULL DEFAULT 'active',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE runtime_apps (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  developer_id bigint NOT NULL REFERENCES runtime_developers (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (developer_id, name)
);

CREATE TABLE runtime_credentials (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  app_id bigint NOT NULL REFERENCES runtime_apps (id) ON DELETE CASCADE,
  consumer_key text NOT NULL UNIQUE,
  key_hash text NOT NULL UNIQUE,
  secret_hash text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  status text NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'revoked'))
);
CREATE INDEX runtime_credentials_app_idx ON runtime_credentials (app_id, issued_at, id);

CREATE TABLE runtime_credential_products (
  credential_id bigint NOT NULL REFERENCES runtime_credentials (id) ON DELETE CASCADE,
  api_product text NOT NULL,
  PRIMARY KEY (credential_id, api_product)
);

-- Audit trail of key events per user, for both runtimes (Apigee keeps no such trail for us).
CREATE TABLE runtime_key_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  runtime text NOT NULL,
  event text NOT NULL,
  app_name text,
  key_hint text,
  api_product text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX runtime_key_events_user_idx ON runtime_key_events (user_id, at DESC, id DESC);

-- Apigee keys replaced by a rotation: revoked at retire_at (Apigee cannot shorten a key's expiry).
CREATE TABLE runtime_pending_revocations (
  consumer_key text PRIMARY KEY,
  developer_email text NOT NULL,
  app_name text NOT NULL,
  retire_at timestamptz NOT NULL
);
CREATE INDEX runtime_pending_revocations_due_idx ON runtime_pending_revocations (retire_at);
