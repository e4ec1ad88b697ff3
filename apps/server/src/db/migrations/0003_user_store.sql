-- Per-user state: favourites, subscriptions (watch), recently viewed, and notifications raised by
-- provider updates on watched items.
CREATE TABLE user_favourites (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id)
);
CREATE INDEX user_favourites_item_idx ON user_favourites (item_id);

CREATE TABLE user_watches (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id)
);
CREATE INDEX user_watches_item_idx ON user_watches (item_id);

CREATE TABLE user_recent_views (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id)
);
CREATE INDEX user_recent_views_user_idx ON user_recent_views (user_id, viewed_at DESC);

CREATE TABLE user_notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  notice_id bigint REFERENCES item_notices (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  cleared_at timestamptz
);
CREATE INDEX user_notifications_open_idx ON user_notifications (user_id, item_id) WHERE cleared_at IS NULL;
