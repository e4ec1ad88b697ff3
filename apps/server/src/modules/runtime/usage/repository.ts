import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

export interface UsageOwner {
  key_hash: string;
  api_product: string;
  user_id: number;
  item_id: string;
  app_name: string;
  key_hint: string;
}

/** The subscriptions holding these keys (any status: usage is what the gateway saw). */
export async function listOwners(db: Database, keyHashes: string[]): Promise<UsageOwner[]> {
  if (keyHashes.length === 0) return [];
  return db
    .selectFrom('access_subscriptions')
    .select(['key_hash', 'api_product', 'user_id', 'item_id', 'app_name', 'key_hint'])
    .where('key_hash', 'in', keyHashes)
    .orderBy('updated_at', 'desc')
    .execute();
}

export interface UsageAdd {
  key_hash: string;
  api_product: string;
  bucket: 'day' | 'minute';
  bucket_start: Date;
  user_id: number | null;
  item_id: string | null;
  app_name: string | null;
  key_hint: string;
  calls: number;
  errors: number;
}

/** Adds to each bucket's counts (rows must be unique on the key: one statement cannot hit a row twice). */
export async function addUsage(db: Database, rows: UsageAdd[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('key_usage')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['key_hash', 'api_product', 'bucket', 'bucket_start']).doUpdateSet({
        calls: sql`key_usage.calls + excluded.calls`,
        errors: sql`key_usage.errors + excluded.errors`,
        user_id: sql`coalesce(key_usage.user_id, excluded.user_id)`,
        item_id: sql`coalesce(key_usage.item_id, excluded.item_id)`,
        app_name: sql`coalesce(key_usage.app_name, excluded.app_name)`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export interface UsageFilter {
  userId?: number;
  itemId?: string;
  appName?: string;
  keyEnding?: string;
  bucket: 'day' | 'minute';
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** The buckets of the filter's keys, with their owners' names for providers. */
export async function listUsage(db: Database, f: UsageFilter) {
  let q = db
    .selectFrom('key_usage as k')
    .leftJoin('users as u', 'u.id', 'k.user_id')
    .select([
      'k.key_hash',
      'k.api_product',
      'k.item_id',
      'k.app_name',
      'k.key_hint',
      'k.user_id',
      'k.bucket_start',
      sql<number>`k.calls::int`.as('calls'),
      sql<number>`k.errors::int`.as('errors'),
      'u.username',
      'u.display_name',
      'u.given_name',
      'u.family_name',
    ])
    .where('k.user_id', 'is not', null)
    .where('k.bucket', '=', f.bucket)
    .where('k.bucket_start', '>=', f.from)
    .where('k.bucket_start', '<', f.to);
  if (f.userId !== undefined) q = q.where('k.user_id', '=', f.userId);
  if (f.itemId) q = q.where('k.item_id', '=', f.itemId);
  if (f.appName) q = q.where('k.app_name', '=', f.appName);
  if (f.keyEnding) q = q.where('k.key_hint', '=', `…${f.keyEnding}`);
  return q.orderBy('k.key_hash').orderBy('k.api_product').orderBy('k.bucket_start').limit(50_000).execute();
}

/** Calls of keys the portal did not know, in the range. */
export async function sumRejected(db: Database, f: UsageFilter): Promise<number> {
  const row = await db
    .selectFrom('key_usage')
    .select(sql<number>`coalesce(sum(calls), 0)::int`.as('n'))
    .where('user_id', 'is', null)
    .where('bucket', '=', f.bucket)
    .where('bucket_start', '>=', f.from)
    .where('bucket_start', '<', f.to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Does the user hold a key (any status) matching the filter? Another consumer's key is "no". */
export async function userHasKey(
  db: Database,
  userId: number,
  f: { itemId?: string; appName?: string; keyEnding?: string },
) {
  let q = db
    .selectFrom('access_subscriptions')
    .select(sql<number>`1`.as('one'))
    .where('user_id', '=', userId);
  if (f.itemId) q = q.where('item_id', '=', f.itemId);
  if (f.appName) q = q.where('app_name', '=', f.appName);
  if (f.keyEnding) q = q.where('key_hint', '=', `…${f.keyEnding}`);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}
