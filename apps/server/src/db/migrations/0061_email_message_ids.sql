-- Issue 26: Message-IDs were built from the idempotency key (row ids) and the host, so they repeated
-- after a restore and across installations. Each message now gets a random id once, kept across its
-- retries (a volatile default is evaluated per existing row too).
ALTER TABLE email_outbox ADD COLUMN message_id text NOT NULL DEFAULT (gen_random_uuid()::text);
