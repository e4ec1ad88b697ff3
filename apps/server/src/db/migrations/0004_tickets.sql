-- Change-request tickets of the native ticketing backend (TICKETING_SYSTEM=native). With ServiceNow
-- the tickets live there and this table stays empty.
CREATE SEQUENCE item_tickets_number_seq START 1000001;

CREATE TABLE item_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id text NOT NULL REFERENCES catalog_items (id) ON DELETE CASCADE,
  number text NOT NULL UNIQUE DEFAULT ('CHG' || lpad(nextval('item_tickets_number_seq')::text, 7, '0')),
  short_description text NOT NULL CHECK (length(short_description) BETWEEN 1 AND 160),
  description text NOT NULL DEFAULT '',
  priority text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  risk text NOT NULL DEFAULT '',
  urgency text NOT NULL DEFAULT '',
  impact text NOT NULL DEFAULT '',
  opened_at timestamptz DEFAULT now(),
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX item_tickets_item_idx ON item_tickets (item_id, opened_at DESC NULLS LAST, id DESC);
