import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection.ts';
import { findNotificationEmail, insertOutbox } from './repository.ts';
import type { EmailTemplate } from './templates.ts';

export interface EmailRequest {
  /** Unique per message (e.g. `notice:42:user:7`): enqueueing it again adds nothing. */
  idempotencyKey: string;
  template: EmailTemplate;
  /** Values the template shows: itemId, itemName, message, convKey, order, decision, note. */
  data: Record<string, unknown>;
  /** The recipient user; the message goes to their notification email. */
  userId: number;
  /** Overrides the lookup of the user's notification email (when the caller already has it). */
  to?: string | null;
}

/**
 * Queues one email in the caller's transaction, so it exists exactly when the event it reports was
 * committed. Users without a notification email (opted out) get nothing. Resolves true when queued.
 */
export async function enqueueEmail(trx: Database, m: EmailRequest): Promise<boolean> {
  const to = m.to === undefined ? await findNotificationEmail(trx, m.userId) : m.to;
  if (!to) return false;
  return insertOutbox(trx, {
    idempotencyKey: m.idempotencyKey,
    userId: m.userId,
    recipient: to,
    template: m.template,
    data: m.data,
    unsubscribeToken: randomBytes(24).toString('base64url'),
  });
}
