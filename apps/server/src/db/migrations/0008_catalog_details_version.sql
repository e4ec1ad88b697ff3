-- Per-item version of what GET /api/web/catalog/item/{id}/summary shows (issue 9, part 4). Each server
-- process caches an item's details serialised and compressed; it asks this table on every request
-- whether its copy is current, so N instances stay correct without talking to each other. Triggers
-- give an item a new version whenever a write touches the item, a row hanging off it, a live spec of
-- the bundle, or shared data it shows (classification labels, pricing plans, owner names). A row,
-- not a sequence, so the new version becomes visible exactly when the write commits.
CREATE SEQUENCE catalog_details_version;

CREATE TABLE catalog_item_versions (
  item_id text PRIMARY KEY,
  version bigint NOT NULL
);

-- New version for the given items and for the bundles that list any of them; rows of items that no
-- longer exist are dropped. One version per statement; rows in id order so writers lock alike.
CREATE FUNCTION catalog_details_bump(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN
    RETURN;
  END IF;
  v := nextval('catalog_details_version');
  INSERT INTO catalog_item_versions (item_id, version)
  SELECT t.id, v FROM (
    SELECT i.id FROM catalog_items i WHERE i.id = ANY (p_ids)
    UNION
    SELECT b.bundle_id FROM bundle_specs b WHERE b.spec_id = ANY (p_ids)
  ) t
  ORDER BY t.id
  ON CONFLICT (item_id) DO UPDATE SET version = excluded.version;
  DELETE FROM catalog_item_versions cv
  WHERE cv.item_id = ANY (p_ids) AND NOT EXISTS (SELECT 1 FROM catalog_items i WHERE i.id = cv.item_id);
END $$;

CREATE FUNCTION catalog_details_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint := nextval('catalog_details_version');
BEGIN
  DELETE FROM catalog_item_versions cv
  WHERE NOT EXISTS (SELECT 1 FROM catalog_items i WHERE i.id = cv.item_id);
  INSERT INTO catalog_item_versions (item_id, version)
  SELECT id, v FROM catalog_items ORDER BY id
  ON CONFLICT (item_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;

-- Statement triggers on tables whose rows name the item in column TG_ARGV[0]; the changed rows come
-- from the transition tables (PostgreSQL allows them on single-event triggers only, hence three).
CREATE FUNCTION catalog_details_bump_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO ids;
  ELSE
    EXECUTE format(
      'SELECT array_agg(x) FROM (SELECT %1$I FROM new_rows UNION SELECT %1$I FROM old_rows) s(x)',
      TG_ARGV[0]) INTO ids;
  END IF;
  PERFORM catalog_details_bump(ids);
  RETURN NULL;
END $$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('catalog_items', 'id'),
    ('item_operations', 'item_id'),
    ('item_documents', 'item_id'),
    ('item_attachments', 'item_id'),
    ('item_classifications', 'item_id'),
    ('item_dimension_values', 'item_id'),
    ('item_security_policies', 'item_id'),
    ('bundle_specs', 'bundle_id')
  ) AS x(tbl, col) LOOP
    EXECUTE format('CREATE TRIGGER %1$s_details_ins AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows(%2$L)', t.tbl, t.col);
    EXECUTE format('CREATE TRIGGER %1$s_details_upd AFTER UPDATE ON %1$I
      REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows(%2$L)', t.tbl, t.col);
    EXECUTE format('CREATE TRIGGER %1$s_details_del AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows(%2$L)', t.tbl, t.col);
    EXECUTE format('CREATE TRIGGER %1$s_details_trunc AFTER TRUNCATE ON %1$I
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_all()', t.tbl);
  END LOOP;
END $$;

-- Shared rows shown in details. Only changes of what details show count: classification counts are
-- updated on every item write (migration 0009) and must not invalidate every item of a category.
-- Deletions cascade to the item link tables above, whose triggers cover them.
CREATE FUNCTION catalog_details_bump_classifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_details_bump(ARRAY(
    SELECT DISTINCT ic.item_id FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN item_classifications ic ON ic.classification_id = n.id
    WHERE (n.label, n.position, n.taxonomy_id) IS DISTINCT FROM (o.label, o.position, o.taxonomy_id)));
  RETURN NULL;
END $$;
CREATE TRIGGER classifications_details_upd AFTER UPDATE ON classifications
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_classifications();

-- Plan names, order and visual style (a renamed code cascades to item_dimension_values).
CREATE FUNCTION catalog_details_bump_dimension_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_details_bump(ARRAY(
    SELECT DISTINCT iv.item_id FROM item_dimension_values iv
    WHERE (iv.dimension_code, iv.value_code) IN (
      SELECT dimension_code, code FROM new_rows UNION SELECT dimension_code, code FROM old_rows)));
  RETURN NULL;
END $$;
CREATE TRIGGER dimension_values_details_upd AFTER UPDATE ON dimension_values
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_dimension_values();

-- Owner reference data gives details their ownerName.
CREATE FUNCTION catalog_details_bump_owners() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  codes text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(code) INTO codes FROM new_rows WHERE kind = 'owners';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(code) INTO codes FROM old_rows WHERE kind = 'owners';
  ELSE
    SELECT array_agg(code) INTO codes FROM (
      SELECT code FROM new_rows WHERE kind = 'owners' UNION SELECT code FROM old_rows WHERE kind = 'owners') s;
  END IF;
  IF codes IS NOT NULL THEN
    PERFORM catalog_details_bump(ARRAY(SELECT id FROM catalog_items WHERE owner = ANY (codes)));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER refdata_details_ins AFTER INSERT ON refdata REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_owners();
CREATE TRIGGER refdata_details_upd AFTER UPDATE ON refdata
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_owners();
CREATE TRIGGER refdata_details_del AFTER DELETE ON refdata REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_owners();

INSERT INTO catalog_item_versions (item_id, version)
SELECT id, (SELECT nextval('catalog_details_version')) FROM catalog_items;
