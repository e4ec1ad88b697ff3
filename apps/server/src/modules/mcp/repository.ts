import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

/** Items providers have hidden from agents. */
export async function listHiddenItemIds(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('item_agent_settings')
    .select('item_id')
    .where('agent_visible', '=', false)
    .execute();
  return rows.map((r) => r.item_id);
}

export async function isHiddenFromAgents(db: Database, itemId: string): Promise<boolean> {
  const row = await db
    .selectFrom('item_agent_settings')
    .select('agent_visible')
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row?.agent_visible === false;
}

export async function upsertAgentVisibility(db: Database, itemId: string, visible: boolean) {
  await db
    .insertInto('item_agent_settings')
    .values({ item_id: itemId, agent_visible: visible })
    .onConflict((oc) => oc.column('item_id').doUpdateSet({ agent_visible: visible, updated_at: sql`now()` }))
    .execute();
}

export async function insertToolCall(
  db: Database,
  row: {
    user_id: number;
    client_id: string | null;
    tool: string;
    item_id: string | null;
    outcome: 'ok' | 'error';
  },
) {
  await db.insertInto('agent_tool_calls').values(row).execute();
}

/** Agent calls per day and tool over [from, to] (UTC days), for one item or all. */
export async function countToolCalls(db: Database, itemId: string | null, from: string, to: string) {
  const { rows } = await sql<{ day: string; tool: string; calls: number; users: number }>`
    SELECT to_char((at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, tool,
           count(*)::int AS calls, count(DISTINCT user_id)::int AS users
      FROM agent_tool_calls
     WHERE at >= ${from}::date AND at < ${to}::date + 1
       ${itemId === null ? sql`` : sql`AND item_id = ${itemId}`}
     GROUP BY 1, 2
     ORDER BY 1, 2`.execute(db);
  return rows;
}

/** Agent calls per user and tool over [from, to] (UTC days), with the user's names and failed calls. */
export async function countToolCallsByUser(db: Database, itemId: string | null, from: string, to: string) {
  const { rows } = await sql<{
    user_id: number;
    username: string | null;
    display_name: string | null;
    given_name: string | null;
    family_name: string | null;
    tool: string;
    calls: number;
    errors: number;
  }>`
    SELECT c.user_id, u.username, u.display_name, u.given_name, u.family_name, c.tool,
           count(*)::int AS calls, (count(*) FILTER (WHERE c.outcome = 'error'))::int AS errors
      FROM agent_tool_calls c
      LEFT JOIN users u ON u.id = c.user_id
     WHERE c.at >= ${from}::date AND c.at < ${to}::date + 1
       ${itemId === null ? sql`` : sql`AND c.item_id = ${itemId}`}
     GROUP BY c.user_id, u.username, u.display_name, u.given_name, u.family_name, c.tool`.execute(db);
  return rows;
}
