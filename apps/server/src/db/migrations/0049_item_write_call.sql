-- A provider item write (PATCH, PUT) whose only links to change are classifications is one call:
-- the links replaced (catalog_item_relink, which answers unknown classifications and then writes
-- nothing), then the columns and the search vector in one UPDATE whose plan the session keeps. The
-- write sent the relink and the UPDATE as two statements; on PGlite each statement has a fixed
-- cost, and an UPDATE sent as text was planned again on every write.
CREATE FUNCTION catalog_item_write(
  p_id text, p_object_type text, p_name text, p_description text, p_summary text, p_version text,
  p_state_name text, p_state_color text, p_division text, p_owner text, p_interface_type text,
  p_storefront text, p_at timestamptz, p_remove text[], p_add text[]
) RETURNS text[] LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
END $$;
