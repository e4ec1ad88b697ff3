-- The details notifications (migration 0045) fire on every write to item versions, favourites and
-- watches. Their trigger built its query text with EXECUTE format(...) and planned it on every call;
-- static SQL per column name (as migration 0042 did for catalog_details_bump_rows) keeps the plans.
-- Same payloads as before; its triggers name only these two columns.
CREATE OR REPLACE FUNCTION catalog_details_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    payload := '{"all":true}';
  ELSE
    IF TG_ARGV[0] = 'item_id' THEN
      IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT item_id::text) INTO ids FROM new_rows;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT item_id::text) INTO ids FROM old_rows;
      ELSE
        SELECT array_agg(x) INTO ids FROM (SELECT item_id::text FROM new_rows UNION SELECT item_id::text FROM old_rows) s(x);
      END IF;
    ELSIF TG_ARGV[0] = 'user_id' THEN
      IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT user_id::text) INTO ids FROM new_rows;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT user_id::text) INTO ids FROM old_rows;
      ELSE
        SELECT array_agg(x) INTO ids FROM (SELECT user_id::text FROM new_rows UNION SELECT user_id::text FROM old_rows) s(x);
      END IF;
    ELSE
      RAISE EXCEPTION 'catalog_details_notify: unknown column %', TG_ARGV[0];
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
