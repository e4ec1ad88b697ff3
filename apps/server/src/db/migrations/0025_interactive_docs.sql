-- Interactive documentation (issue 13): a provider's per-item override of the customer
-- configuration's Try modes (interactiveDocs.allowedAPIKey / allowedMock). NULL means "as configured".
CREATE TABLE item_interactive_docs (
  item_id text PRIMARY KEY REFERENCES catalog_items (id) ON DELETE CASCADE,
  allowed_api_key boolean,
  allowed_mock boolean,
  updated_at timestamptz NOT NULL DEFAULT now()
);
