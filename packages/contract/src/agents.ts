import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

/** Whether AI agents (the MCP server at /mcp) see a catalogue item; items are visible by default. */
export const AgentVisibility = Type.Object({ itemId: ItemId, agentVisible: Type.Boolean() });
export type AgentVisibility = Static<typeof AgentVisibility>;

export const AgentVisibilityBody = Type.Object(
  { agentVisible: Type.Boolean() },
  { additionalProperties: false },
);
export type AgentVisibilityBody = Static<typeof AgentVisibilityBody>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** GET /api/provider/usage/agents: agent tool calls over UTC days [from, to], for one item or all. */
export const AgentUsageQuery = Type.Object(
  { itemId: Type.Optional(ItemId), from: Day, to: Day },
  { additionalProperties: false },
);
export type AgentUsageQuery = Static<typeof AgentUsageQuery>;

export const AgentUsage = Type.Object({
  itemId: Type.Union([ItemId, Type.Null()]),
  from: Day,
  to: Day,
  totalCalls: Type.Integer(),
  byTool: Type.Array(Type.Object({ tool: Type.String(), calls: Type.Integer() })),
  days: Type.Array(
    Type.Object({ day: Day, tool: Type.String(), calls: Type.Integer(), users: Type.Integer() }),
  ),
  /** Per user (busiest first, at most 100): their agents' calls, failed calls, and calls per tool. */
  byUser: Type.Array(
    Type.Object({
      username: Type.Union([Type.String(), Type.Null()]),
      displayName: Type.String(),
      calls: Type.Integer(),
      errors: Type.Integer(),
      tools: Type.Array(Type.Object({ tool: Type.String(), calls: Type.Integer() })),
    }),
  ),
});
export type AgentUsage = Static<typeof AgentUsage>;

/** GET /api/web/catalog/item/{id}/markdown: the API document as Markdown, one page at a time. */
export const MarkdownQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    /** Sent as a file to save (Content-Disposition: attachment). */
    download: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type MarkdownQuery = Static<typeof MarkdownQuery>;
