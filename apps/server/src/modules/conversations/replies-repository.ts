import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

export const REPLY_THREADS_LISTED = 200;

/** Threads with uncleared reply notifications for the user, the most recent reply first. */
export async function listOpenReplyThreads(db: Database, userId: number) {
  return db
    .selectFrom('reply_notifications as n')
    .innerJoin('conversation_comments as t', 't.id', 'n.thread_id')
    .innerJoin('catalog_items as i', 'i.id', 'n.item_id')
    .select([
      'n.item_id',
      'i.name as item_name',
      't.id as thread_id',
      't.conversation_id',
      't.seq',
      't.styling',
      't.message',
      't.deleted_at',
      sql<number>`count(*)::int`.as('unread'),
    ])
    .where('n.user_id', '=', userId)
    .where('n.cleared_at', 'is', null)
    .groupBy(['n.item_id', 'i.name', 't.id'])
    .orderBy(sql`max(n.created_at)`, 'desc')
    .orderBy('t.id', 'desc')
    .limit(REPLY_THREADS_LISTED)
    .execute();
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
