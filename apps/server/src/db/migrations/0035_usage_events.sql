-- Usage of catalogue items for providers (issue 15 part 6): one row per thing a consumer did, written
-- in the same transaction as the action (modules/usage/record.ts), plus a daily rollup kept by a
-- trigger so that charts and top-item lists read at most one row per item, kind and day instead of
-- every event. user_id has no foreign key on purpose: the log is history, and deleting a user must
-- not walk millions of events.
CREATE TABLE usage_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'view', 'favourite', 'unfavourite', 'watch', 'unwatch', 'question', 'access_request', 'key_issued'
  )),
  user_id bigint,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX usage_events_item_kind_at_idx ON usage_events (item_id, kind, at);

-- Days are UTC calendar days.
CREATE TABLE usage_daily (
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  kind text NOT NULL,
  day date NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (item_id, kind, day)
);
-- Across all items (totals and top items over a range).
CREATE INDEX usage_daily_day_idx ON usage_daily (day, kind, item_id);

-- Backfill from the timestamps the portal already kept. Views: user_recent_views holds only each
-- user's latest view of an item (20 per user), so earlier views are not recoverable. Favourites and
-- watches: the rows that exist now (removals before this migration left no trace, and neither did
-- their adds). Keys: the audit trail names the API product, not the item, so a key counts for the
-- items deployed with that product.
INSERT INTO usage_events (item_id, kind, user_id, at)
SELECT item_id, 'view', user_id, viewed_at FROM user_recent_views
UNION ALL
SELECT item_id, 'favourite', user_id, created_at FROM user_favourites
UNION ALL
SELECT item_id, 'watch', user_id, created_at FROM user_watches
UNION ALL
SELECT c.item_id, 'question', cc.author_id, cc.created_at
  FROM conversation_comments cc JOIN conversations c ON c.id = cc.conversation_id
  WHERE cc.parent_id IS NULL AND cc.styling = 'question'
UNION ALL
SELECT item_id, 'access_request', user_id, created_at FROM access_requests
UNION ALL
SELECT i.id, 'key_issued', e.user_id, e.at
  FROM runtime_key_events e
  JOIN catalog_items i
    ON split_part(i.storefront, ':', 3) <> ''
   AND split_part(i.storefront, ':', 3) = ANY (string_to_array(e.api_product, ','))
  WHERE e.event IN ('key.created', 'key.rotated') AND e.api_product IS NOT NULL
    AND split_part(i.storefront, ':', 1) NOT IN ('', 'soon');

INSERT INTO usage_daily (item_id, kind, day, n)
SELECT item_id, kind, (at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM usage_events GROUP BY 1, 2, 3;

CREATE FUNCTION usage_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO usage_daily (item_id, kind, day, n)
  VALUES (NEW.item_id, NEW.kind, (NEW.at AT TIME ZONE 'UTC')::date, 1)
  ON CONFLICT (item_id, kind, day) DO UPDATE SET n = usage_daily.n + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER usage_events_rollup_trg AFTER INSERT ON usage_events
  FOR EACH ROW EXECUTE FUNCTION usage_events_rollup();
