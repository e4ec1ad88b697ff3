import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';
import { recordUsage } from '../usage/record.ts';

export const RECENT_KEPT = 20;
export const FAVOURITES_LISTED = 500;
export const ANNOUNCEMENTS_LISTED = 20;

export async function itemExists(db: Database, id: string) {
  const row = await db.selectFrom('catalog_items').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

type MarkTable = 'user_favourites' | 'user_watches';

/** Whether the mark was new (a repeat add changes nothing). */
export async function addMark(db: Database, table: MarkTable, userId: number, itemId: string) {
  const res = await db
    .insertInto(table)
    .values({ user_id: userId, item_id: itemId })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Whether a mark was there to remove. */
export async function removeMark(db: Database, table: MarkTable, userId: number, itemId: string) {
  const res = await db
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Records a view (latest wins) and keeps only the user's RECENT_KEPT latest views. */
export async function recordView(db: Database, userId: number, itemId: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_recent_views')
      .values({ user_id: userId, item_id: itemId, viewed_at: new Date() })
      .onConflict((oc) => oc.columns(['user_id', 'item_id']).doUpdateSet({ viewed_at: new Date() }))
      .execute();
    await sql`DELETE FROM user_recent_views WHERE user_id = ${userId} AND item_id NOT IN (
      SELECT item_id FROM user_recent_views WHERE user_id = ${userId}
      ORDER BY viewed_at DESC, item_id LIMIT ${RECENT_KEPT})`.execute(trx);
    await recordUsage(trx, itemId, 'view', userId);
  });
}

/**
 * The user's recently viewed items (latest first, RECENT_KEPT at most) and favourites (newest first,
 * FAVOURITES_LISTED at most) in one statement.
 */
export async function listStoreIds(db: Database, userId: number) {
  const { rows } = await sql<{ kind: 'recent' | 'favourite'; item_id: string }>`
    SELECT kind, item_id FROM (
      (SELECT 'recent' AS kind, item_id,
         row_number() OVER (ORDER BY viewed_at DESC, item_id) AS n
       FROM user_recent_views WHERE user_id = ${userId}
       ORDER BY viewed_at DESC, item_id LIMIT ${RECENT_KEPT})
      UNION ALL
      (SELECT 'favourite' AS kind, item_id,
         row_number() OVER (ORDER BY created_at DESC, item_id) AS n
       FROM user_favourites WHERE user_id = ${userId}
       ORDER BY created_at DESC, item_id LIMIT ${FAVOURITES_LISTED})
    ) ids ORDER BY kind DESC, n`.execute(db);
  const recent: string[] = [];
  const favourites: string[] = [];
  for (const r of rows) (r.kind === 'recent' ? recent : favourites).push(r.item_id);
  return { recent, favourites };
}

/**
 * Announcements published after the user's read mark (all without one) and not in the future,
 * newest first; the mark is read in the same statement.
 */
export async function listUnreadAnnouncements(db: Database, userId: number) {
  return db
    .selectFrom('announcements')
    .select(['id', 'title', 'details', 'published', 'external_links'])
    .where('published', '<=', sql<Date>`now()`)
    .where(
      'published',
      '>',
      sql<Date>`coalesce((SELECT announcements_read_upto FROM users WHERE id = ${userId}), '-infinity'::timestamptz)`,
    )
    .orderBy('published', 'desc')
    .orderBy('id', 'desc')
    .limit(ANNOUNCEMENTS_LISTED)
    .execute();
}

/** Open notifications grouped per item, most recent item first. */
export async function listOpenNotifications(db: Database, userId: number) {
  return db
    .selectFrom('user_notifications as n')
    .innerJoin('catalog_items as i', 'i.id', 'n.item_id')
    .select(['i.id', 'i.name', sql<number>`count(*)::int`.as('count')])
    .where('n.user_id', '=', userId)
    .where('n.cleared_at', 'is', null)
    .groupBy(['i.id', 'i.name'])
    .orderBy(sql`max(n.created_at)`, 'desc')
    .orderBy('i.id')
    .execute();
}

/** Clears the user's open notifications (of one item, or all); returns how many were cleared. */
export async function clearNotifications(db: Database, userId: number, itemId?: string) {
  let q = db
    .updateTable('user_notifications')
    .set({ cleared_at: new Date() })
    .where('user_id', '=', userId)
    .where('cleared_at', 'is', null);
  if (itemId !== undefined) q = q.where('item_id', '=', itemId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Moves the read mark to `upto`, never past the present and never backwards. */
export async function markAnnouncementsRead(db: Database, userId: number, upto: Date) {
  const row = await db
    .updateTable('users')
    .set({
      announcements_read_upto: sql<Date>`greatest(coalesce(announcements_read_upto, '-infinity'),
        least(${upto.toISOString()}::timestamptz, now()))`,
    })
    .where('id', '=', userId)
    .returning('announcements_read_upto')
    .executeTakeFirst();
  return row?.announcements_read_upto ?? null;
}
