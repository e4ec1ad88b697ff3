import type { ReplyResult, UnansweredThreads } from '@storefront/contract/conversations';
import type { Database } from '../../db/connection.ts';
import { notFound } from '../../errors.ts';
import { branchKey, conversationKey } from './keys.ts';
import * as providerRepo from './provider-repository.ts';
import * as repo from './repository.ts';
import { COMMENT_NOT_FOUND, CONVERSATION_NOT_FOUND, postReply } from './service.ts';
import { displayNameOf } from './text.ts';

async function requireConversationById(db: Database, conversationId: number) {
  const conv = await repo.findConversationById(db, conversationId);
  if (!conv) throw notFound(CONVERSATION_NOT_FOUND);
  return conv;
}

/** Threads across all items with no provider reply that nobody marked handled, oldest first. */
export async function listUnansweredThreads(
  db: Database,
  pageSize: number,
  offset: number,
): Promise<UnansweredThreads> {
  const [total, rows] = await Promise.all([
    providerRepo.countUnanswered(db),
    providerRepo.listUnanswered(db, pageSize, offset),
  ]);
  return {
    total,
    threads: rows.map((r) => ({
      itemId: r.item_id,
      itemName: r.item_name,
      conversationKey: conversationKey(r.conversation_id),
      branchKey: branchKey(r.conversation_id, r.seq),
      key: String(r.id),
      order: r.seq,
      owner: displayNameOf(r),
      message: r.message,
      styling: r.styling,
      timestamp: r.created_at.getTime(),
      replyCount: r.reply_count,
    })),
  };
}

/** A provider's reply to a thread, addressed by conversation and order (any item). */
export async function replyAsProvider(
  db: Database,
  conversationId: number,
  order: number,
  userId: number,
  message: string,
  minIntervalMs: number,
): Promise<ReplyResult> {
  const conv = await requireConversationById(db, conversationId);
  return postReply(db, {
    itemId: conv.item_id,
    conversationKey: conversationKey(conv.id),
    order,
    userId,
    isProvider: true,
    message,
    minIntervalMs,
  });
}

export async function markThreadHandled(
  db: Database,
  conversationId: number,
  order: number,
  handled: boolean,
) {
  const conv = await requireConversationById(db, conversationId);
  const thread = await repo.findThread(db, conv.id, order);
  if (!thread) throw notFound(COMMENT_NOT_FOUND);
  await repo.setHandled(db, thread.id, handled);
  return { handled };
}

export async function setConversationCanReply(db: Database, conversationId: number, canReply: boolean) {
  const conv = await requireConversationById(db, conversationId);
  await repo.setCanReply(db, conv.id, canReply);
  return { key: conversationKey(conv.id), last: conv.comment_count, canReply };
}
