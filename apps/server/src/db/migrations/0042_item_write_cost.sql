-- One item write at 100,000 items within 20 ms (issue 9, part 3). Profiled on PGlite, where every
-- statement and every trigger runs on the server's own thread, the write's time went to planning,
-- not to reading or writing rows: SQL functions with sub-selects are not inlined and plan their
-- body on every call, dynamic EXECUTE plans on every call, a multi-part read planned eight sub-plans
-- per request, and each statement of the write (and of its triggers) pays a fixed round trip.
-- PL/pgSQL keeps each statement's plan for the session, so the functions below are PL/pgSQL with
-- static SQL; the write runs fewer statements; and an item gets one details version per
-- transaction however many of its rows the transaction touches.

-- An item's search vector (migration 0040) with its plan kept: same arguments, same result.
CREATE OR REPLACE FUNCTION catalog_item_search_vector(
  p_item_id text, p_name text, p_description text, p_owner text, p_division text,
  p_interface_type text, p_state_name text
) RETURNS tsvector LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN setweight(to_tsvector('simple', coalesce(p_name, '')), 'A')
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
END $$;

-- Details versions (migration 0008). A transaction that already gave an item a new version (its
-- row's xmin is this transaction) does not give it another: the one it gave becomes visible at the
-- same commit as everything else the transaction writes, so caches see the change exactly as before.
-- A write that touches an item's links and its columns now costs one version row, not three (each
-- with its own statement triggers). Rows of items that no longer exist are looked for before being
-- deleted, so a bump of existing items runs no DELETE (and fires no DELETE statement triggers).
CREATE OR REPLACE FUNCTION catalog_details_bump(p_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
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
    -- Rows in id order so writers lock alike.
    INSERT INTO catalog_item_versions (item_id, version)
    SELECT t.id, v FROM unnest(targets) WITH ORDINALITY AS t(id, n) ORDER BY t.n
    ON CONFLICT (item_id) DO UPDATE SET version = excluded.version;
  END IF;
  IF gone THEN
    DELETE FROM catalog_item_versions cv
    WHERE cv.item_id = ANY (p_ids) AND NOT EXISTS (SELECT 1 FROM catalog_items i WHERE i.id = cv.item_id);
  END IF;
END $$;

-- The changed rows' item ids by static SQL per column name (PL/pgSQL compiles a trigger function per
-- table and plans a branch when it first runs there), where EXECUTE format(...) planned every time.
CREATE OR REPLACE FUNCTION catalog_details_bump_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_ARGV[0] = 'item_id' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT item_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT item_id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(x) INTO ids FROM (SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows) s(x);
    END IF;
  ELSIF TG_ARGV[0] = 'id' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(x) INTO ids FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) s(x);
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
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

-- Replaces some of an item's classification links by others in as few statements as possible:
-- pairs of (removed, added) in one UPDATE (one run of each statement trigger: counts, details
-- version, search change), then the rest removed or added. `p_remove` are links the item has,
-- `p_add` links it has not, so no pair's new value collides with a link of the item.
CREATE FUNCTION catalog_item_relink(p_item_id text, p_remove text[], p_add text[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r int := coalesce(cardinality(p_remove), 0);
  a int := coalesce(cardinality(p_add), 0);
  n int := least(r, a);
BEGIN
  IF n > 0 THEN
    UPDATE item_classifications ic SET classification_id = p.new_id
    FROM unnest(p_remove[1:n], p_add[1:n]) AS p(old_id, new_id)
    WHERE ic.item_id = p_item_id AND ic.classification_id = p.old_id;
  END IF;
  IF r > n THEN
    DELETE FROM item_classifications
    WHERE item_id = p_item_id AND classification_id = ANY (p_remove[n + 1:r]);
  END IF;
  IF a > n THEN
    INSERT INTO item_classifications (item_id, classification_id)
    SELECT p_item_id, c FROM unnest(p_add[n + 1:a]) AS c;
  END IF;
END $$;

-- An item and everything the provider view shows of it (item-write-repository.ts readItemWithParts)
-- as one JSON value, its plan kept: the same query sent as a statement planned its eight
-- sub-selects on every read.
CREATE FUNCTION catalog_item_read(p_id text) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT row_to_json(x) FROM (
    SELECT i.id, i.object_type, i.name, i.description, i.version, i.state_name, i.state_color, i.division,
      i.owner, i.interface_type, i.storefront, i.date_updated,
      json_build_object(
        'classes', coalesce((SELECT json_agg(json_build_object('classification_id', c.classification_id))
          FROM item_classifications c WHERE c.item_id = i.id), '[]'),
        'dims', coalesce((SELECT json_agg(json_build_object('dimension_code', d.dimension_code,
            'value_code', d.value_code) ORDER BY d.dimension_code, d.value_code)
          FROM item_dimension_values d WHERE d.item_id = i.id), '[]'),
        'specs', coalesce((SELECT json_agg(json_build_object('spec_id', b.spec_id, 'live', b.live,
            'design_name', b.design_name, 'state_name', b.state_name) ORDER BY b.position)
          FROM bundle_specs b WHERE b.bundle_id = i.id), '[]'),
        'attachments', coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name,
            'content_type', a.content_type, 'size', a.size, 'date_updated', a.date_updated) ORDER BY a.id)
          FROM item_attachments a WHERE a.item_id = i.id), '[]'),
        'document', (SELECT json_build_object('filename', d.filename, 'format', d.format,
            'spec_version', d.spec_version, 'size', d.size) FROM item_documents d WHERE d.item_id = i.id),
        'operationCount', (SELECT count(*)::int FROM item_operations o WHERE o.item_id = i.id),
        'headlines', coalesce((SELECT json_agg(json_build_object('label', h.label, 'value', h.value,
            'description', h.description, 'unit_of_measure', h.unit_of_measure) ORDER BY h.position)
          FROM item_metric_headlines h WHERE h.item_id = i.id), '[]'),
        'policies', coalesce((SELECT json_agg(json_build_object('policy_id', p.policy_id, 'name', p.name,
            'type', p.type, 'is_oauth', p.is_oauth) ORDER BY p.policy_id)
          FROM item_security_policies p WHERE p.item_id = i.id), '[]')
      ) AS parts
    FROM catalog_items i WHERE i.id = p_id) x);
