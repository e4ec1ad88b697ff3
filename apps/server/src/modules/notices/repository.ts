import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

export async function countNotices(db: Database, itemId: string): Promise<number> {
  const row = await db
    .selectFrom('item_notices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first, on the (item_id, created_at DESC, id DESC) index. */
export async function listNotices(db: Database, itemId: string, pageSize: number, offset: number) {
  return db
    .selectFrom('item_notices')
    .select(['id', 'message', 'created_at'])
    .where('item_id', '=', itemId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(offset)
    .execute();
}

export async function listLatestNotices(db: Database, limit: number) {
  return db
    .selectFrom('item_notices as n')
    .innerJoin('catalog_items as i', 'i.id', 'n.item_id')
    .select(['n.id', 'n.message', 'n.created_at', 'i.id as item_id', 'i.name as item_name'])
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The notice and one notification per watcher of the item. Run it in a transaction (the service
 * does, together with the live event and the emails), so nobody watching misses it and no
 * notification points at a notice that was rolled back. Returns the notified users' ids.
 */
export async function insertNoticeAndNotify(trx: Database, itemId: string, message: string) {
  const notice = await trx
    .insertInto('item_notices')
    .values({ item_id: itemId, message })
    .returning(['id', 'message', 'created_at'])
    .executeTakeFirstOrThrow();
  const rows = await trx
    .insertInto('user_notifications')
    .columns(['user_id', 'item_id', 'notice_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('user_watches')
        .select([
          'user_id',
          'item_id',
          sql<number>`${notice.id}::bigint`.as('notice_id'),
          sql<Date>`${notice.created_at}::timestamptz`.as('created_at'),
        ])
        .where('item_id', '=', itemId),
    )
    .returning('user_id')
    .execute();
  return { ...notice, notifiedUserIds: rows.map((r) => Number(r.user_id)) };
}

export async function findItemName(db: Database, itemId: string) {
  const row = await db.selectFrom('catalog_items').select('name').where('id', '=', itemId).executeTakeFirst();
  return row?.name ?? itemId;
}

export async function deleteNotice(db: Database, itemId: string, noticeId: number): Promise<boolean> {
  const res = await db
    .deleteFrom('item_notices')
    .where('id', '=', noticeId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Replaces a notice's text; undefined when the item has no such notice. */
export async function updateNoticeMessage(db: Database, itemId: string, noticeId: number, message: string) {
  return db
    .updateTable('item_notices')
    .set({ message })
    .where('id', '=', noticeId)
    .where('item_id', '=', itemId)
    .returning(['id', 'message', 'created_at'])
    .executeTakeFirst();
}

/**
 * Position of a notice among its item's (1 = oldest), as the consumer pages number them. Compared
 * in SQL: timestamptz keeps microseconds that a JavaScript Date would cut off.
 */
export async function noticeOrder(db: Database, itemId: string, noticeId: number) {
  const row = await db
    .selectFrom('item_notices as n')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('n.item_id', '=', itemId)
    .where(
      sql<boolean>`(n.created_at, n.id) <= (SELECT m.created_at, m.id FROM item_notices m WHERE m.id = ${noticeId})`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Users holding a notification of the notice (cleared or not): their bell and list change with it. */
export async function listNotifiedUsers(db: Database, noticeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_notifications')
    .select('user_id')
    .distinct()
    .where('notice_id', '=', noticeId)
    .execute();
  return rows.map((r) => Number(r.user_id));
}

const noticeEmailKeys = (noticeId: number) => `notice:${noticeId}:user:%`;

/** Emails of the notice not yet handed to SMTP (nor leased by a worker) carry the new text. */
export async function rewritePendingNoticeEmails(db: Database, noticeId: number, message: string) {
  await db
    .updateTable('email_outbox')
    .set({ data: sql`jsonb_set(data, '{message}', to_jsonb(${message}::text))` })
    .where('idempotency_key', 'like', noticeEmailKeys(noticeId))
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .execute();
}

/** A withdrawn notice's emails not yet sent are dropped; sent ones cannot be recalled. */
export async function dropPendingNoticeEmails(db: Database, noticeId: number) {
  const res = await db
    .deleteFrom('email_outbox')
    .where('idempotency_key', 'like', noticeEmailKeys(noticeId))
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
