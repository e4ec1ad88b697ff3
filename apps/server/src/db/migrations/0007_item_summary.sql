-- Plain-text summaries of item descriptions (issue 9): cards, list rows, bundle rows, taxonomy results,
-- Top APIs, favourites and recently viewed show this instead of the provider's Markdown/HTML.
-- SQL cannot reduce Markdown to words, so the server writes it with every description it writes
-- (import, provider API, demo seed). Rows where it is NULL (every existing row after this migration,
-- or a row written by something that left it out) are filled by the server at start
-- (modules/catalog/summary/backfill.ts), and read meanwhile as if derived from the description.
ALTER TABLE catalog_items ADD COLUMN summary text;

-- Lets the backfill find the rows still to fill without reading the whole table.
CREATE INDEX catalog_items_summary_missing_idx ON catalog_items (id) WHERE summary IS NULL;
