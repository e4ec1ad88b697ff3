import type { Database } from '../../db/connection.ts';
import { onAccessDecision } from '../access/index.ts';
import { onReplyNotified } from '../conversations/index.ts';
import { publishLive } from '../live/index.ts';
import { enqueueEmail } from './outbox.ts';
import { findItemName } from './repository.ts';

let subscribers = 0;
let unsubscribe: (() => void) | undefined;

/**
 * Replies and access decisions, inside their own transactions: the recipient's browser hears about
 * it live and, with a notification email, gets a message. Registered once per process however many
 * app instances it runs (tests run two); the idempotency keys would absorb a double anyway.
 */
export function subscribeEventHooks(): () => void {
  if (subscribers++ === 0) {
    const offReply = onReplyNotified(async (trx: Database, e) => {
      await publishLive(trx, { type: 'replies', userIds: [e.recipientUserId], data: { itemId: e.itemId } });
      await enqueueEmail(trx, {
        idempotencyKey: `reply:${e.replyId}:user:${e.recipientUserId}`,
        template: 'reply',
        userId: e.recipientUserId,
        data: {
          itemId: e.itemId,
          itemName: await findItemName(trx, e.itemId),
          convKey: String(e.conversationId),
          order: e.threadSeq,
          message: e.message,
        },
      });
    });
    const offDecision = onAccessDecision(async (trx: Database, e) => {
      await publishLive(trx, { type: 'replies', userIds: [e.userId], data: { itemId: e.itemId } });
      await enqueueEmail(trx, {
        idempotencyKey: `access:${e.requestId}:${e.status}`,
        template: 'access-decision',
        userId: e.userId,
        data: { itemId: e.itemId, itemName: e.itemName, decision: e.status, note: e.comment },
      });
    });
    unsubscribe = () => {
      offReply();
      offDecision();
    };
  }
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    if (--subscribers === 0) unsubscribe?.();
  };
}
