import type { Database } from '../../db/connection.ts';

/** The item whose runtime is asked for: its type and storefront value. */
export async function findRuntimeItem(db: Database, id: string) {
  return db
    .selectFrom('catalog_items')
    .select(['id', 'object_type', 'storefront'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface KeyEventRow {
  user_id: number;
  runtime: string;
  event: string;
  app_name?: string | null;
  key_hint?: string | null;
  api_product?: string | null;
}

export async function insertKeyEvents(db: Database, rows: KeyEventRow[]) {
  if (rows.length === 0) return;
  await db.insertInto('runtime_key_events').values(rows).execute();
}

export async function listKeyEvents(db: Database, userId: number, limit: number) {
  return db
    .selectFrom('runtime_key_events')
    .select(['id', 'at', 'runtime', 'event', 'app_name', 'key_hint', 'api_product'])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertPendingRevocation(
  db: Database,
  row: { consumer_key: string; developer_email: string; app_name: string; retire_at: Date },
) {
  await db
    .insertInto('runtime_pending_revocations')
    .values(row)
    .onConflict((oc) => oc.column('consumer_key').doUpdateSet({ retire_at: row.retire_at }))
    .execute();
}

export async function listDueRevocations(db: Database, email: string, now: Date) {
  return db
    .selectFrom('runtime_pending_revocations')
    .select(['consumer_key', 'app_name'])
    .where('developer_email', '=', email)
    .where('retire_at', '<=', now)
    .execute();
}

export async function deletePendingRevocation(db: Database, consumerKey: string) {
  await db.deleteFrom('runtime_pending_revocations').where('consumer_key', '=', consumerKey).execute();
}

export async function findAppliedGrant(db: Database, userId: number, itemId: string) {
  return db
    .selectFrom('runtime_applied_grants')
    .select('request_id')
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

export async function saveAppliedGrant(
  db: Database,
  row: { user_id: number; item_id: string; request_id: number; consumer_key_hint: string },
) {
  await db
    .insertInto('runtime_applied_grants')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'item_id']).doUpdateSet({
        request_id: row.request_id,
        consumer_key_hint: row.consumer_key_hint,
        applied_at: new Date(),
      }),
    )
    .execute();
}
