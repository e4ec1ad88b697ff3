import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/connection.ts';
import type { DB } from '../../db/types.ts';

export interface InboxFilter {
  kind?: 'question' | 'access';
  status: 'open' | 'closed' | 'all';
  itemId?: string;
}

type Eb = ExpressionBuilder<DB & { c: DB['conversation_comments']; r: DB['access_requests'] }, 'c' | 'r'>;

/** Open: a question nobody answered or marked handled, or an access request still submitted. */
const isOpen = (eb: Eb) =>
  eb.or([
    eb.and([eb('r.id', 'is', null), eb('c.answered_at', 'is', null), eb('c.handled_at', 'is', null)]),
    // Both sides are false, never NULL, for every row, so NOT(open) is exactly the closed ones.
    eb.and([eb('r.id', 'is not', null), eb('r.status', '=', 'submitted')]),
  ]);

/** Threads consumers started (questions, private messages, access requests), live ones only. */
function threads(db: Database, filter: InboxFilter) {
  let query = db
    .selectFrom('conversation_comments as c')
    .innerJoin('conversations as v', 'v.id', 'c.conversation_id')
    .leftJoin('access_requests as r', 'r.comment_id', 'c.id')
    .where('c.parent_id', 'is', null)
    .where('c.deleted_at', 'is', null)
    .where('c.as_provider', '=', false);
  if (filter.kind === 'question') query = query.where('r.id', 'is', null);
  if (filter.kind === 'access') query = query.where('r.id', 'is not', null);
  if (filter.itemId) query = query.where('v.item_id', '=', filter.itemId);
  if (filter.status === 'open') query = query.where((eb) => isOpen(eb as unknown as Eb));
  if (filter.status === 'closed') query = query.where((eb) => eb.not(isOpen(eb as unknown as Eb)));
  return query;
}

export async function countInbox(db: Database, filter: InboxFilter) {
  const row = await threads(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first (index conversation_threads_created_idx, migration 0038). */
export async function listInbox(db: Database, filter: InboxFilter, limit: number, offset: number) {
  return threads(db, filter)
    .innerJoin('catalog_items as i', 'i.id', 'v.item_id')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select([
      'c.id',
      'c.conversation_id',
      'c.seq',
      'c.message',
      'c.created_at',
      'c.edited_at',
      'c.reply_count',
      'c.answered_at',
      'c.handled_at',
      'c.templated_data',
      'r.id as request_id',
      'r.status as request_status',
      'r.decision_comment',
      'i.id as item_id',
      'i.name as item_name',
      'u.display_name',
      'u.given_name',
      'u.family_name',
      'u.username',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
export type InboxRow = Awaited<ReturnType<typeof listInbox>>[number];

/** The header badge: open questions and submitted access requests, two index-backed counts. */
export async function countWaiting(db: Database) {
  const [questions, requests] = await Promise.all([
    db
      .selectFrom('conversation_comments as c')
      .where('c.parent_id', 'is', null)
      .where('c.answered_at', 'is', null)
      .where('c.handled_at', 'is', null)
      .where('c.deleted_at', 'is', null)
      .where('c.as_provider', '=', false)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('access_requests as r').select('r.id').whereRef('r.comment_id', '=', 'c.id'),
          ),
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('access_requests as r')
      .innerJoin('conversation_comments as c', 'c.id', 'r.comment_id')
      .where('r.status', '=', 'submitted')
      .where('c.deleted_at', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { questions: Number(questions.n), requests: Number(requests.n) };
}
