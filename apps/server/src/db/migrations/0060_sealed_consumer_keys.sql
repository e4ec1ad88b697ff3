-- Issue 26: native consumer keys at rest. The spec shows a key again later (the key panel, Manage
-- Access), so it cannot be a one-way hash: it is sealed (AES-256-GCM under KEYS_ENCRYPTION_KEY,
-- which lives outside the database) and found by key_hash. consumer_key keeps the plain text of rows
-- written before this migration until the server seals them at start, then holds NULL.
ALTER TABLE runtime_credentials ADD COLUMN consumer_key_sealed text;
ALTER TABLE runtime_credentials ALTER COLUMN consumer_key DROP NOT NULL;