END $$;

-- Classification counts (migration 0009) for a statement that touches one item's links, the write
-- the provider API and the importer make: that item's coverage (its links' ancestors-or-self) after
-- and before, and the classifications in one but not the other shift by one, in a few indexed
-- statements with kept plans. Statements touching several items keep the general form (one set-wise
-- statement); the one-item form runs no UPDATE when no count moves.
CREATE FUNCTION catalog_taxonomy_counts_shift_general(
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

CREATE OR REPLACE FUNCTION catalog_taxonomy_counts_shift(
  a_items text[], a_classes text[], r_items text[], r_classes text[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_item text := coalesce(a_items[1], r_items[1]);
  v_type text;
  moved text[];
  shifts int[];
BEGIN
  IF v_item IS NULL THEN
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(coalesce(a_items, '{}') || coalesce(r_items, '{}')) x WHERE x <> v_item) THEN
    PERFORM catalog_taxonomy_counts_shift_general(a_items, a_classes, r_items, r_classes);
    RETURN;
  END IF;
  -- The item's links after the statement and before it, each side's ancestors-or-self, and the
  -- classifications covered on one side only: one statement.
  WITH RECURSIVE
  after_links AS (SELECT ic.classification_id AS id FROM item_classifications ic WHERE ic.item_id = v_item),
  before_links AS (
    (SELECT id FROM after_links EXCEPT SELECT c FROM unnest(coalesce(a_classes, '{}')) c)
    UNION SELECT c FROM unnest(coalesce(r_classes, '{}')) c),
  up(id, side) AS (
    SELECT c.id, 1 FROM classifications c WHERE c.id IN (SELECT id FROM after_links)
    UNION
    SELECT c.id, -1 FROM classifications c WHERE c.id IN (SELECT id FROM before_links)
    UNION
    SELECT c.parent_id, up.side FROM up JOIN classifications c ON c.id = up.id WHERE c.parent_id IS NOT NULL)
  SELECT i.object_type,
    ARRAY(SELECT id FROM up GROUP BY id HAVING sum(side) <> 0 ORDER BY id),
    ARRAY(SELECT sum(side)::int FROM up GROUP BY id HAVING sum(side) <> 0 ORDER BY id)
  INTO v_type, moved, shifts
  FROM catalog_items i WHERE i.id = v_item;
  IF v_type IS NULL OR cardinality(moved) = 0 THEN
    RETURN;
  END IF;
  UPDATE classifications c SET
    agg_spec_count = c.agg_spec_count + CASE WHEN v_type = 'SPECIFICATION' THEN s.d ELSE 0 END,
    agg_bundle_count = c.agg_bundle_count + CASE WHEN v_type = 'BUNDLE' THEN s.d ELSE 0 END
  FROM unnest(moved, shifts) AS s(id, d)
  WHERE c.id = s.id;
END $$;

-- Details versions follow a classification's label, position and taxonomy (migration 0008), never
-- its counts. The statement trigger with transition tables ran on every count UPDATE (every item
-- write that moves a count) only to find nothing changed; a row trigger whose WHEN compares those
-- columns costs nothing unless one of them changed.
DROP TRIGGER classifications_details_upd ON classifications;
CREATE FUNCTION catalog_details_bump_classification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_details_bump(ARRAY(
    SELECT ic.item_id FROM item_classifications ic WHERE ic.classification_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER classifications_details_upd AFTER UPDATE ON classifications
  FOR EACH ROW WHEN ((NEW.label, NEW.position, NEW.taxonomy_id) IS DISTINCT FROM (OLD.label, OLD.position, OLD.taxonomy_id))
  EXECUTE FUNCTION catalog_details_bump_classification();
