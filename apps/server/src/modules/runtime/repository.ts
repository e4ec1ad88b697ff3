import { sql } from 'kysely';
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

/**
 * The user's key events, newest first; with `only`, those of one API: its runtime's events that name
 * its product (api_product is a comma-separated list) or no product (developer and app events).
 */
export async function listKeyEvents(
  db: Database,
  userId: number,
  limit: number,
  only?: { runtime: string; product: string },
) {
  return db
    .selectFrom('runtime_key_events')
    .select(['id', 'at', 'runtime', 'event', 'app_name', 'key_hint', 'api_product'])
    .where('user_id', '=', userId)
    .$if(only !== undefined, (q) =>
      q.where('runtime', '=', only!.runtime as never).where((eb) => {
        const carries = eb(
          sql<string>`${only!.product}`,
          '=',
          sql<string>`ANY (string_to_array(api_product, ','))`,
        );
        // Events without a product (an application created or removed) belong to the pages of the
        // APIs that application has carried, not to every API of the runtime.
        const appsOfProduct = eb
          .selectFrom('runtime_key_events as p')
          .select('p.app_name')
          .where('p.user_id', '=', userId)
          .where('p.runtime', '=', only!.runtime as never)
          .where('p.app_name', 'is not', null)
          .where(sql<boolean>`${only!.product} = ANY (string_to_array(p.api_product, ','))`);
        return eb.or([
          carries,
          eb.and([
            eb('api_product', 'is', null),
            eb.or([eb('app_name', 'is', null), eb('app_name', 'in', appsOfProduct)]),
          ]),
        ]);
      }),
    )
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
