import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';
import { type OpenReplyThread, openReplyThreadsJson } from '../conversations/index.ts';
import { recordUsage } from '../usage/index.ts';

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

/** An item of the user's lists, with the user's flags on it. */
export interface StoreListEntry {
  id: string;
  favourite: boolean;
  watched: boolean;
}

export interface StoreState {
  display_name: string | null;
  notification_email: string | null;
  notification_email_pending: string | null;
  /** Recently viewed, latest first (RECENT_KEPT at most). */
  recent: StoreListEntry[];
  /** Favourites, newest first (FAVOURITES_LISTED at most). */
  favourites: StoreListEntry[];
  /** Unread announcements, newest first; `published_ms` is `published` in whole milliseconds. */
  announcements: {
    id: number;
    title: string;
    details: string;
    published_ms: number;
    external_links: unknown;
  }[];
  /** Open notifications per item, the most recent first. */
  notifications: { id: string; name: string; count: number }[];
  replies: OpenReplyThread[];
}

/**
 * Everything GET my/store shows but the cards, in one statement (one round trip instead of five):
 * the user's names, both lists (with the favourite and watch flags the cards need), the unread
 * announcements, the open notifications and the open reply threads, each list a JSON array
 * aggregated in its own order.
 *
 * - Announcements are those published after the user's read mark (all without one) and not in the
 *   future, ANNOUNCEMENTS_LISTED at most.
 * - `published_ms` is truncated to the millisecond in SQL, as the drivers truncate a timestamptz
 *   column (JSON would render the timestamp as text with microseconds in the session's time zone).
 */
export async function loadStoreState(db: Database, userId: number): Promise<StoreState> {
  const flag = (table: 'user_favourites' | 'user_watches', item: string) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(table)} x WHERE x.user_id = ${userId} AND x.item_id = ${sql.ref(item)})`;
  const { rows } = await sql<StoreState>`
    SELECT u.display_name, u.notification_email, u.notification_email_pending,
      (SELECT coalesce(json_agg(json_build_object('id', r.item_id, 'favourite', ${flag('user_favourites', 'r.item_id')},
          'watched', ${flag('user_watches', 'r.item_id')}) ORDER BY r.viewed_at DESC, r.item_id), '[]'::json)
        FROM (SELECT item_id, viewed_at FROM user_recent_views WHERE user_id = ${userId}
          ORDER BY viewed_at DESC, item_id LIMIT ${RECENT_KEPT}) r) AS recent,
      (SELECT coalesce(json_agg(json_build_object('id', f.item_id, 'favourite', true,
          'watched', ${flag('user_watches', 'f.item_id')}) ORDER BY f.created_at DESC, f.item_id), '[]'::json)
        FROM (SELECT item_id, created_at FROM user_favourites WHERE user_id = ${userId}
          ORDER BY created_at DESC, item_id LIMIT ${FAVOURITES_LISTED}) f) AS favourites,
      (SELECT coalesce(json_agg(json_build_object('id', a.id, 'title', a.title, 'details', a.details,
          'published_ms', (extract(epoch FROM date_trunc('milliseconds', a.published)) * 1000)::bigint,
          'external_links', a.external_links) ORDER BY a.published DESC, a.id DESC), '[]'::json)
        FROM (SELECT id, title, details, published, external_links FROM announcements
          WHERE published <= now() AND published > coalesce(u.announcements_read_upto, '-infinity'::timestamptz)
          ORDER BY published DESC, id DESC LIMIT ${ANNOUNCEMENTS_LISTED}) a) AS announcements,
      (SELECT coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'count', o.count)
          ORDER BY o.last_at DESC, o.id), '[]'::json)
        FROM (SELECT i.id, i.name, count(*)::int AS count, max(n.created_at) AS last_at
          FROM user_notifications n JOIN catalog_items i ON i.id = n.item_id
          WHERE n.user_id = ${userId} AND n.cleared_at IS NULL
          GROUP BY i.id, i.name) o) AS notifications,
      ${openReplyThreadsJson(userId)} AS replies
    FROM (SELECT 1) one LEFT JOIN users u ON u.id = ${userId}`.execute(db);
  return rows[0]!;
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
