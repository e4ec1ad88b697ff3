/**
 * Conversation store (Contact Provider; also used by Get API Access).
 *
 * API for other modules:
 * - `createComment(db, { itemId, userId, isProvider?, message, styling: 'question' | 'request',
 *   template?, templatedData?, minIntervalMs? })` creates a thread in the item's conversation and
 *   returns it as a `Comment`. Pass a transaction as `db` to make it part of yours (it then runs
 *   inside it); otherwise a post to the conversation key is one statement, and any other post opens
 *   a transaction of its own. It validates the message (spec texts), applies the post
 *   rate limit when `minIntervalMs` > 0 (429 with Retry-After) and never alters the text.
 * - Visibility: questions are visible to every signed-in user; `request` threads (and their
 *   replies) only to their author and to providers (`canSee` in present.ts). Hidden threads answer
 *   404, exactly like missing ones.
 * - `onReplyNotified(listener)` (hooks.ts): runs inside the reply's transaction whenever a reply
 *   notifies a thread's author (the hook point for e-mail).
 */
import type {
  Comment,
  ConversationPage,
  ReplyResult,
  Styling,
  TemplatedData,
} from '@storefront/contract/conversations';
import type { Database } from '../../db/connection.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';
import { itemExists } from '../catalog/index.ts';
import { publishLive } from '../live/index.ts';
import { emitReplyNotified } from './hooks.ts';
import { branchKey, conversationKey, parseKey } from './keys.ts';
import { ownRequestsOf } from './own-requests.ts';
import { planConsumerPage } from './paging.ts';
import { canSee, toComment, type Viewer } from './present.ts';
import * as repo from './repository.ts';
import { type MessageKind, validateMessage } from './text.ts';

export { onReplyNotified } from './hooks.ts';
export type { Viewer } from './present.ts';

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';
export const COMMENT_NOT_FOUND = 'Comment not found.';
export const DELETED_NO_REPLY = 'This comment has been deleted and can no longer be replied to.';
export const REPLIES_CLOSED = 'Replies are closed for this conversation.';
export const ALREADY_DELETED = 'This comment has already been deleted.';
export const DECIDED_REQUEST =
  'This access request has been decided and is kept as a record: it can no longer be edited or deleted. Post a follow-up instead.';
export const NOT_OWNER = 'Only the author of a comment can edit or delete it.';

