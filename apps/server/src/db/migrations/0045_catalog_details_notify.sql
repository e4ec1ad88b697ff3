-- Issue 9 part 4: the summary route keeps each item's details version and each caller's favourite and
-- watch flags in memory instead of reading them on every request. These triggers tell every listening
-- instance, at commit, which items got a new version (catalog_item_versions, written by the 0008
-- triggers) and whose flags changed, on channel 'sf_details_' || current_schema(). Payload: JSON
-- {"items": [ids]} or {"users": [ids]}; {"all": true} when the list would not fit a notification
-- (8000 bytes) or on TRUNCATE.
CREATE FUNCTION catalog_details_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    payload := '{"all":true}';
  ELSE
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM new_rows', TG_ARGV[0]) INTO ids;
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM old_rows', TG_ARGV[0]) INTO ids;
    ELSE
      EXECUTE format(
        'SELECT array_agg(x) FROM (SELECT %1$I::text FROM new_rows UNION SELECT %1$I::text FROM old_rows) s(x)',
        TG_ARGV[0]) INTO ids;
    END IF;
    IF ids IS NULL THEN
      RETURN NULL;
    END IF;
    payload := json_build_object(TG_ARGV[1], ids)::text;
    IF octet_length(payload) > 7900 THEN
      payload := '{"all":true}';
    END IF;
  END IF;
  PERFORM pg_notify('sf_details_' || current_schema(), payload);
  RETURN NULL;
END $$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('catalog_item_versions', 'item_id', 'items'),
    ('user_favourites', 'user_id', 'users'),
    ('user_watches', 'user_id', 'users')
  ) AS x(tbl, col, kind) LOOP
    EXECUTE format('CREATE TRIGGER %1$s_notify_ins AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify(%2$L, %3$L)', t.tbl, t.col, t.kind);
    EXECUTE format('CREATE TRIGGER %1$s_notify_upd AFTER UPDATE ON %1$I
      REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify(%2$L, %3$L)', t.tbl, t.col, t.kind);
    EXECUTE format('CREATE TRIGGER %1$s_notify_del AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify(%2$L, %3$L)', t.tbl, t.col, t.kind);
    EXECUTE format('CREATE TRIGGER %1$s_notify_trunc AFTER TRUNCATE ON %1$I
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify(%2$L, %3$L)', t.tbl, t.col, t.kind);
  END LOOP;
END $$;
