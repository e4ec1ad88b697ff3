-- Classification counts (agg_spec_count, agg_bundle_count: distinct items in a classification or any
-- descendant) maintained by triggers as items and their links change, instead of every write
-- recounting every classification (hundreds of milliseconds at 100,000 items). An item's links and
-- type change only the classifications on its own ancestor paths, by one.

-- PL/pgSQL rather than SQL functions: it keeps each statement's plan for the session, where a SQL
-- function plans its recursive query again on every call (tens of milliseconds on PGlite).

-- Per (item, classification) link rows added and removed by one statement: each affected item is
-- "covered" by the ancestors-or-self of its links before and after; classifications covered only
-- after gain one of the item's type, those covered only before lose one. Links to classifications
-- that no longer exist count for nothing (their deletion recounts the remaining ancestors).
CREATE FUNCTION catalog_taxonomy_counts_shift(
  a_items text[], a_classes text[], r_items text[], r_classes text[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE
  added AS (SELECT * FROM unnest(a_items, a_classes) AS t(item_id, classification_id)),
  removed AS (SELECT * FROM unnest(r_items, r_classes) AS t(item_id, classification_id)),
  items AS (
    SELECT i.id, i.object_type FROM catalog_items i
    WHERE i.id IN (SELECT item_id FROM added UNION SELECT item_id FROM removed)
  ),
  after_links AS (
    SELECT ic.item_id, ic.classification_id FROM item_classifications ic JOIN items ON items.id = ic.item_id
  ),
  before_links AS (
    (SELECT item_id, classification_id FROM after_links
     EXCEPT SELECT item_id, classification_id FROM added)
    UNION
    SELECT r.item_id, r.classification_id FROM removed r JOIN items ON items.id = r.item_id
  ),
  covered(item_id, class_id, side) AS (
    SELECT l.item_id, c.id, 1 FROM after_links l JOIN classifications c ON c.id = l.classification_id
    UNION
    SELECT l.item_id, c.id, -1 FROM before_links l JOIN classifications c ON c.id = l.classification_id
    UNION
    SELECT v.item_id, c.parent_id, v.side FROM covered v JOIN classifications c ON c.id = v.class_id
    WHERE c.parent_id IS NOT NULL
  ),
  delta AS (
    SELECT v.class_id,
      sum(v.side) FILTER (WHERE items.object_type = 'SPECIFICATION') AS specs,
      sum(v.side) FILTER (WHERE items.object_type = 'BUNDLE') AS bundles
    FROM covered v JOIN items ON items.id = v.item_id
    GROUP BY v.class_id
  )
  UPDATE classifications c SET
    agg_spec_count = c.agg_spec_count + coalesce(d.specs, 0),
    agg_bundle_count = c.agg_bundle_count + coalesce(d.bundles, 0)
  FROM delta d
  WHERE c.id = d.class_id AND (coalesce(d.specs, 0) <> 0 OR coalesce(d.bundles, 0) <> 0);
END $$;

-- One item's whole coverage gains (sign 1) or loses (sign -1) one of `p_type`.
CREATE FUNCTION catalog_taxonomy_counts_item(p_item_id text, p_type text, p_sign int)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE covered(class_id) AS (
    SELECT c.id FROM item_classifications ic JOIN classifications c ON c.id = ic.classification_id
    WHERE ic.item_id = p_item_id
    UNION
    SELECT c.parent_id FROM covered v JOIN classifications c ON c.id = v.class_id
    WHERE c.parent_id IS NOT NULL
  )
  UPDATE classifications c SET
    agg_spec_count = c.agg_spec_count + CASE WHEN p_type = 'SPECIFICATION' THEN p_sign ELSE 0 END,
    agg_bundle_count = c.agg_bundle_count + CASE WHEN p_type = 'BUNDLE' THEN p_sign ELSE 0 END
  FROM covered v WHERE c.id = v.class_id;
END $$;

-- Recounts the given classifications from scratch (after a subtree moved away or was deleted).
CREATE FUNCTION catalog_recount_classifications(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE tree(ancestor_id, id) AS (
    SELECT id, id FROM classifications WHERE id = ANY (p_ids)
    UNION ALL
    SELECT t.ancestor_id, c.id FROM tree t JOIN classifications c ON c.parent_id = t.id
  ),
  counts AS (
    SELECT t.ancestor_id AS id,
      count(DISTINCT i.id) FILTER (WHERE i.object_type = 'SPECIFICATION') AS specs,
      count(DISTINCT i.id) FILTER (WHERE i.object_type = 'BUNDLE') AS bundles
    FROM tree t
    JOIN item_classifications ic ON ic.classification_id = t.id
    JOIN catalog_items i ON i.id = ic.item_id
    GROUP BY t.ancestor_id
  )
  UPDATE classifications c SET
    agg_spec_count = coalesce(counts.specs, 0),
    agg_bundle_count = coalesce(counts.bundles, 0)
  FROM classifications c2 LEFT JOIN counts ON counts.id = c2.id
  WHERE c.id = c2.id AND c2.id = ANY (p_ids)
    AND (c.agg_spec_count <> coalesce(counts.specs, 0) OR c.agg_bundle_count <> coalesce(counts.bundles, 0));
END $$;

-- The ancestors-or-self of the given classifications that exist.
CREATE FUNCTION catalog_classification_paths(p_ids text[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(id) AS (
    SELECT id FROM classifications WHERE id = ANY (p_ids)
    UNION
    SELECT c.parent_id FROM up JOIN classifications c ON c.id = up.id WHERE c.parent_id IS NOT NULL
  )
  SELECT coalesce(array_agg(id), '{}') FROM up;
$$;

CREATE FUNCTION catalog_links_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_taxonomy_counts_shift(
    (SELECT array_agg(item_id) FROM new_links), (SELECT array_agg(classification_id) FROM new_links),
    '{}', '{}');
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_links_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_taxonomy_counts_shift('{}', '{}',
    (SELECT array_agg(item_id) FROM old_links), (SELECT array_agg(classification_id) FROM old_links));
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_links_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_taxonomy_counts_shift(
    (SELECT array_agg(item_id) FROM new_links), (SELECT array_agg(classification_id) FROM new_links),
    (SELECT array_agg(item_id) FROM old_links), (SELECT array_agg(classification_id) FROM old_links));
  RETURN NULL;
END $$;

CREATE TRIGGER item_classifications_counts_insert AFTER INSERT ON item_classifications
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION catalog_links_inserted();
CREATE TRIGGER item_classifications_counts_delete AFTER DELETE ON item_classifications
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION catalog_links_deleted();
CREATE TRIGGER item_classifications_counts_update AFTER UPDATE ON item_classifications
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_links_updated();

-- A deleted item leaves its classifications before its links go (they go by cascade, when the item
-- is no longer there to say which count they were in).
CREATE FUNCTION catalog_item_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_taxonomy_counts_item(OLD.id, OLD.object_type, -1);
  RETURN OLD;
END $$;

CREATE FUNCTION catalog_item_retyped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_taxonomy_counts_item(OLD.id, OLD.object_type, -1);
  PERFORM catalog_taxonomy_counts_item(NEW.id, NEW.object_type, 1);
  RETURN NULL;
END $$;

CREATE TRIGGER catalog_items_counts_delete BEFORE DELETE ON catalog_items
  FOR EACH ROW EXECUTE FUNCTION catalog_item_deleting();
CREATE TRIGGER catalog_items_counts_retype AFTER UPDATE OF object_type ON catalog_items
  FOR EACH ROW WHEN (OLD.object_type IS DISTINCT FROM NEW.object_type)
  EXECUTE FUNCTION catalog_item_retyped();

-- A moved or deleted subtree changes the counts of its old and new ancestors: recount those only.
CREATE FUNCTION catalog_classification_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_recount_classifications(
    catalog_classification_paths(ARRAY[OLD.parent_id, NEW.parent_id]));
  RETURN NULL;
END $$;

CREATE FUNCTION catalog_classifications_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_recount_classifications(catalog_classification_paths(ARRAY(
    SELECT parent_id FROM old_classes WHERE parent_id IS NOT NULL)));
  RETURN NULL;
END $$;

CREATE TRIGGER classifications_counts_move AFTER UPDATE OF parent_id ON classifications
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION catalog_classification_moved();
CREATE TRIGGER classifications_counts_delete AFTER DELETE ON classifications
  REFERENCING OLD TABLE AS old_classes FOR EACH STATEMENT EXECUTE FUNCTION catalog_classifications_deleted();

-- Start from counts that are right.
SELECT catalog_refresh_taxonomy_counts();
