import type { Database } from '../../db/connection.ts';

function unanswered(db: Database) {
  return db
    .selectFrom('conversation_comments as c')
    .where('c.parent_id', 'is', null)
    .where('c.answered_at', 'is', null)
    .where('c.handled_at', 'is', null)
    .where('c.deleted_at', 'is', null);
}

export async function countUnanswered(db: Database) {
  const row = await unanswered(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Oldest first, on the partial (created_at, id) index of unanswered threads. */
export async function listUnanswered(db: Database, limit: number, offset: number) {
  return unanswered(db)
    .innerJoin('conversations as v', 'v.id', 'c.conversation_id')
    .innerJoin('catalog_items as i', 'i.id', 'v.item_id')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select([
      'c.id',
      'c.conversation_id',
      'c.seq',
      'c.styling',
      'c.message',
      'c.created_at',
      'c.reply_count',
      'i.id as item_id',
      'i.name as item_name',
      'u.display_name',
      'u.given_name',
      'u.family_name',
      'u.username',
    ])
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}
