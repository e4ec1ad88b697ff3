import type { Database } from '../../db/connection.ts';

/** An access request was approved or denied (the consumer's reply notification is already written). */
export interface AccessDecisionEvent {
  requestId: number;
  itemId: string;
  itemName: string;
  /** The requester. */
  userId: number;
  providerId: number;
  status: 'approved' | 'denied';
  comment: string;
}

export type AccessDecisionListener = (trx: Database, event: AccessDecisionEvent) => Promise<void>;

const listeners = new Set<AccessDecisionListener>();

/**
 * Hook point for access decisions (e.g. e-mail to the requester): listeners run inside the
 * decision's transaction, so a failing listener rolls the decision back. Returns the remover.
 */
export function onAccessDecision(listener: AccessDecisionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function emitAccessDecision(trx: Database, event: AccessDecisionEvent): Promise<void> {
  for (const listener of listeners) await listener(trx, event);
}

export type AccessDecidedListener = (event: AccessDecisionEvent) => Promise<void>;
const afterCommit = new Set<AccessDecidedListener>();

/**
 * Hook point after a decision has committed (e.g. moving the requester's subscriptions through the
 * runtime, which cannot run inside the decision's transaction). The decision call awaits them, so
 * its caller sees their effect at once; a failing one is reported by the listener itself.
 */
export function onAccessDecided(listener: AccessDecidedListener): () => void {
  afterCommit.add(listener);
  return () => afterCommit.delete(listener);
}

export async function emitAccessDecided(event: AccessDecisionEvent): Promise<void> {
  for (const listener of afterCommit) await listener(event);
}
