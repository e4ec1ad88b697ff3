import type { ColumnType, Generated } from 'kysely';

/** Providers' per-item choice of whether agents (the MCP server) see an item (migration 0080). */
export interface ItemAgentSettingsTable {
  item_id: string;
  agent_visible: boolean;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One row per agent tool call: who (user, MCP client), which tool, about which item, how it went. */
export interface AgentToolCallsTable {
  id: Generated<number>;
  user_id: number;
  client_id: string | null;
  tool: string;
  item_id: string | null;
  outcome: 'ok' | 'error';
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A user's consent to a dynamically registered MCP client, remembered per account and client (0115). */
export interface AgentClientConsentsTable {
  account_id: string;
  client_id: string;
  /** The OIDC scopes allowed, space-separated; asking for more asks the user again. */
  scope: string;
  granted_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AgentTables {
  item_agent_settings: ItemAgentSettingsTable;
  agent_tool_calls: AgentToolCallsTable;
  agent_client_consents: AgentClientConsentsTable;
}
