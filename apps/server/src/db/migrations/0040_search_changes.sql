-- Search index deltas and a cheaper item write (issue 9, part 3).
--
-- Each process's in-memory search index (modules/catalog/search) used to be rebuilt from every item
-- whenever catalog_search_version moved, so one item write at 100,000 items re-read 100,000 search
-- vectors. Now the statements that bump the version also record WHICH items they touched, under the
-- bumped value: an index built at version B applies the items of rows after B as a small delta (the
-- database stays the source of truth; every instance reads the same rows). A row without an item
-- (a change of dimensions, their values or the classification tree, a truncate, or the pruning
-- marker below) means the shape moved: the index is rebuilt.
CREATE TABLE catalog_search_changes (
  seq bigint NOT NULL,
  item_id text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalog_search_changes_seq_idx ON catalog_search_changes (seq);
CREATE INDEX catalog_search_changes_shape_idx ON catalog_search_changes (seq) WHERE item_id IS NULL;

-- catalog_items: rows name the item in `id`.
CREATE FUNCTION catalog_search_log_items() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint := nextval('catalog_search_version');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_search_changes (seq, item_id) SELECT DISTINCT v, id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_search_changes (seq, item_id) SELECT DISTINCT v, id FROM old_rows;
  ELSE
    INSERT INTO catalog_search_changes (seq, item_id)
    SELECT v, x FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) s(x);
  END IF;
  RETURN NULL;
END $$;

-- item_dimension_values, item_classifications: rows name the item in `item_id`.
CREATE FUNCTION catalog_search_log_links() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint := nextval('catalog_search_version');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_search_changes (seq, item_id) SELECT DISTINCT v, item_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_search_changes (seq, item_id) SELECT DISTINCT v, item_id FROM old_rows;
  ELSE
    INSERT INTO catalog_search_changes (seq, item_id)
    SELECT v, x FROM (SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows) s(x);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_search_log_shape() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_search_changes (seq, item_id) VALUES (nextval('catalog_search_version'), NULL);
  RETURN NULL;
END $$;

DROP TRIGGER catalog_items_search_bump ON catalog_items;
DROP TRIGGER item_dimension_values_search_bump ON item_dimension_values;
DROP TRIGGER item_classifications_search_bump ON item_classifications;
DROP TRIGGER classifications_search_bump ON classifications;
DROP TRIGGER dimension_values_search_bump ON dimension_values;
DROP TRIGGER dimensions_search_bump ON dimensions;

-- Transition tables are allowed on single-event triggers only, hence one trigger per event.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('catalog_items', 'catalog_search_log_items'),
    ('item_dimension_values', 'catalog_search_log_links'),
    ('item_classifications', 'catalog_search_log_links')
  ) AS x(tbl, fn) LOOP
    EXECUTE format('CREATE TRIGGER %1$s_search_ins AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', t.tbl, t.fn);
    EXECUTE format('CREATE TRIGGER %1$s_search_upd AFTER UPDATE ON %1$I
      REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %2$I()',
      t.tbl, t.fn);
    EXECUTE format('CREATE TRIGGER %1$s_search_del AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', t.tbl, t.fn);
    EXECUTE format('CREATE TRIGGER %1$s_search_trunc AFTER TRUNCATE ON %1$I
      FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape()', t.tbl);
  END LOOP;
END $$;

-- The index holds classification ids and parents only: the counts every item write updates
-- (migration 0009) and labels (items' search vectors carry them) do not move its shape.
CREATE TRIGGER classifications_search_shape AFTER INSERT OR DELETE OR TRUNCATE ON classifications
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();
CREATE TRIGGER classifications_search_shape_upd AFTER UPDATE OF id, parent_id ON classifications
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();
CREATE TRIGGER dimension_values_search_shape AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON dimension_values FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();
CREATE TRIGGER dimensions_search_shape AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON dimensions FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();

-- Rows older than p_keep go; a marker without an item at the highest removed value tells an index
-- built before it (which can no longer learn what changed) to rebuild.
CREATE FUNCTION catalog_search_changes_prune(p_keep interval) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  horizon bigint;
BEGIN
  SELECT max(seq) INTO horizon FROM catalog_search_changes WHERE at < now() - p_keep;
  IF horizon IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM catalog_search_changes WHERE seq <= horizon;
  INSERT INTO catalog_search_changes (seq, item_id) VALUES (horizon, NULL);
END $$;

-- An item's search vector from its new column values (links as they are now), so a write sets the
-- columns and the vector in one UPDATE instead of an UPDATE and a second one for the vector.
CREATE FUNCTION catalog_item_search_vector(
  p_item_id text, p_name text, p_description text, p_owner text, p_division text,
  p_interface_type text, p_state_name text
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(p_name, '')), 'A')
    || setweight(to_tsvector('english', coalesce(p_name, '')), 'A')
    || setweight(to_tsvector('english', left(coalesce(p_description, ''), 20000)), 'B')
    || setweight(to_tsvector('simple', coalesce(p_owner, '') || ' ' || coalesce(p_division, '')
         || ' ' || coalesce(p_interface_type, '') || ' ' || coalesce(p_state_name, '')), 'B')
    || setweight(to_tsvector('simple', coalesce((
         SELECT string_agg(c.label, ' ') FROM item_classifications ic
         JOIN classifications c ON c.id = ic.classification_id WHERE ic.item_id = p_item_id), '')), 'B')
    || setweight(to_tsvector('simple', coalesce((
         SELECT string_agg(o.name || ' ' || regexp_replace(o.uri, '[/{}._-]+', ' ', 'g'), ' ')
         FROM (SELECT name, uri FROM item_operations WHERE item_id = p_item_id ORDER BY position LIMIT 2000) o), '')), 'C')
    || setweight(to_tsvector('english', coalesce((
         SELECT string_agg(left(o.description, 300), ' ')
         FROM (SELECT description FROM item_operations WHERE item_id = p_item_id ORDER BY position LIMIT 500) o), '')), 'D');
$$;
