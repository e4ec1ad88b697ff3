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
