-- Approved access requests applied to a credential (issue 12): the item's API product is attached
-- once per approval, so a consumer who later detaches it is not overruled on every visit.
CREATE TABLE runtime_applied_grants (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  request_id bigint NOT NULL,
  consumer_key_hint text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id)
);
