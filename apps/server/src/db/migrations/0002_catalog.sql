-- Catalogue: items (SPECIFICATION or BUNDLE), their operations, documents, attachments, bundles,
-- taxonomies, filter dimensions (pricing plans are the values of dimension 'pricingplans'),
-- reference data, designs, security policies, metrics, announcements and provider notices.

CREATE TABLE catalog_items (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$'),
  object_type text NOT NULL DEFAULT 'SPECIFICATION' CHECK (object_type IN ('SPECIFICATION', 'BUNDLE')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 500),
  sort_name text GENERATED ALWAYS AS (lower(name)) STORED,
  description text NOT NULL DEFAULT '',
  version text NOT NULL DEFAULT '',
  state_name text,
  state_color text NOT NULL DEFAULT 'info',
  division text,
  owner text,
  interface_type text,
  storefront text NOT NULL DEFAULT '',
  -- Where the importer got it from, so that re-importing the same API updates in place.
  source_key text UNIQUE,
  date_updated timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector NOT NULL DEFAULT ''::tsvector
);
CREATE INDEX catalog_items_search_idx ON catalog_items USING gin (search_vector);
CREATE INDEX catalog_items_sort_name_idx ON catalog_items (sort_name, id);
CREATE INDEX catalog_items_date_updated_idx ON catalog_items (date_updated, id);
CREATE INDEX catalog_items_object_type_idx ON catalog_items (object_type);

CREATE TABLE item_operations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  position int NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  uri text NOT NULL,
  behaviour text NOT NULL,
  date_updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX item_operations_item_idx ON item_operations (item_id, position);

-- The original API document as the provider gave it (for download and documentation).
CREATE TABLE item_documents (
  item_id text PRIMARY KEY REFERENCES catalog_items (id) ON DELETE CASCADE,
  filename text NOT NULL,
  content_type text NOT NULL,
  format text NOT NULL CHECK (format IN ('json', 'yaml')),
  spec_version text NOT NULL,
  content bytea NOT NULL,
  size int NOT NULL,
  sha256 text NOT NULL,
  date_updated timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE item_attachments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  content bytea NOT NULL,
  size int NOT NULL,
  date_updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX item_attachments_item_idx ON item_attachments (item_id);

-- A bundle's specifications. A live spec is a catalogue item; a non-live one may only have a design.
CREATE TABLE bundle_specs (
  bundle_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  position int NOT NULL,
  spec_id text REFERENCES catalog_items (id) ON DELETE CASCADE,
  live boolean NOT NULL DEFAULT true,
  design_name text,
  state_name text,
  PRIMARY KEY (bundle_id, position)
);
CREATE INDEX bundle_specs_spec_idx ON bundle_specs (spec_id);

CREATE TABLE taxonomies (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$'),
  name text NOT NULL,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE classifications (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$'),
  taxonomy_id text NOT NULL REFERENCES taxonomies (id) ON DELETE CASCADE,
  parent_id text REFERENCES classifications (id) ON DELETE CASCADE,
  label text NOT NULL,
  position int NOT NULL DEFAULT 0,
  agg_spec_count int NOT NULL DEFAULT 0,
  agg_bundle_count int NOT NULL DEFAULT 0
);
CREATE INDEX classifications_taxonomy_idx ON classifications (taxonomy_id, parent_id, position);
CREATE INDEX classifications_parent_idx ON classifications (parent_id);

CREATE TABLE item_classifications (
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  classification_id text NOT NULL REFERENCES classifications (id) ON DELETE CASCADE,
  PRIMARY KEY (item_id, classification_id)
);
CREATE INDEX item_classifications_class_idx ON item_classifications (classification_id, item_id);

CREATE TABLE dimensions (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z][A-Za-z0-9_-]{0,63}$'),
  name text NOT NULL,
  position int NOT NULL DEFAULT 0
);

-- visual_style: for pricing plans {cost, period, quota, description}.
CREATE TABLE dimension_values (
  dimension_code text NOT NULL REFERENCES dimensions (code) ON DELETE CASCADE ON UPDATE CASCADE,
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 100),
  name text NOT NULL,
  position int NOT NULL DEFAULT 0,
  visual_style jsonb,
  PRIMARY KEY (dimension_code, code)
);

CREATE TABLE item_dimension_values (
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  dimension_code text NOT NULL,
  value_code text NOT NULL,
  PRIMARY KEY (item_id, dimension_code, value_code),
  FOREIGN KEY (dimension_code, value_code) REFERENCES dimension_values (dimension_code, code)
    ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX item_dimension_values_value_idx ON item_dimension_values (dimension_code, value_code, item_id);

-- Reference data: kind 'apps', 'prfs' or 'owners'.
CREATE TABLE refdata (
  kind text NOT NULL CHECK (kind IN ('apps', 'prfs', 'owners')),
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 100),
  name text NOT NULL,
  short text NOT NULL DEFAULT '',
  regions text[] NOT NULL DEFAULT '{}',
  design_id text,
  design_name text,
  PRIMARY KEY (kind, code)
);

CREATE TABLE designs (
  id text PRIMARY KEY,
  name text NOT NULL,
  atlas_id text
);
CREATE INDEX designs_name_idx ON designs (lower(name));

CREATE TABLE item_security_policies (
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  policy_id text NOT NULL,
  name text NOT NULL,
  type text NOT NULL DEFAULT '',
  is_oauth boolean NOT NULL DEFAULT false,
  PRIMARY KEY (item_id, policy_id)
);

-- Metrics headlines shown on About.
CREATE TABLE item_metric_headlines (
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  position int NOT NULL,
  label text NOT NULL,
  value double precision NOT NULL,
  description text NOT NULL DEFAULT '',
  unit_of_measure text NOT NULL DEFAULT '',
  PRIMARY KEY (item_id, position)
);

-- Ranking metrics for Top APIs.
CREATE TABLE metrics (
  id text PRIMARY KEY,
  label text NOT NULL,
  time_unit_label text NOT NULL DEFAULT '',
  position int NOT NULL DEFAULT 0
);
CREATE TABLE item_metric_values (
  metric_id text NOT NULL REFERENCES metrics (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  value double precision NOT NULL,
  PRIMARY KEY (metric_id, item_id)
);
CREATE INDEX item_metric_values_rank_idx ON item_metric_values (metric_id, value DESC);

CREATE TABLE announcements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  details text NOT NULL DEFAULT '',
  published timestamptz NOT NULL DEFAULT now(),
  external_links jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX announcements_published_idx ON announcements (published DESC);

-- Provider updates (notices) on an item.
CREATE TABLE item_notices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX item_notices_item_idx ON item_notices (item_id, created_at DESC, id DESC);
CREATE INDEX item_notices_created_idx ON item_notices (created_at DESC);

-- Recomputes one item's search vector from the item, its operations and its classifications.
-- Writers call it at the end of each write transaction.
CREATE FUNCTION catalog_refresh_search(p_item_id text) RETURNS void LANGUAGE sql AS $$
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
$$;

-- Recomputes every classification's aggregate counts: distinct items in it or any descendant.
CREATE FUNCTION catalog_refresh_taxonomy_counts() RETURNS void LANGUAGE sql AS $$
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
$$;