export function inTransaction<T>(db: Database, fn: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

async function requireItem(db: Database, itemId: string) {
  if (!(await itemExists(db, itemId))) throw notFound(ITEM_NOT_FOUND);
}

/** The conversation behind `conversationId`, which must be the item's. */
export async function requireConversation(db: Database, itemId: string, conversationId: number) {
  const conv = await repo.findConversationById(db, conversationId);
  if (!conv || conv.item_id !== itemId) throw notFound(CONVERSATION_NOT_FOUND);
  return conv;
}

/** A visible thread of the conversation (hidden and missing alike answer 404). */
export async function requireThread(db: Database, conversationId: number, seq: number, viewer: Viewer) {
  const thread = await repo.findThread(db, conversationId, seq);
  if (!thread || !canSee(thread, viewer)) throw notFound(COMMENT_NOT_FOUND);
  return thread;
}

async function claimPostSlot(db: Database, userId: number, minIntervalMs: number | undefined) {
  if (!minIntervalMs) return;
  const waitMs = await repo.claimPostSlot(db, userId, minIntervalMs);
  if (waitMs === 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  throw new AppError(
    429,
    seconds === 1
      ? 'You are posting too often. Please wait 1 second before posting again.'
      : `You are posting too often. Please wait ${seconds} seconds before posting again.`,
    'HTTP-429',
    { 'retry-after': String(seconds) },
  );
}

/** Threads of the item's conversation, newest first; the conversation is created on first read. */
export async function getConversationPage(
  db: Database,
  itemId: string,
  viewer: Viewer,
  pageSize: number,
  offset: number,
): Promise<ConversationPage> {
  // An existing conversation implies the item (foreign key). A consumer's page of a conversation
  // without requests (the common path) comes with the conversation: one statement.
  let conv: ConversationRow | undefined;
  if (viewer.isProvider) conv = await repo.findConversationByItem(db, itemId);
  else {
    const found = await repo.findConversationWithQuestions(db, itemId, pageSize, offset);
    if (found && found.conversation.comment_count === found.conversation.question_count) {
      const { id, question_count, can_reply } = found.conversation;
      return {
        conversation: { key: conversationKey(id), last: question_count, canReply: can_reply },
        comments: found.comments.map((r) => toComment(r, viewer)),
      };
    }
    // With requests, the consumer's page is planned with their own requests (threadsPage).
    conv = found?.conversation;
  }
  if (!conv) {
    await requireItem(db, itemId);
    conv = await repo.ensureConversation(db, itemId);
  }
  return threadsPage(db, conv, viewer, pageSize, offset);
}

type ConversationRow = NonNullable<Awaited<ReturnType<typeof repo.findConversationById>>>;

async function threadsPage(
  db: Database,
  conv: ConversationRow,
  viewer: Viewer,
  pageSize: number,
  offset: number,
): Promise<ConversationPage> {
  const key = conversationKey(conv.id);
  if (viewer.isProvider) {
    const last = conv.comment_count;
    const rows =
      pageSize > 0 && offset < last ? await repo.listThreadsBySeq(db, conv.id, last - offset, pageSize) : [];
    return {
      conversation: { key, last, canReply: conv.can_reply },
      comments: rows.map((r) => toComment(r, viewer)),
    };
  }
  // Without any request in the conversation (the common case) a consumer sees exactly the questions.
  const hasRequests = conv.comment_count > conv.question_count;
  const requests = hasRequests ? await ownRequestsOf(db, conv, viewer.id) : [];
  const last = conv.question_count + requests.length;
  if (pageSize === 0 || offset >= last)
    return { conversation: { key, last, canReply: conv.can_reply }, comments: [] };
  const plan = planConsumerPage(conv.question_count, requests, offset, pageSize);
  const [questions, own] = await Promise.all([
    plan.questionLimit > 0 ? repo.listQuestions(db, conv.id, plan.questionUpto, plan.questionLimit) : [],
    repo.listThreadsAt(db, conv.id, plan.requestSeqs),
  ]);
  const rows = [...questions, ...own].sort((a, b) => b.seq - a.seq);
  return {
    conversation: { key, last, canReply: conv.can_reply },
    comments: rows.map((r) => toComment(r, viewer)),
  };
}

/** GET .../conv/{key}: a conversation key lists threads; a branch key lists the thread's replies. */
export async function getKeyPage(
  db: Database,
  itemId: string,
  key: string,
  viewer: Viewer,
  pageSize: number,
  offset: number,
): Promise<ConversationPage> {
  const parsed = parseKey(key);
  const conv = await requireConversation(db, itemId, parsed.conversationId);
  if (parsed.threadSeq === null) return threadsPage(db, conv, viewer, pageSize, offset);
  const thread = await requireThread(db, conv.id, parsed.threadSeq, viewer);
  const last = thread.reply_count;
  const [rows, unread] = await Promise.all([
    pageSize > 0 && offset < last ? repo.listReplies(db, thread.id, offset + 1, pageSize) : [],
    repo.listUnreadReplyIds(db, viewer.id, thread.id),
  ]);
  return {
    conversation: { key, last, canReply: conv.can_reply && thread.deleted_at === null },
    comments: rows.map((r) => toComment(r, viewer, unread.has(r.id))),
  };
}

/** GET .../conv/{convId}/{order}: one thread. */
export async function getThread(
  db: Database,
  itemId: string,
  conversationId: number,
  order: number,
  viewer: Viewer,
): Promise<ConversationPage> {
  const conv = await requireConversation(db, itemId, conversationId);
  const thread = await requireThread(db, conv.id, order, viewer);
  return {
    conversation: { key: conversationKey(conv.id), last: 1, canReply: conv.can_reply },
    comments: [toComment(thread, viewer)],
  };
}

export interface NewThread {
  itemId: string;
  userId: number;
  isProvider?: boolean;
  message: string;
  styling?: Styling;
  template?: string | null;
  templatedData?: TemplatedData | null;
  /** When given, must be the item's conversation key (the key the client posts to). */
  conversationKey?: string;
  /** The post rate limit; 0 or absent applies none. */
  minIntervalMs?: number;
}

/** The parsed key, or null when it is not a key (parseKey answers 404 for those). */
function validKey(key: string) {
  try {
    return parseKey(key);
  } catch {
    return null;
  }
}

/**
 * Tells open pages of the item that its conversation changed (a hint: the item id only; each
 * browser refetches what it may see). After the write, which has committed by then.
 */
async function announceConversation(db: Database, itemId: string) {
  await publishLive(db, { type: 'conversation', data: { itemId } });
}

export async function createComment(db: Database, input: NewThread): Promise<Comment> {
  const comment = await postComment(db, input);
  await announceConversation(db, input.itemId);
  return comment;
}

async function postComment(db: Database, input: NewThread): Promise<Comment> {
  validateMessage('comment', input.message);
  const styling = input.styling ?? 'question';
  const viewer = { id: input.userId, isProvider: input.isProvider ?? false };
  const post = (trx: Database, conversationId: number, minIntervalMs: number) =>
    repo.postThread(trx, {
      conversationId,
      itemId: input.itemId,
      authorId: input.userId,
      asProvider: viewer.isProvider,
      styling,
      message: input.message,
      template: input.template ?? null,
      templatedData: input.templatedData ? JSON.stringify(input.templatedData) : null,
      minIntervalMs,
    });
  const keyed = input.conversationKey;
  const parsed = keyed === undefined ? null : validKey(keyed);
  // The common case, a post to the item's conversation key: one statement (slot, position, usage
  // event, comment). It writes nothing when the conversation is missing or not the item's, or the
  // author's slot is not free; the step-by-step path below then tells which (404 or 429).
  if (parsed && parsed.threadSeq === null) {
    const row = await post(db, parsed.conversationId, input.minIntervalMs ?? 0);
    if (row) return toComment(row, viewer);
  }
  // The item's conversation implies the item (foreign key): with a key, the item is looked up only
  // when its conversation is not found, to answer which of the two is missing.
  if (keyed === undefined) await requireItem(db, input.itemId);
  return inTransaction(db, async (trx) => {
    let conv: ConversationRow;
    if (keyed === undefined) conv = await repo.ensureConversation(trx, input.itemId);
    else {
      const found = parsed && (await repo.findConversationById(trx, parsed.conversationId));
      if (!parsed || !found || found.item_id !== input.itemId) {
        await requireItem(trx, input.itemId);
        throw notFound(CONVERSATION_NOT_FOUND);
      }
      if (parsed.threadSeq !== null) throw notFound(CONVERSATION_NOT_FOUND);
      conv = found;
    }
    await claimPostSlot(trx, input.userId, input.minIntervalMs);
    // The same statement without the slot (claimed just now), so that every post takes its locks in
    // the same order (post mark, conversation, usage rollup).
    const row = await post(trx, conv.id, 0);
    if (!row) throw notFound(CONVERSATION_NOT_FOUND);
    return toComment(row, viewer);
  });
}

export interface NewReply {
  itemId: string;
  conversationKey: string;
  order: number;
  userId: number;
  isProvider: boolean;
  message: string;
  minIntervalMs?: number;
}

export async function postReply(db: Database, input: NewReply): Promise<ReplyResult> {
  const result = await insertReply(db, input);
  await announceConversation(db, input.itemId);
  return result;
}

async function insertReply(db: Database, input: NewReply): Promise<ReplyResult> {
  validateMessage('reply', input.message);
  const viewer = { id: input.userId, isProvider: input.isProvider };
  const parsed = parseKey(input.conversationKey);
  if (parsed.threadSeq !== null) throw notFound(CONVERSATION_NOT_FOUND);
  return inTransaction(db, async (trx) => {
    const conv = await requireConversation(trx, input.itemId, parsed.conversationId);
    const thread = await requireThread(trx, conv.id, input.order, viewer);
    if (thread.deleted_at !== null) throw conflict(DELETED_NO_REPLY);
    if (!conv.can_reply) throw conflict(REPLIES_CLOSED);
    await claimPostSlot(trx, input.userId, input.minIntervalMs);
    const seq = await repo.takeReplySeq(trx, thread.id);
    const { id } = await repo.insertComment(trx, {
      conversation_id: conv.id,
      parent_id: thread.id,
      seq,
      question_seq: null,
      author_id: input.userId,
      as_provider: input.isProvider,
      styling: thread.styling,
      message: input.message,
      template: null,
      templated_data: null,
    });
    if (input.isProvider) await repo.markAnswered(trx, thread.id);
    if (thread.author_id !== input.userId) {
      await repo.insertReplyNotification(trx, {
        user_id: thread.author_id,
        item_id: conv.item_id,
        thread_id: thread.id,
        reply_id: id,
      });
      await emitReplyNotified(trx, {
        itemId: conv.item_id,
        conversationId: conv.id,
        threadId: thread.id,
        threadSeq: thread.seq,
        replyId: id,
        recipientUserId: thread.author_id,
        replierUserId: input.userId,
        fromProvider: input.isProvider,
        message: input.message,
      });
    }
    return { key: String(id), branch: branchKey(conv.id, thread.seq), order: seq };
  });
}

export interface CommentChange {
  itemId: string;
  key: string;
  order: number;
  viewer: Viewer;
  message?: string;
  deleted?: boolean;
}

/** PUT .../catitem/{id}: the owner edits (keeping the earlier text) or deletes a comment or reply. */
export async function editComment(db: Database, change: CommentChange): Promise<Comment> {
  const comment = await changeComment(db, change);
  await announceConversation(db, change.itemId);
  return comment;
}

async function changeComment(db: Database, change: CommentChange): Promise<Comment> {
  const isDelete = change.deleted === true;
  if (isDelete === (change.message !== undefined)) {
    throw badRequest('Send either a new message or deleted: true.');
  }
  const parsed = parseKey(change.key);
  return inTransaction(db, async (trx) => {
    const conv = await requireConversation(trx, change.itemId, parsed.conversationId);
    const kind: MessageKind = parsed.threadSeq === null ? 'comment' : 'reply';
    const thread = await requireThread(trx, conv.id, parsed.threadSeq ?? change.order, change.viewer);
    const target = parsed.threadSeq === null ? thread : await repo.findReply(trx, thread.id, change.order);
    if (!target) throw notFound(COMMENT_NOT_FOUND);
    if (target.author_id !== change.viewer.id) throw forbidden(NOT_OWNER);
    if (target.deleted_at !== null) throw conflict(ALREADY_DELETED);
    if (kind === 'comment' && target.styling === 'request' && (await repo.isDecidedRequest(trx, target.id)))
      throw conflict(DECIDED_REQUEST);
    if (!isDelete) validateMessage(kind, change.message!);
    await repo.replaceMessage(
      trx,
      target,
      change.viewer.id,
      isDelete ? { deleted: true } : { message: change.message! },
    );
    const row = await repo.findComment(trx, target.id);
    return toComment(row!, change.viewer);
  });
}
