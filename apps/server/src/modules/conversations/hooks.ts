import type { Database } from '../../db/connection.ts';

/** What happened when a reply notified a thread's author. */
export interface ReplyEvent {
  itemId: string;
  conversationId: number;
  threadId: number;
  threadSeq: number;
  replyId: number;
  /** The thread's author, who is notified. */
  recipientUserId: number;
  replierUserId: number;
  fromProvider: boolean;
  message: string;
}

export type ReplyListener = (trx: Database, event: ReplyEvent) => Promise<void>;

const listeners = new Set<ReplyListener>();

/**
 * Hook point for reply side effects (e.g. e-mail): listeners run inside the reply's transaction,
 * after the notification row is written, so a failing listener rolls the reply back. Returns a
 * function that removes the listener.
 */
export function onReplyNotified(listener: ReplyListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function emitReplyNotified(trx: Database, event: ReplyEvent): Promise<void> {
  for (const listener of listeners) await listener(trx, event);
}
