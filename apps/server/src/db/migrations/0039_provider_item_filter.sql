-- Provider workspace (issue 15.3): the item list filters by a fragment of the name or id
-- (ILIKE '%text%'). Trigram indexes keep that fast on 100,000 items. The extension goes to public
-- explicitly: with per-schema test databases, the first schema on the search path would otherwise
-- own it and take it along when dropped.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX catalog_items_name_trgm_idx ON catalog_items USING gin (name public.gin_trgm_ops);
CREATE INDEX catalog_items_id_trgm_idx ON catalog_items USING gin (id public.gin_trgm_ops);
