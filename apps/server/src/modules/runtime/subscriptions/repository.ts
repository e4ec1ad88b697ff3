import type { SubscriptionStatus } from '@storefront/contract/subscriptions';
import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

/** SQL of access policies and subscriptions (migration 0050). */
export async function findPolicy(db: Database, itemId: string) {
  return db
    .selectFrom('access_policies')
    .select('approval_required')
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

export async function upsertPolicy(db: Database, itemId: string, approvalRequired: boolean, by: number) {
  const row = { approval_required: approvalRequired, updated_by: by, updated_at: new Date() };
  await db
    .insertInto('access_policies')
    .values({ item_id: itemId, ...row })
    .onConflict((oc) => oc.column('item_id').doUpdateSet(row))
    .execute();
}

export async function findSubscription(db: Database, runtime: string, keyHash: string, product: string) {
  return db
    .selectFrom('access_subscriptions')
    .selectAll()
    .where('runtime', '=', runtime)
    .where('key_hash', '=', keyHash)
    .where('api_product', '=', product)
    .executeTakeFirst();
}

export async function findSubscriptionById(db: Database, id: number) {
  return db.selectFrom('access_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's subscriptions for an item (every credential). */
export async function listUserItemSubscriptions(db: Database, userId: number, itemId: string) {
  return db
    .selectFrom('access_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface NewSubscription {
  user_id: number;
  item_id: string;
  runtime: string;
  app_name: string;
  key_hash: string;
  key_hint: string;
  api_product: string;
  status: SubscriptionStatus;
  comment: string | null;
}

export async function upsertSubscription(db: Database, row: NewSubscription) {
  return db
    .insertInto('access_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['runtime', 'key_hash', 'api_product']).doUpdateSet({
        app_name: row.app_name,
        status: row.status,
        comment: row.comment,
        updated_at: new Date(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Moves one subscription to `status`; undefined when it already had that status (nothing changed). */
export async function updateSubscriptionStatus(
  db: Database,
  id: number,
  change: { status: SubscriptionStatus; comment: string | null; decidedBy: number | null },
) {
  return db
    .updateTable('access_subscriptions')
    .set({
      status: change.status,
      comment: change.comment,
      decided_by: change.decidedBy,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '<>', change.status)
    .returningAll()
    .executeTakeFirst();
}

/** Subscriptions with their item and consumer, for the provider Inbox. */
export interface SubscriptionFilter {
  /** Any of these statuses (empty: none match). */
  statuses: SubscriptionStatus[];
  itemId?: string;
}

/**
 * One page of the providers' list: pending before the rest (statuses sort approved < pending <
 * rejected < revoked, so only pending is lifted), then newest change first; and the count of all.
 */
export async function listProviderSubscriptions(
  db: Database,
  filter: SubscriptionFilter,
  limit: number,
  offset: number,
) {
  if (filter.statuses.length === 0) return { rows: [], total: 0 };
  let base = db
    .selectFrom('access_subscriptions as s')
    .innerJoin('catalog_items as i', 'i.id', 's.item_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.status', 'in', filter.statuses);
  if (filter.itemId) base = base.where('s.item_id', '=', filter.itemId);
  const [rows, count] = await Promise.all([
    base
      .select([
        's.id',
        's.item_id',
        's.runtime',
        's.app_name',
        's.key_hint',
        's.api_product',
        's.status',
        's.comment',
        's.updated_at',
        'i.name as item_name',
        'u.username',
        'u.display_name',
        'u.given_name',
        'u.family_name',
      ])
      .orderBy(sql`(s.status = 'pending')`, 'desc')
      .orderBy('s.updated_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A status change reaches the consumer's bell (an open notification on the item). */
export async function insertStatusNotification(db: Database, userId: number, itemId: string) {
  await db.insertInto('user_notifications').values({ user_id: userId, item_id: itemId }).execute();
}

export async function findUserEmail(db: Database, userId: number) {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

export async function findItemName(db: Database, itemId: string) {
  const row = await db.selectFrom('catalog_items').select('name').where('id', '=', itemId).executeTakeFirst();
  return row?.name ?? itemId;
}

/** Does the user hold an approved subscription to the item's product (any credential)? */
export async function hasApprovedSubscription(db: Database, userId: number, itemId: string) {
  const row = await db
    .selectFrom('access_subscriptions')
    .select(sql<number>`1`.as('one'))
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row !== undefined;
}

/** Subscriptions of the given key hashes to one product (Try: which keys the caller sent). */
export async function listKeySubscriptions(db: Database, keyHashes: string[], product: string) {
  if (keyHashes.length === 0) return [];
  return db
    .selectFrom('access_subscriptions')
    .select(['key_hash', 'status'])
    .where('key_hash', 'in', keyHashes)
    .where('api_product', '=', product)
    .execute();
}

/** Key hashes (of the given ones) the portal knows as some subscription's key. */
export async function listKnownKeyHashes(db: Database, keyHashes: string[]) {
  if (keyHashes.length === 0) return [];
  const rows = await db
    .selectFrom('access_subscriptions')
    .select('key_hash')
    .distinct()
    .where('key_hash', 'in', keyHashes)
    .execute();
  return rows.map((r) => r.key_hash);
}
