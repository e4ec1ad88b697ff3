import type { AgentUsage } from '@storefront/contract/agents';
import type { CustomerSettings } from '@storefront/contract/config';
import type { Database } from '../../db/connection.ts';
import { notFound } from '../../errors.ts';
import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';
import { itemExists } from '../catalog/index.ts';
import { getSetting } from '../config/index.ts';
import { displayNameOf } from '../conversations/index.ts';
import * as repo from './repository.ts';

/** An item hidden from agents answers as a missing one: an agent cannot tell it exists. */
export async function requireAgentVisible(db: Database, itemId: string): Promise<void> {
  if (await repo.isHiddenFromAgents(db, itemId)) throw notFound(ITEM_NOT_FOUND);
}

export function listHiddenItemIds(db: Database): Promise<string[]> {
  return repo.listHiddenItemIds(db);
}

/** Whether the customer configuration lets agents write (ask questions, request access). */
export async function agentWriteToolsEnabled(db: Database): Promise<boolean> {
  const settings = await getSetting<CustomerSettings>(db, 'config');
  return settings?.agents?.writeTools === true;
}

export async function setAgentVisibility(db: Database, itemId: string, visible: boolean) {
  if (!(await itemExists(db, itemId))) throw notFound(ITEM_NOT_FOUND);
  await repo.upsertAgentVisibility(db, itemId, visible);
  return { itemId, agentVisible: visible };
}

export async function getAgentVisibility(db: Database, itemId: string) {
  if (!(await itemExists(db, itemId))) throw notFound(ITEM_NOT_FOUND);
  return { itemId, agentVisible: !(await repo.isHiddenFromAgents(db, itemId)) };
}

export function recordToolCall(
  db: Database,
  call: { userId: number; clientId: string | null; tool: string; itemId: string | null; ok: boolean },
) {
  return repo.insertToolCall(db, {
    user_id: call.userId,
    client_id: call.clientId,
    tool: call.tool,
    item_id: call.itemId,
    outcome: call.ok ? 'ok' : 'error',
  });
}

type AgentUsageUser = AgentUsage['byUser'][number];

export async function agentUsage(db: Database, itemId: string | null, from: string, to: string) {
  if (itemId !== null && !(await itemExists(db, itemId))) throw notFound(ITEM_NOT_FOUND);
  const [rows, perUser] = await Promise.all([
    repo.countToolCalls(db, itemId, from, to),
    repo.countToolCallsByUser(db, itemId, from, to),
  ]);
  const byTool = new Map<string, number>();
  for (const r of rows) byTool.set(r.tool, (byTool.get(r.tool) ?? 0) + r.calls);
  const users = new Map<number, AgentUsageUser>();
  for (const r of perUser) {
    let u = users.get(r.user_id);
    if (!u) {
      // A user since deleted keeps their calls in the log (no foreign key), under a neutral name.
      const displayName = r.username === null && r.display_name === null ? 'Deleted user' : displayNameOf(r);
      u = { username: r.username, displayName, calls: 0, errors: 0, tools: [] };
      users.set(r.user_id, u);
    }
    u.calls += r.calls;
    u.errors += r.errors;
    u.tools.push({ tool: r.tool, calls: r.calls });
  }
  const byUser = [...users.values()]
    .sort((a, b) => b.calls - a.calls || a.displayName.localeCompare(b.displayName))
    .slice(0, 100);
  for (const u of byUser) u.tools.sort((a, b) => b.calls - a.calls || a.tool.localeCompare(b.tool));
  return {
    itemId,
    from,
    to,
    totalCalls: rows.reduce((n, r) => n + r.calls, 0),
    byTool: [...byTool].map(([tool, calls]) => ({ tool, calls })),
    days: rows,
    byUser,
  };
}

/**
 * What an agent may do at /mcp for a user, in the words of the consent screen the embedded provider
 * shows before a self-registered client gets that user's token. Kept beside the tools it describes.
 */
export async function agentPowers(db: Database, isProvider: boolean): Promise<string[]> {
  const powers = [
    'Search the API catalogue and read API documentation, as you see them.',
    'Try operations on the mock server, and call APIs for real with your approved API keys (the keys themselves are never shown to it).',
    'See your apps, masked keys and the status of your subscriptions.',
  ];
  if (await agentWriteToolsEnabled(db))
    powers.push('Ask providers questions and request access in your name, each after you confirm it.');
  if (isProvider)
    powers.push('Choose which catalogue items agents see, and read agent usage (as a provider).');
  return powers;
}
