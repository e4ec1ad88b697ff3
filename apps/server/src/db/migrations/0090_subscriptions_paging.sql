-- The Inbox pages providers' subscriptions on the server (issue 24): per item, by status, newest
-- change first. Without the item in front, an item's page read every subscription of the status.
CREATE INDEX access_subscriptions_item_status_idx
  ON access_subscriptions (item_id, status, updated_at DESC, id DESC);
