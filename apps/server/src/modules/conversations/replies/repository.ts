import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

export const REPLY_THREADS_LISTED = 200;

/** A thread with uncleared reply notifications for the user, as `openReplyThreadsJson` lists it. */
export interface OpenReplyThread {
  item_id: string;
  item_name: string;
  conversation_id: number;
  seq: number;
  styling: string;
  message: string;
  deleted: boolean;
  unread: number;
}

/**
 * Threads with uncleared reply notifications for the user, the most recent reply first
 * (REPLY_THREADS_LISTED at most), as a JSON array: a sub-select for GET my/store's one statement.
 */
export function openReplyThreadsJson(userId: number) {
  return sql<OpenReplyThread[]>`(
    SELECT coalesce(json_agg(json_build_object(
        'item_id', r.item_id, 'item_name', r.item_name, 'conversation_id', r.conversation_id,
        'seq', r.seq, 'styling', r.styling, 'message', r.message, 'deleted', r.deleted, 'unread', r.unread)
      ORDER BY r.last_at DESC, r.thread_id DESC), '[]'::json)
    FROM (
      SELECT n.item_id, i.name AS item_name, t.id AS thread_id, t.conversation_id, t.seq, t.styling,
        t.message, t.deleted_at IS NOT NULL AS deleted, count(*)::int AS unread, max(n.created_at) AS last_at
      FROM reply_notifications n
      JOIN conversation_comments t ON t.id = n.thread_id
      JOIN catalog_items i ON i.id = n.item_id
      WHERE n.user_id = ${userId} AND n.cleared_at IS NULL
      GROUP BY n.item_id, i.name, t.id
      ORDER BY max(n.created_at) DESC, t.id DESC
      LIMIT ${REPLY_THREADS_LISTED}
    ) r)`;
}

/** Clears the user's open reply notifications: all, one item's, or one thread's. */
export async function clearReplyNotifications(
  db: Database,
  userId: number,
  scope: { itemId?: string; threadId?: number } = {},
) {
  let q = db
    .updateTable('reply_notifications')
    .set({ cleared_at: new Date() })
    .where('user_id', '=', userId)
    .where('cleared_at', 'is', null);
  if (scope.itemId !== undefined) q = q.where('item_id', '=', scope.itemId);
  if (scope.threadId !== undefined) q = q.where('thread_id', '=', scope.threadId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}
