import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

/** Columns every listed comment needs, with its author's names. */
const COMMENT_COLUMNS = [
  'c.id',
  'c.conversation_id',
  'c.parent_id',
  'c.seq',
  'c.question_seq',
  'c.author_id',
  'c.as_provider',
  'c.styling',
  'c.message',
  'c.template',
  'c.templated_data',
  'c.reply_count',
  'c.created_at',
  'c.edited_at',
  'c.deleted_at',
  'u.display_name',
  'u.given_name',
  'u.family_name',
  'u.username',
] as const;

const COMMENT_ONLY_COLUMNS = COMMENT_COLUMNS.filter((c) => c.startsWith('c.')) as Extract<
  (typeof COMMENT_COLUMNS)[number],
  `c.${string}`
>[];
const AUTHOR_COLUMNS = COMMENT_COLUMNS.filter((c) => c.startsWith('u.')) as Extract<
  (typeof COMMENT_COLUMNS)[number],
  `u.${string}`
>[];

function comments(db: Database) {
  return db
    .selectFrom('conversation_comments as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .select(COMMENT_COLUMNS);
}

/**
 * A page of comments (`page`: its filter, its range of positions, order and limit) with its
 * authors, joined after the limit. Joined inside it, the planner (whose row estimate for a
 * conversation can be far off while a thread grows) may hash every comment of the conversation with
 * its author and sort them all to keep a page: 7.2 ms at 5,000 questions instead of 0.18.
 */
function withAuthors(db: Database, page: ReturnType<typeof commentsOnly>) {
  return db.selectFrom(page.as('c')).innerJoin('users as u', 'u.id', 'c.author_id').select(COMMENT_COLUMNS);
}

function commentsOnly(db: Database) {
  return db.selectFrom('conversation_comments as c').select(COMMENT_ONLY_COLUMNS);
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof comments>['executeTakeFirstOrThrow']>>;

export async function findConversationByItem(db: Database, itemId: string) {
  return db.selectFrom('conversations').selectAll().where('item_id', '=', itemId).executeTakeFirst();
}

/**
 * The item's conversation with, when it holds only questions (no request threads, the common case),
 * a consumer's page of them in the same statement: `comments` are the questions at visible positions
 * [offset, offset + pageSize), newest first, exactly as planConsumerPage plans them without
 * requests (question_seq <= question_count - offset, at most pageSize). `comments` is empty when the
 * conversation has requests (the caller pages those itself); undefined when there is no conversation.
 */
export async function findConversationWithQuestions(
  db: Database,
  itemId: string,
  pageSize: number,
  offset: number,
) {
  // Any offset from question_count on reads nothing: capped so that it fits SQL's int.
  const skip = Math.min(offset, 2 ** 31 - 1);
  const rows = await db
    .selectFrom('conversations as cv')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('conversation_comments as c')
          .select(COMMENT_ONLY_COLUMNS)
          .whereRef('c.conversation_id', '=', 'cv.id')
          .where('c.parent_id', 'is', null)
          .where('c.question_seq', 'is not', null)
          .where('c.question_seq', '<=', sql<number>`cv.question_count - ${skip}::int`)
          // A page's range of positions (dense): no plan reads more than a page of the thread.
          .where(
            'c.question_seq',
            '>',
            sql<number>`cv.question_count::bigint - ${skip}::bigint - ${pageSize}::bigint`,
          )
          .where(sql<boolean>`cv.comment_count = cv.question_count`)
          .orderBy('c.question_seq', 'desc')
          .limit(sql<number>`greatest(0, least(${pageSize}::int, cv.question_count - ${skip}::int))`)
          .as('q'),
      (join) => join.onTrue(),
    )
    // Authors joined to the page, not inside it (see withAuthors).
    .leftJoin('users as u', 'u.id', 'q.author_id')
    .select(AUTHOR_COLUMNS)
    .select([
      'cv.id as cv_id',
      'cv.item_id as cv_item_id',
      'cv.can_reply as cv_can_reply',
      'cv.comment_count as cv_comment_count',
      'cv.question_count as cv_question_count',
      'cv.created_at as cv_created_at',
    ])
    .selectAll('q')
    .where('cv.item_id', '=', itemId)
    .orderBy('q.question_seq', 'desc')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const conversation = {
    id: first.cv_id,
    item_id: first.cv_item_id,
    can_reply: first.cv_can_reply,
    comment_count: first.cv_comment_count,
    question_count: first.cv_question_count,
    created_at: first.cv_created_at,
  };
  return { conversation, comments: rows.filter((r) => r.id !== null) as CommentRow[] };
}

export async function findConversationById(db: Database, id: number) {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The item's conversation, created on first use (one per item; concurrent callers agree). */
export async function ensureConversation(db: Database, itemId: string) {
  await db
    .insertInto('conversations')
    .values({ item_id: itemId })
    .onConflict((oc) => oc.column('item_id').doNothing())
    .execute();
  return db.selectFrom('conversations').selectAll().where('item_id', '=', itemId).executeTakeFirstOrThrow();
}

/** Takes the next reply position in a thread's branch under the thread's row lock. */
export async function takeReplySeq(db: Database, threadId: number) {
  const row = await db
    .updateTable('conversation_comments')
    .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
    .where('id', '=', threadId)
    .returning('reply_count')
    .executeTakeFirstOrThrow();
  return row.reply_count;
}

export interface NewComment {
  conversation_id: number;
  parent_id: number | null;
  seq: number;
  question_seq: number | null;
  questions_before?: number | null;
  author_id: number;
  as_provider: boolean;
  styling: 'question' | 'request';
  message: string;
  template: string | null;
  templated_data: string | null;
}

export async function insertComment(db: Database, values: NewComment) {
  return db
    .insertInto('conversation_comments')
    .values(values)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export interface ThreadPost {
  conversationId: number;
  /** The conversation must be this item's. */
  itemId: string;
  authorId: number;
  asProvider: boolean;
  styling: 'question' | 'request';
  message: string;
  template: string | null;
  templatedData: string | null;
  /** The post rate limit: when > 0 the author's post slot is claimed in the same statement. */
  minIntervalMs: number;
}

const POSTED_COLUMNS = sql.join(COMMENT_COLUMNS.map((column) => sql.ref(column)));

/**
 * Posts a thread in one statement (atomic without a transaction of its own): claims the author's
 * post slot when `minIntervalMs` > 0 (as claimPostSlot), takes the next thread position under the
 * conversation's row lock (dense, no gaps), records a question's usage event (as recordUsage would;
 * the daily rollup follows by its trigger) and inserts the comment, read back as listed with its
 * author's names. A request's position among questions is known then (questions are only appended).
 *
 * Every thread post goes through here, so all take their locks in one order: the post mark row
 * (the slot, also when claimed by an earlier statement), then the conversation row (only once the
 * slot is claimed), then the item's usage_daily row (the rollup trigger, at the end of the
 * statement).
 *
 * Returns undefined, having written nothing, when the conversation is missing or not the item's
 * (the slot is then not claimed either) or when the slot is not free; the caller tells which. The
 * statement text depends only on whether the slot is claimed (values are parameters), so each of
 * the two variants is prepared once per connection.
 */
export async function postThread(db: Database, post: ThreadPost): Promise<CommentRow | undefined> {
  const { conversationId: convId, itemId, authorId: userId, styling } = post;
  const slot =
    post.minIntervalMs > 0
      ? sql`slot AS (
    INSERT INTO conversation_post_marks (user_id, last_post_at)
    SELECT ${userId}::bigint, now()
    WHERE EXISTS (SELECT 1 FROM conversations WHERE id = ${convId}::bigint AND item_id = ${itemId}::text)
    ON CONFLICT (user_id) DO UPDATE SET last_post_at = now()
    WHERE conversation_post_marks.last_post_at <= now() - make_interval(secs => ${post.minIntervalMs / 1000}::float8)
    RETURNING user_id
  ),`
      : sql``;
  const slotClaimed = post.minIntervalMs > 0 ? sql`AND EXISTS (SELECT 1 FROM slot)` : sql``;
  const result = await sql<CommentRow>`
  WITH ${slot} conv AS (
    UPDATE conversations
    SET comment_count = comment_count + 1,
      question_count = question_count + CASE WHEN ${styling}::text = 'question' THEN 1 ELSE 0 END
    WHERE id = ${convId}::bigint AND item_id = ${itemId}::text ${slotClaimed}
    RETURNING id, comment_count, question_count
  ), usage_event AS (
    INSERT INTO usage_events (item_id, kind, user_id)
    SELECT ${itemId}::text, 'question', ${userId}::bigint FROM conv WHERE ${styling}::text = 'question'
  ), c AS (
    INSERT INTO conversation_comments (conversation_id, parent_id, seq, question_seq, questions_before,
      author_id, as_provider, styling, message, template, templated_data)
    SELECT conv.id, NULL, conv.comment_count,
      CASE WHEN ${styling}::text = 'question' THEN conv.question_count END,
      CASE WHEN ${styling}::text = 'request' THEN conv.question_count END,
      ${userId}::bigint, ${post.asProvider}::boolean, ${styling}::text, ${post.message}::text,
      ${post.template}::text, ${post.templatedData}::jsonb
    FROM conv
    RETURNING *
  )
  SELECT ${POSTED_COLUMNS} FROM c JOIN users u ON u.id = c.author_id`.execute(db);
  return result.rows[0];
}

export async function findComment(db: Database, id: number) {
  return comments(db).where('c.id', '=', id).executeTakeFirst();
}

export async function findThread(db: Database, conversationId: number, seq: number) {
  return comments(db)
    .where('c.conversation_id', '=', conversationId)
    .where('c.parent_id', 'is', null)
    .where('c.seq', '=', seq)
    .executeTakeFirst();
}

export async function findReply(db: Database, threadId: number, seq: number) {
  return comments(db).where('c.parent_id', '=', threadId).where('c.seq', '=', seq).executeTakeFirst();
}

/** Threads with seq in (upto - limit, upto], newest first: a keyset range on the seq index. */
export async function listThreadsBySeq(db: Database, conversationId: number, upto: number, limit: number) {
  const page = commentsOnly(db)
    .where('c.conversation_id', '=', conversationId)
    .where('c.parent_id', 'is', null)
    .where('c.seq', '<=', upto)
    .where('c.seq', '>', upto - limit)
    .orderBy('c.seq', 'desc')
    .limit(limit);
  return withAuthors(db, page).orderBy('c.seq', 'desc').execute();
}

/** Questions with question_seq in (upto - limit, upto], newest first (question_seq is dense). */
export async function listQuestions(db: Database, conversationId: number, upto: number, limit: number) {
  const page = commentsOnly(db)
    .where('c.conversation_id', '=', conversationId)
    .where('c.parent_id', 'is', null)
    .where('c.question_seq', 'is not', null)
    .where('c.question_seq', '<=', upto)
    .where('c.question_seq', '>', upto - limit)
    .orderBy('c.question_seq', 'desc')
    .limit(limit);
  return withAuthors(db, page).orderBy('c.question_seq', 'desc').execute();
}

/** Every request the user wrote in the conversation, newest first (a user has few), with its position. */
export async function listOwnRequests(db: Database, conversationId: number, userId: number) {
  const rows = await db
    .selectFrom('conversation_comments')
    .select(['seq', 'questions_before'])
    .where('conversation_id', '=', conversationId)
    .where('author_id', '=', userId)
    .where('parent_id', 'is', null)
    .where('styling', '=', 'request')
    .orderBy('seq', 'desc')
    .execute();
  return rows.map((r) => ({ seq: r.seq, questionsBefore: r.questions_before ?? 0 }));
}

/** Threads at the given positions. */
export async function listThreadsAt(db: Database, conversationId: number, seqs: number[]) {
  if (seqs.length === 0) return [];
  return comments(db)
    .where('c.conversation_id', '=', conversationId)
    .where('c.parent_id', 'is', null)
    .where('c.seq', 'in', seqs)
    .orderBy('c.seq', 'desc')
    .execute();
}

/** Replies with seq in [from, from + limit), oldest first. */
export async function listReplies(db: Database, threadId: number, from: number, limit: number) {
  const page = commentsOnly(db)
    .where('c.parent_id', '=', threadId)
    .where('c.seq', '>=', from)
    .where('c.seq', '<', from + limit)
    .orderBy('c.seq', 'asc')
    .limit(limit);
  return withAuthors(db, page).orderBy('c.seq', 'asc').execute();
}

/** Replies of a thread the user has not cleared yet. */
export async function listUnreadReplyIds(db: Database, userId: number, threadId: number) {
  const rows = await db
    .selectFrom('reply_notifications')
    .select('reply_id')
    .where('user_id', '=', userId)
    .where('thread_id', '=', threadId)
    .where('cleared_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.reply_id));
}

/** Keeps the earlier text in history, then stores the new text (or the deletion). */
export async function replaceMessage(
  db: Database,
  comment: { id: number; message: string },
  userId: number,
  change: { message: string } | { deleted: true },
) {
  await db
    .insertInto('conversation_comment_history')
    .values({ comment_id: comment.id, message: comment.message, replaced_by: userId })
    .execute();
  const now = new Date();
  const set = 'deleted' in change ? { deleted_at: now } : { message: change.message, edited_at: now };
  await db.updateTable('conversation_comments').set(set).where('id', '=', comment.id).execute();
}

/**
 * Claims the user's post slot: succeeds when the last post is at least `intervalMs` old. Returns
 * 0 on success, otherwise the milliseconds left to wait.
 */
export async function claimPostSlot(db: Database, userId: number, intervalMs: number) {
  const claimed = await sql<{ user_id: number }>`
    INSERT INTO conversation_post_marks (user_id, last_post_at) VALUES (${userId}, now())
    ON CONFLICT (user_id) DO UPDATE SET last_post_at = now()
    WHERE conversation_post_marks.last_post_at <= now() - make_interval(secs => ${intervalMs / 1000}::float8)
    RETURNING user_id`.execute(db);
  if (claimed.rows.length > 0) return 0;
  const row = await sql<{ wait_ms: number }>`
    SELECT greatest(0, extract(epoch FROM (last_post_at - now())) * 1000 + ${intervalMs})::float8 AS wait_ms
    FROM conversation_post_marks WHERE user_id = ${userId}`.execute(db);
  return Math.max(1, Math.ceil(Number(row.rows[0]?.wait_ms ?? intervalMs)));
}

export async function insertReplyNotification(
  db: Database,
  values: { user_id: number; item_id: string; thread_id: number; reply_id: number },
) {
  await db.insertInto('reply_notifications').values(values).execute();
}

export async function markAnswered(db: Database, threadId: number) {
  await db
    .updateTable('conversation_comments')
    .set({ answered_at: new Date() })
    .where('id', '=', threadId)
    .execute();
}

export async function setHandled(db: Database, threadId: number, handled: boolean) {
  await db
    .updateTable('conversation_comments')
    .set({ handled_at: handled ? new Date() : null })
    .where('id', '=', threadId)
    .execute();
}

export async function setCanReply(db: Database, conversationId: number, canReply: boolean) {
  await db
    .updateTable('conversations')
    .set({ can_reply: canReply })
    .where('id', '=', conversationId)
    .execute();
}

/** Is the comment an access request that a provider has approved or denied (a locked record)? */
export async function isDecidedRequest(db: Database, commentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('access_requests')
    .select('status')
    .where('comment_id', '=', commentId)
    .executeTakeFirst();
  return row !== undefined && row.status !== 'submitted';
}
