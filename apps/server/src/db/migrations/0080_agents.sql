-- Agents (issue 30): the MCP server at /mcp. Providers choose per item whether agents see it (an
-- item without a row is visible); every agent tool call is kept per user, tool and item, so that
-- providers can tell agent traffic from people's and an audit can say who asked what. user_id and
-- item_id have no foreign keys on purpose: the log is history (as usage_events' user_id).
CREATE TABLE item_agent_settings (
  item_id text PRIMARY KEY REFERENCES catalog_items (id) ON DELETE CASCADE,
  agent_visible boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The hidden set is read on every agent search: a partial index keeps it one small scan.
CREATE INDEX item_agent_settings_hidden_idx ON item_agent_settings (item_id) WHERE NOT agent_visible;

CREATE TABLE agent_tool_calls (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL,
  client_id text,
  tool text NOT NULL,
  item_id text,
  outcome text NOT NULL CHECK (outcome IN ('ok', 'error')),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agent_tool_calls_item_at_idx ON agent_tool_calls (item_id, at) WHERE item_id IS NOT NULL;
CREATE INDEX agent_tool_calls_user_at_idx ON agent_tool_calls (user_id, at);
CREATE INDEX agent_tool_calls_at_idx ON agent_tool_calls (at);
