-- Access that gates (issue 24). Each item's API product has an access policy: open (a credential
-- gets it at once) or approval required. Every product on a credential is a subscription with a
-- status the portal keeps (pending, approved, rejected with the provider's comment, revoked); the
-- runtime mirrors it (native: runtime_credential_products.status; Apigee: the credential's
-- apiProduct status), and only approved products verify. Keys are referred to by their SHA-256
-- hash and a hint, never by their text.
CREATE TABLE access_policies (
  item_id text PRIMARY KEY REFERENCES catalog_items (id) ON DELETE CASCADE,
  approval_required boolean NOT NULL,
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE access_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  runtime text NOT NULL,
  app_name text NOT NULL,
  key_hash text NOT NULL,
  key_hint text NOT NULL,
  api_product text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'revoked')),
  comment text,
  decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (runtime, key_hash, api_product)
);
CREATE INDEX access_subscriptions_user_item_idx ON access_subscriptions (user_id, item_id);
CREATE INDEX access_subscriptions_status_idx ON access_subscriptions (status, updated_at DESC);

-- The native runtime's per-product status, as Apigee keeps one per credential and product.
ALTER TABLE runtime_credential_products
  ADD COLUMN status text NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'pending', 'revoked'));

-- Products attached before this migration were usable: they become approved subscriptions of the
-- item deployed with that product on the native runtime.
INSERT INTO access_subscriptions (user_id, item_id, runtime, app_name, key_hash, key_hint, api_product, status)
SELECT DISTINCT ON (c.key_hash, p.api_product)
  d.user_id, i.id, 'native', a.name, c.key_hash, '…' || right(c.consumer_key, 4), p.api_product, 'approved'
FROM runtime_credential_products p
JOIN runtime_credentials c ON c.id = p.credential_id
JOIN runtime_apps a ON a.id = c.app_id
JOIN runtime_developers d ON d.id = a.developer_id
JOIN catalog_items i ON split_part(i.storefront, ':', 1) = 'native'
  AND trim(split_part(i.storefront, ':', 3)) = p.api_product
ORDER BY c.key_hash, p.api_product, i.id;
