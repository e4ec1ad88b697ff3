import type { Database } from '../../../db/connection.ts';

/** Access requests with their comment (message, data, thread position) and the people involved. */
function requests(db: Database) {
  return db
    .selectFrom('access_requests as r')
    .innerJoin('conversation_comments as c', 'c.id', 'r.comment_id')
    .innerJoin('catalog_items as i', 'i.id', 'r.item_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.item_id',
      'r.user_id',
      'r.status',
      'r.decided_at',
      'r.decision_comment',
      'r.created_at',
      'c.conversation_id',
      'c.seq',
      'c.message',
      'c.templated_data',
      'c.deleted_at',
      'c.edited_at',
      'i.name as item_name',
      'u.username',
      'u.display_name',
      'u.given_name',
      'u.family_name',
    ]);
}
export type AccessRequestRow = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>;

export async function insertAccessRequest(db: Database, commentId: number, itemId: string, userId: number) {
  return db
    .insertInto('access_requests')
    .values({ comment_id: commentId, item_id: itemId, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function findAccessRequest(db: Database, id: number) {
  return requests(db).where('r.id', '=', id).executeTakeFirst();
}

/** Locks the request's row for a decision. */
export async function lockAccessRequest(db: Database, id: number) {
  return db.selectFrom('access_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function listUserRequests(db: Database, userId: number, itemId: string) {
  return requests(db)
    .where('r.user_id', '=', userId)
    .where('r.item_id', '=', itemId)
    .where('c.deleted_at', 'is', null)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(100)
    .execute();
}

export async function listProviderRequests(
  db: Database,
  filter: { status?: 'submitted' | 'approved' | 'denied'; itemId?: string },
  limit: number,
) {
  let query = requests(db).where('c.deleted_at', 'is', null);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.itemId) query = query.where('r.item_id', '=', filter.itemId);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

export async function recordDecision(
  db: Database,
  id: number,
  decision: { status: 'approved' | 'denied'; providerId: number; comment: string },
) {
  await db
    .updateTable('access_requests')
    .set({
      status: decision.status,
      decided_by: decision.providerId,
      decided_at: new Date(),
      decision_comment: decision.comment,
    })
    .where('id', '=', id)
    .execute();
}
