-- Usage a consumer can see (issue 24, item 6): calls and errors per key and API product per bucket
-- (a UTC day or minute), reported by gateways in batches (POST /api/keys/usage) and counted by the
-- portal's own Try proxy. A row belongs to the consumer whose subscription holds the key and product
-- (user_id, item_id, app_name, key_hint copied at ingestion so reads need no join); a key the portal
-- does not know for the product is kept with user_id NULL and counted as rejected. Keys are stored
-- by their SHA-256 hash only.
CREATE TABLE key_usage (
  key_hash text NOT NULL,
  api_product text NOT NULL,
  bucket text NOT NULL CHECK (bucket IN ('day', 'minute')),
  bucket_start timestamptz NOT NULL,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  item_id text REFERENCES catalog_items (id) ON DELETE CASCADE,
  app_name text,
  key_hint text NOT NULL,
  calls bigint NOT NULL DEFAULT 0 CHECK (calls >= 0),
  errors bigint NOT NULL DEFAULT 0 CHECK (errors >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key_hash, api_product, bucket, bucket_start)
);
CREATE INDEX key_usage_user_idx ON key_usage (user_id, bucket, bucket_start) WHERE user_id IS NOT NULL;
CREATE INDEX key_usage_item_idx ON key_usage (item_id, bucket, bucket_start) WHERE item_id IS NOT NULL;
CREATE INDEX key_usage_rejected_idx ON key_usage (bucket, bucket_start) WHERE user_id IS NULL;
