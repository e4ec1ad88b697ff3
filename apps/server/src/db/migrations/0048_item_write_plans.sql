-- One item write at 100,000 items within 20 ms (issue 9, part 3), second pass. Profiled on PGlite
-- (CPU per provider PATCH, 5,000 and 100,000 items), most of the write's time was still planning:
-- PL/pgSQL keeps a statement's plan but, for the first five runs and whenever the generic plan
-- looks dearer than a custom one, plans it again with the call's values. Statements on
-- `= ANY (p_ids)` or `unnest(p_classes)` never look as cheap generically (an array of unknown size),
-- so catalog_details_bump, the one-item count shift and the relink were planned on every call.
-- The functions of the write run with generic plans (a function's SET applies to its own statements
-- and those of what it calls); each of their statements finds its rows through an index whatever
-- the values, so the plan is the same. The set-wise count shift (several items: importer, deletes)
-- keeps the usual choice.
ALTER FUNCTION catalog_details_bump(text[]) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION catalog_taxonomy_counts_shift(text[], text[], text[], text[])
  SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION catalog_taxonomy_counts_shift_general(text[], text[], text[], text[])
  SET plan_cache_mode = auto;
ALTER FUNCTION catalog_item_relink(text, text[], text[]) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION catalog_item_read(text) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION catalog_item_search_vector(text, text, text, text, text, text, text)
  SET plan_cache_mode = force_generic_plan;

-- A new details version for one item that has a version row is an UPDATE of that row: the
-- INSERT ... ON CONFLICT DO UPDATE ran both the INSERT and the UPDATE statement triggers of
-- catalog_item_versions (two notify calls, one of them finding nothing) and a speculative insertion.
-- Several items, or an item without a row, keep the INSERT (rows in id order so writers lock alike).
CREATE OR REPLACE FUNCTION catalog_details_bump(p_ids text[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v bigint;
  targets text[];
  gone boolean;
BEGIN
  IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN
    RETURN;
  END IF;
  SELECT
    (SELECT array_agg(t.id ORDER BY t.id) FROM (
       SELECT i.id FROM catalog_items i WHERE i.id = ANY (p_ids)
       UNION
       SELECT b.bundle_id FROM bundle_specs b WHERE b.spec_id = ANY (p_ids)
     ) t
     WHERE NOT EXISTS (
       SELECT 1 FROM catalog_item_versions cv
       WHERE cv.item_id = t.id AND cv.xmin = pg_current_xact_id()::xid)),
    EXISTS (
      SELECT 1 FROM catalog_item_versions cv
      WHERE cv.item_id = ANY (p_ids) AND NOT EXISTS (SELECT 1 FROM catalog_items i WHERE i.id = cv.item_id))
  INTO targets, gone;
  IF targets IS NOT NULL THEN
    v := nextval('catalog_details_version');
    IF cardinality(targets) = 1 THEN
      UPDATE catalog_item_versions SET version = v WHERE item_id = targets[1];
      IF NOT FOUND THEN
        INSERT INTO catalog_item_versions (item_id, version) VALUES (targets[1], v)
        ON CONFLICT (item_id) DO UPDATE SET version = excluded.version;
      END IF;
    ELSE
      INSERT INTO catalog_item_versions (item_id, version)
      SELECT t.id, v FROM unnest(targets) WITH ORDINALITY AS t(id, n) ORDER BY t.n
      ON CONFLICT (item_id) DO UPDATE SET version = excluded.version;
    END IF;
  END IF;
  IF gone THEN
    DELETE FROM catalog_item_versions cv
    WHERE cv.item_id = ANY (p_ids) AND NOT EXISTS (SELECT 1 FROM catalog_items i WHERE i.id = cv.item_id);
  END IF;
END $$;

-- item_classifications had three statement triggers per event (counts, migration 0009; details
-- version, 0008; search change, 0040), each reading the transition tables again. One trigger per
-- event now does the three in the same order, reading each transition table once. Same effects: the
-- count shift from the links added and removed, a details version for the items touched, and one
-- search-change value with a row per item touched (a value drawn even when no row changed, as before).
CREATE FUNCTION catalog_item_links_changed() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  a_items text[];
  a_classes text[];
  r_items text[];
  r_classes text[];
  ids text[];
  v bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(item_id), array_agg(classification_id) INTO a_items, a_classes FROM new_rows;
    r_items := '{}';
    r_classes := '{}';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(item_id), array_agg(classification_id) INTO r_items, r_classes FROM old_rows;
    a_items := '{}';
    a_classes := '{}';
  ELSE
    SELECT array_agg(item_id), array_agg(classification_id) INTO a_items, a_classes FROM new_rows;
    SELECT array_agg(item_id), array_agg(classification_id) INTO r_items, r_classes FROM old_rows;
  END IF;
  PERFORM catalog_taxonomy_counts_shift(a_items, a_classes, r_items, r_classes);
  ids := ARRAY(SELECT DISTINCT x FROM unnest(coalesce(a_items, '{}') || coalesce(r_items, '{}')) x);
  PERFORM catalog_details_bump(ids);
  v := nextval('catalog_search_version');
  INSERT INTO catalog_search_changes (seq, item_id) SELECT v, x FROM unnest(ids) x;
  RETURN NULL;
END $$;

DROP TRIGGER item_classifications_counts_insert ON item_classifications;
DROP TRIGGER item_classifications_counts_delete ON item_classifications;
DROP TRIGGER item_classifications_counts_update ON item_classifications;
DROP TRIGGER item_classifications_details_ins ON item_classifications;
DROP TRIGGER item_classifications_details_upd ON item_classifications;
DROP TRIGGER item_classifications_details_del ON item_classifications;
DROP TRIGGER item_classifications_search_ins ON item_classifications;
DROP TRIGGER item_classifications_search_upd ON item_classifications;
DROP TRIGGER item_classifications_search_del ON item_classifications;
CREATE TRIGGER item_classifications_changed_ins AFTER INSERT ON item_classifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_links_changed();
CREATE TRIGGER item_classifications_changed_upd AFTER UPDATE ON item_classifications
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_links_changed();
CREATE TRIGGER item_classifications_changed_del AFTER DELETE ON item_classifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_links_changed();
