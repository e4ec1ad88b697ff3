import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

/**
 * Consents of users to MCP clients that registered themselves (RFC 7591). Anyone can register a
 * client under any name, so such a client gets a user's token only once that user allowed it on the
 * consent screen; the answer is kept per account and client, so the user is asked once.
 */
export async function rememberedScope(db: Database, accountId: string, clientId: string) {
  const row = await db
    .selectFrom('agent_client_consents')
    .select('scope')
    .where('account_id', '=', accountId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? new Set(row.scope.split(' ').filter(Boolean)) : undefined;
}

/** Whether the user already allowed this client every scope it asks for now. */
export async function hasConsent(
  db: Database,
  accountId: string,
  clientId: string,
  scopes: Iterable<string>,
) {
  const allowed = await rememberedScope(db, accountId, clientId);
  if (!allowed) return false;
  for (const s of scopes) if (!allowed.has(s)) return false;
  return true;
}

/** Keeps the user's Allow; a later Allow for more scopes widens what is kept. */
export async function rememberConsent(db: Database, accountId: string, clientId: string, scopes: string[]) {
  const before = (await rememberedScope(db, accountId, clientId)) ?? new Set<string>();
  const scope = [...new Set([...before, ...scopes])].sort().join(' ');
  await db
    .insertInto('agent_client_consents')
    .values({ account_id: accountId, client_id: clientId, scope })
    .onConflict((oc) =>
      oc.columns(['account_id', 'client_id']).doUpdateSet({ scope, granted_at: sql<Date>`now()` }),
    )
    .execute();
}
