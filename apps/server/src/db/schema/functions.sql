-- GENERATED FILE, do not edit: npm run storefront -- schema-dump
--
-- The current definition of every function and trigger of the schema once all of db/migrations/
-- has run (pg_get_functiondef, pg_get_triggerdef), sorted by name. Migrations are forward-only, so
-- a function redefined later (CREATE OR REPLACE) has its live body here, not in the migration that
-- created it. To change one: add a migration, then run the command above. Schema qualifiers are
-- left out; functions of extensions (pg_trgm) are not listed.
-- functions-drift.test.ts fails when this file differs from a freshly migrated database.

-- Functions (36)

CREATE OR REPLACE FUNCTION catalog_classification_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalog_recount_classifications(
    catalog_classification_paths(ARRAY[OLD.parent_id, NEW.parent_id]));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_classification_paths(p_ids text[])
 RETURNS text[]
 LANGUAGE sql
 STABLE
AS $function$
  WITH RECURSIVE up(id) AS (
    SELECT id FROM classifications WHERE id = ANY (p_ids)
    UNION
    SELECT c.parent_id FROM up JOIN classifications c ON c.id = up.id WHERE c.parent_id IS NOT NULL
  )
  SELECT coalesce(array_agg(id), '{}') FROM up;
$function$;

CREATE OR REPLACE FUNCTION catalog_classifications_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalog_recount_classifications(catalog_classification_paths(ARRAY(
    SELECT parent_id FROM old_classes WHERE parent_id IS NOT NULL)));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_details_bump(p_ids text[])
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_details_bump_all()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  v bigint := nextval('catalog_details_version');
BEGIN
  DELETE FROM catalog_item_versions cv
  WHERE NOT EXISTS (SELECT 1 FROM catalog_items i WHERE i.id = cv.item_id);
  INSERT INTO catalog_item_versions (item_id, version)
  SELECT id, v FROM catalog_items ORDER BY id
  ON CONFLICT (item_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_details_bump_classification()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalog_details_bump(ARRAY(
    SELECT ic.item_id FROM item_classifications ic WHERE ic.classification_id = NEW.id));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_details_bump_classifications()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalog_details_bump(ARRAY(
    SELECT DISTINCT ic.item_id FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN item_classifications ic ON ic.classification_id = n.id
    WHERE (n.label, n.position, n.taxonomy_id) IS DISTINCT FROM (o.label, o.position, o.taxonomy_id)));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_details_bump_dimension_values()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalog_details_bump(ARRAY(
    SELECT DISTINCT iv.item_id FROM item_dimension_values iv
    WHERE (iv.dimension_code, iv.value_code) IN (
      SELECT dimension_code, code FROM new_rows UNION SELECT dimension_code, code FROM old_rows)));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_details_bump_owners()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_details_bump_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_details_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_item_deleting()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalog_taxonomy_counts_item(OLD.id, OLD.object_type, -1);
  RETURN OLD;
END $function$;

CREATE OR REPLACE FUNCTION catalog_item_links_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_item_read(p_id text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_item_relink(p_item_id text, p_remove text[], p_add text[])
 RETURNS text[]
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  r int := coalesce(cardinality(p_remove), 0);
  a int := coalesce(cardinality(p_add), 0);
  n int := least(r, a);
  unknown text[];
BEGIN
  IF a > 0 THEN
    unknown := ARRAY(
      SELECT c FROM unnest(p_add) WITH ORDINALITY AS t(c, k)
      WHERE NOT EXISTS (SELECT 1 FROM classifications cl WHERE cl.id = t.c) ORDER BY t.k);
    IF cardinality(unknown) > 0 THEN
      RETURN unknown;
    END IF;
  END IF;
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
  RETURN '{}';
END $function$;

CREATE OR REPLACE FUNCTION catalog_item_retyped()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalog_taxonomy_counts_item(OLD.id, OLD.object_type, -1);
  PERFORM catalog_taxonomy_counts_item(NEW.id, NEW.object_type, 1);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_item_search_vector(p_item_id text, p_name text, p_description text, p_owner text, p_division text, p_interface_type text, p_state_name text)
 RETURNS tsvector
 LANGUAGE plpgsql
 STABLE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_item_write(p_id text, p_object_type text, p_name text, p_description text, p_summary text, p_version text, p_state_name text, p_state_color text, p_division text, p_owner text, p_interface_type text, p_storefront text, p_at timestamp with time zone, p_remove text[], p_add text[])
 RETURNS text[]
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  unknown text[];
BEGIN
  IF coalesce(cardinality(p_remove), 0) + coalesce(cardinality(p_add), 0) > 0 THEN
    unknown := catalog_item_relink(p_id, p_remove, p_add);
    IF cardinality(unknown) > 0 THEN
      RETURN unknown;
    END IF;
  END IF;
  UPDATE catalog_items SET object_type = p_object_type, name = p_name, description = p_description,
    summary = p_summary, version = p_version, state_name = p_state_name, state_color = p_state_color,
    division = p_division, owner = p_owner, interface_type = p_interface_type, storefront = p_storefront,
    date_updated = p_at,
    search_vector = catalog_item_search_vector(p_id, p_name, p_description, p_owner, p_division,
      p_interface_type, p_state_name)
  WHERE id = p_id;
  RETURN '{}';
END $function$;

CREATE OR REPLACE FUNCTION catalog_links_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalog_taxonomy_counts_shift('{}', '{}',
    (SELECT array_agg(item_id) FROM old_links), (SELECT array_agg(classification_id) FROM old_links));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_links_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalog_taxonomy_counts_shift(
    (SELECT array_agg(item_id) FROM new_links), (SELECT array_agg(classification_id) FROM new_links),
    '{}', '{}');
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_links_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM catalog_taxonomy_counts_shift(
    (SELECT array_agg(item_id) FROM new_links), (SELECT array_agg(classification_id) FROM new_links),
    (SELECT array_agg(item_id) FROM old_links), (SELECT array_agg(classification_id) FROM old_links));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_recount_classifications(p_ids text[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_refresh_search(p_item_id text)
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE catalog_items i SET search_vector =
      setweight(to_tsvector('simple', coalesce(i.name, '')), 'A')
    || setweight(to_tsvector('english', coalesce(i.name, '')), 'A')
    || setweight(to_tsvector('english', left(coalesce(i.description, ''), 20000)), 'B')
    || setweight(to_tsvector('simple', coalesce(i.owner, '') || ' ' || coalesce(i.division, '')
         || ' ' || coalesce(i.interface_type, '') || ' ' || coalesce(i.state_name, '')), 'B')
    || setweight(to_tsvector('simple', coalesce((
         SELECT string_agg(c.label, ' ') FROM item_classifications ic
         JOIN classifications c ON c.id = ic.classification_id WHERE ic.item_id = i.id), '')), 'B')
    || setweight(to_tsvector('simple', coalesce((
         SELECT string_agg(o.name || ' ' || regexp_replace(o.uri, '[/{}._-]+', ' ', 'g'), ' ')
         FROM (SELECT name, uri FROM item_operations WHERE item_id = i.id ORDER BY position LIMIT 2000) o), '')), 'C')
    || setweight(to_tsvector('english', coalesce((
         SELECT string_agg(left(o.description, 300), ' ')
         FROM (SELECT description FROM item_operations WHERE item_id = i.id ORDER BY position LIMIT 500) o), '')), 'D')
  WHERE i.id = p_item_id;
$function$;

CREATE OR REPLACE FUNCTION catalog_refresh_taxonomy_counts()
 RETURNS void
 LANGUAGE sql
AS $function$
  WITH RECURSIVE tree(ancestor_id, id) AS (
    SELECT id, id FROM classifications
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
  WHERE c.id = c2.id
    AND (c.agg_spec_count <> coalesce(counts.specs, 0) OR c.agg_bundle_count <> coalesce(counts.bundles, 0));
$function$;

CREATE OR REPLACE FUNCTION catalog_search_bump()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM nextval('catalog_search_version');
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_search_changes_prune(p_keep interval)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  horizon bigint;
BEGIN
  SELECT max(seq) INTO horizon FROM catalog_search_changes WHERE at < now() - p_keep;
  IF horizon IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM catalog_search_changes WHERE seq <= horizon;
  INSERT INTO catalog_search_changes (seq, item_id) VALUES (horizon, NULL);
END $function$;

CREATE OR REPLACE FUNCTION catalog_search_log_items()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_search_log_links()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_search_log_shape()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO catalog_search_changes (seq, item_id) VALUES (nextval('catalog_search_version'), NULL);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION catalog_taxonomy_counts_item(p_item_id text, p_type text, p_sign integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_taxonomy_counts_shift(a_items text[], a_classes text[], r_items text[], r_classes text[])
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION catalog_taxonomy_counts_shift_general(a_items text[], a_classes text[], r_items text[], r_classes text[])
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'auto'
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION conversation_question_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM usage_events
   WHERE id = (SELECT e.id FROM usage_events e JOIN conversations c ON c.item_id = e.item_id
                WHERE c.id = NEW.conversation_id AND e.kind = 'question'
                  AND e.user_id = NEW.author_id AND e.at = NEW.created_at
                LIMIT 1);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION item_api_versions_record()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  explicit_label text := nullif(current_setting('storefront.version_label', true), '');
  notes text := coalesce(current_setting('storefront.version_notes', true), '');
  v_label text;
BEGIN
  SELECT label INTO v_label FROM item_api_versions WHERE item_id = NEW.item_id AND sha256 = NEW.sha256;
  IF FOUND THEN
    -- The same document again (a re-import, or a rollback to an older version): it serves again.
    UPDATE catalog_items SET version = v_label WHERE id = NEW.item_id AND version IS DISTINCT FROM v_label;
    RETURN NULL;
  END IF;
  IF explicit_label IS NOT NULL THEN
    v_label := explicit_label;
    IF EXISTS (SELECT 1 FROM item_api_versions WHERE item_id = NEW.item_id AND label = v_label) THEN
      RAISE EXCEPTION 'version "%" already exists with other content', v_label USING ERRCODE = '23505';
    END IF;
  ELSE
    SELECT left(coalesce(nullif(trim(version), ''), '1'), 80) INTO v_label FROM catalog_items WHERE id = NEW.item_id;
    IF EXISTS (SELECT 1 FROM item_api_versions WHERE item_id = NEW.item_id AND label = v_label) THEN
      v_label := v_label || '+' || left(NEW.sha256, 8);
    END IF;
  END IF;
  INSERT INTO item_api_versions (item_id, label, filename, content_type, format, spec_version, content,
    size, sha256, published_at, release_notes)
  VALUES (NEW.item_id, v_label, NEW.filename, NEW.content_type, NEW.format, NEW.spec_version, NEW.content,
    NEW.size, NEW.sha256, NEW.date_updated, notes);
  -- Cards and search show the version the item serves.
  UPDATE catalog_items SET version = v_label WHERE id = NEW.item_id AND version IS DISTINCT FROM v_label;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION usage_events_rollup()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO usage_daily (item_id, kind, day, n)
  VALUES (NEW.item_id, NEW.kind, (NEW.at AT TIME ZONE 'UTC')::date, 1)
  ON CONFLICT (item_id, kind, day) DO UPDATE SET n = usage_daily.n + 1;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION usage_events_unroll()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE usage_daily SET n = n - 1
   WHERE item_id = OLD.item_id AND kind = OLD.kind AND day = (OLD.at AT TIME ZONE 'UTC')::date;
  RETURN NULL;
END $function$;

-- Triggers (70)

CREATE TRIGGER bundle_specs_details_del AFTER DELETE ON bundle_specs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('bundle_id');
CREATE TRIGGER bundle_specs_details_ins AFTER INSERT ON bundle_specs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('bundle_id');
CREATE TRIGGER bundle_specs_details_trunc AFTER TRUNCATE ON bundle_specs FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_all();
CREATE TRIGGER bundle_specs_details_upd AFTER UPDATE ON bundle_specs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('bundle_id');

CREATE TRIGGER catalog_item_versions_notify_del AFTER DELETE ON catalog_item_versions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('item_id', 'items');
CREATE TRIGGER catalog_item_versions_notify_ins AFTER INSERT ON catalog_item_versions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('item_id', 'items');
CREATE TRIGGER catalog_item_versions_notify_trunc AFTER TRUNCATE ON catalog_item_versions FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('item_id', 'items');
CREATE TRIGGER catalog_item_versions_notify_upd AFTER UPDATE ON catalog_item_versions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('item_id', 'items');

CREATE TRIGGER catalog_items_counts_delete BEFORE DELETE ON catalog_items FOR EACH ROW EXECUTE FUNCTION catalog_item_deleting();
CREATE TRIGGER catalog_items_counts_retype AFTER UPDATE OF object_type ON catalog_items FOR EACH ROW WHEN ((old.object_type IS DISTINCT FROM new.object_type)) EXECUTE FUNCTION catalog_item_retyped();
CREATE TRIGGER catalog_items_details_del AFTER DELETE ON catalog_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('id');
CREATE TRIGGER catalog_items_details_ins AFTER INSERT ON catalog_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('id');
CREATE TRIGGER catalog_items_details_trunc AFTER TRUNCATE ON catalog_items FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_all();
CREATE TRIGGER catalog_items_details_upd AFTER UPDATE ON catalog_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('id');
CREATE TRIGGER catalog_items_search_del AFTER DELETE ON catalog_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_items();
CREATE TRIGGER catalog_items_search_ins AFTER INSERT ON catalog_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_items();
CREATE TRIGGER catalog_items_search_trunc AFTER TRUNCATE ON catalog_items FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();
CREATE TRIGGER catalog_items_search_upd AFTER UPDATE ON catalog_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_items();

CREATE TRIGGER classifications_counts_delete AFTER DELETE ON classifications REFERENCING OLD TABLE AS old_classes FOR EACH STATEMENT EXECUTE FUNCTION catalog_classifications_deleted();
CREATE TRIGGER classifications_counts_move AFTER UPDATE OF parent_id ON classifications FOR EACH ROW WHEN ((old.parent_id IS DISTINCT FROM new.parent_id)) EXECUTE FUNCTION catalog_classification_moved();
CREATE TRIGGER classifications_details_upd AFTER UPDATE ON classifications FOR EACH ROW WHEN ((((new.label IS DISTINCT FROM old.label) OR (new."position" IS DISTINCT FROM old."position")) OR (new.taxonomy_id IS DISTINCT FROM old.taxonomy_id))) EXECUTE FUNCTION catalog_details_bump_classification();
CREATE TRIGGER classifications_search_shape AFTER INSERT OR DELETE OR TRUNCATE ON classifications FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();
CREATE TRIGGER classifications_search_shape_upd AFTER UPDATE OF id, parent_id ON classifications FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();

CREATE TRIGGER conversation_question_deleted_trg AFTER UPDATE OF deleted_at ON conversation_comments FOR EACH ROW WHEN (((old.deleted_at IS NULL) AND (new.deleted_at IS NOT NULL) AND (new.parent_id IS NULL) AND (new.styling = 'question'::text))) EXECUTE FUNCTION conversation_question_deleted();

CREATE TRIGGER dimension_values_details_upd AFTER UPDATE ON dimension_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_dimension_values();
CREATE TRIGGER dimension_values_search_shape AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON dimension_values FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();

CREATE TRIGGER dimensions_search_shape AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON dimensions FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();

CREATE TRIGGER item_attachments_details_del AFTER DELETE ON item_attachments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_attachments_details_ins AFTER INSERT ON item_attachments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_attachments_details_trunc AFTER TRUNCATE ON item_attachments FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_all();
CREATE TRIGGER item_attachments_details_upd AFTER UPDATE ON item_attachments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');

CREATE TRIGGER item_classifications_changed_del AFTER DELETE ON item_classifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_links_changed();
CREATE TRIGGER item_classifications_changed_ins AFTER INSERT ON item_classifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_links_changed();
CREATE TRIGGER item_classifications_changed_upd AFTER UPDATE ON item_classifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_item_links_changed();
CREATE TRIGGER item_classifications_details_trunc AFTER TRUNCATE ON item_classifications FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_all();
CREATE TRIGGER item_classifications_search_trunc AFTER TRUNCATE ON item_classifications FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();

CREATE TRIGGER item_dimension_values_details_del AFTER DELETE ON item_dimension_values REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_dimension_values_details_ins AFTER INSERT ON item_dimension_values REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_dimension_values_details_trunc AFTER TRUNCATE ON item_dimension_values FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_all();
CREATE TRIGGER item_dimension_values_details_upd AFTER UPDATE ON item_dimension_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_dimension_values_search_del AFTER DELETE ON item_dimension_values REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_links();
CREATE TRIGGER item_dimension_values_search_ins AFTER INSERT ON item_dimension_values REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_links();
CREATE TRIGGER item_dimension_values_search_trunc AFTER TRUNCATE ON item_dimension_values FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_shape();
CREATE TRIGGER item_dimension_values_search_upd AFTER UPDATE ON item_dimension_values REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_log_links();

CREATE TRIGGER item_documents_details_del AFTER DELETE ON item_documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_documents_details_ins AFTER INSERT ON item_documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_documents_details_trunc AFTER TRUNCATE ON item_documents FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_all();
CREATE TRIGGER item_documents_details_upd AFTER UPDATE ON item_documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_documents_record_version AFTER INSERT OR UPDATE OF sha256 ON item_documents FOR EACH ROW EXECUTE FUNCTION item_api_versions_record();

CREATE TRIGGER item_operations_details_del AFTER DELETE ON item_operations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_operations_details_ins AFTER INSERT ON item_operations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_operations_details_trunc AFTER TRUNCATE ON item_operations FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_all();
CREATE TRIGGER item_operations_details_upd AFTER UPDATE ON item_operations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');

CREATE TRIGGER item_security_policies_details_del AFTER DELETE ON item_security_policies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_security_policies_details_ins AFTER INSERT ON item_security_policies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');
CREATE TRIGGER item_security_policies_details_trunc AFTER TRUNCATE ON item_security_policies FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_all();
CREATE TRIGGER item_security_policies_details_upd AFTER UPDATE ON item_security_policies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_rows('item_id');

CREATE TRIGGER refdata_details_del AFTER DELETE ON refdata REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_owners();
CREATE TRIGGER refdata_details_ins AFTER INSERT ON refdata REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_owners();
CREATE TRIGGER refdata_details_upd AFTER UPDATE ON refdata REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_bump_owners();

CREATE TRIGGER usage_events_rollup_trg AFTER INSERT ON usage_events FOR EACH ROW EXECUTE FUNCTION usage_events_rollup();
CREATE TRIGGER usage_events_unroll_trg AFTER DELETE ON usage_events FOR EACH ROW EXECUTE FUNCTION usage_events_unroll();

CREATE TRIGGER user_favourites_notify_del AFTER DELETE ON user_favourites REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('user_id', 'users');
CREATE TRIGGER user_favourites_notify_ins AFTER INSERT ON user_favourites REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('user_id', 'users');
CREATE TRIGGER user_favourites_notify_trunc AFTER TRUNCATE ON user_favourites FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('user_id', 'users');
CREATE TRIGGER user_favourites_notify_upd AFTER UPDATE ON user_favourites REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('user_id', 'users');

CREATE TRIGGER user_watches_notify_del AFTER DELETE ON user_watches REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('user_id', 'users');
CREATE TRIGGER user_watches_notify_ins AFTER INSERT ON user_watches REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('user_id', 'users');
CREATE TRIGGER user_watches_notify_trunc AFTER TRUNCATE ON user_watches FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('user_id', 'users');
CREATE TRIGGER user_watches_notify_upd AFTER UPDATE ON user_watches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_details_notify('user_id', 'users');
