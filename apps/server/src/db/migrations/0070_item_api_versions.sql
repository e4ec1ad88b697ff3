-- API versions (issue 28): every document an item has published, kept after a newer one replaces it
-- in item_documents. A trigger on item_documents records each new document, so the provider API, the
-- CLI importer and the workspace all publish through the one write they already make, and the
-- (possibly 20 MB) content is copied inside the database instead of being sent a second time.
-- The item's current version is the one whose sha256 item_documents holds.
CREATE TABLE item_api_versions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  filename text NOT NULL,
  content_type text NOT NULL,
  format text NOT NULL CHECK (format IN ('json', 'yaml')),
  spec_version text NOT NULL,
  content bytea NOT NULL,
  size int NOT NULL,
  sha256 text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  -- current: supported; deprecated: still served, going away at sunset_at; retired: no longer served.
  state text NOT NULL DEFAULT 'current' CHECK (state IN ('current', 'deprecated', 'retired')),
  sunset_at timestamptz,
  deprecated_at timestamptz,
  release_notes text NOT NULL DEFAULT '' CHECK (length(release_notes) <= 20000),
  UNIQUE (item_id, label),
  UNIQUE (item_id, sha256),
  CHECK (state <> 'deprecated' OR sunset_at IS NOT NULL)
);
CREATE INDEX item_api_versions_item_idx ON item_api_versions (item_id, published_at DESC, id DESC);

-- Records a new document as a version. The label is the writer's (the transaction-local setting
-- storefront.version_label) or else the document's info.version (catalog_items.version, written
-- first in the same transaction); an unchanged document (same sha256) adds nothing. A default label
-- already taken by other content gets the content hash appended, so it stays unique; an explicit
-- one that is taken is refused. catalog_items.version follows the label, so search and cards show
-- the version the item serves.
CREATE FUNCTION item_api_versions_record() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;

CREATE TRIGGER item_documents_record_version AFTER INSERT OR UPDATE OF sha256 ON item_documents
  FOR EACH ROW EXECUTE FUNCTION item_api_versions_record();

-- Documents imported before this migration become each item's first version.
INSERT INTO item_api_versions (item_id, label, filename, content_type, format, spec_version, content,
  size, sha256, published_at)
SELECT d.item_id, left(coalesce(nullif(trim(i.version), ''), '1'), 80), d.filename, d.content_type,
  d.format, d.spec_version, d.content, d.size, d.sha256, d.date_updated
FROM item_documents d JOIN catalog_items i ON i.id = d.item_id;

-- Changelogs computed between two documents, by content hash: the diff of two 13 MB documents costs
-- seconds, so it is computed once and read by every consumer and every server instance after.
CREATE TABLE api_changelogs (
  from_sha256 text NOT NULL,
  to_sha256 text NOT NULL,
  engine text NOT NULL,
  changes jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (from_sha256, to_sha256, engine)
);
