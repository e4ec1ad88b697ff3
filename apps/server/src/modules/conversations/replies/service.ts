import type { MyStore } from '@storefront/contract/my-store';
import type { Database } from '../../../db/connection.ts';
import { branchKey, parseKey } from '../keys.ts';
import type { Viewer } from '../present.ts';
import { requireConversation, requireThread } from '../service.ts';
import { stubOf } from '../text.ts';
import * as repo from './repository.ts';

export const DELETED_STUB = 'Message has been deleted.';

/**
 * `replies` of GET my/store: per item, the threads with replies the user has not seen, from
 * `openReplyThreadsJson` (read in my/store's one statement).
 */
export function replyNoticesOf(rows: repo.OpenReplyThread[]): MyStore['replies'] {
  const byItem = new Map<string, MyStore['replies'][number]>();
  for (const r of rows) {
    let entry = byItem.get(r.item_id);
    if (!entry) {
      entry = { id: r.item_id, name: r.item_name, conversationBranches: [] };
      byItem.set(r.item_id, entry);
    }
    const stub = r.deleted ? { messageStub: DELETED_STUB, stubbed: false } : stubOf(r.message);
    entry.conversationBranches.push({
      key: branchKey(r.conversation_id, r.seq),
      order: r.seq,
      styling: r.styling,
      ...stub,
      unread: r.unread,
    });
  }
  return [...byItem.values()];
}

/** PUT my/store/replies/{id}/{key}/clear: a branch key clears that thread, a conversation key the item. */
export async function clearRepliesUnderKey(db: Database, viewer: Viewer, itemId: string, key: string) {
  const parsed = parseKey(key);
  const conv = await requireConversation(db, itemId, parsed.conversationId);
  if (parsed.threadSeq === null) return repo.clearReplyNotifications(db, viewer.id, { itemId: conv.item_id });
  return clearRepliesOfThread(db, viewer, itemId, conv.id, parsed.threadSeq);
}

/**
 * PUT my/store/replies/{id}/under/{convId}/{order}/clear. Someone else's private request answers 404
 * like a missing thread, so the call cannot tell which requests exist.
 */
export async function clearRepliesOfThread(
  db: Database,
  viewer: Viewer,
  itemId: string,
  conversationId: number,
  order: number,
) {
  const conv = await requireConversation(db, itemId, conversationId);
  const thread = await requireThread(db, conv.id, order, viewer);
  return repo.clearReplyNotifications(db, viewer.id, { threadId: thread.id });
}

export async function clearAllReplies(db: Database, userId: number) {
  return repo.clearReplyNotifications(db, userId);
}
