import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection.ts';
import { findRecipient, insertOutbox } from './repository.ts';
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
 * The message carries the user's language (`data.language`): the chosen one, else the browser's
 * recorded on the startup call; none: English.
 */
export async function enqueueEmail(trx: Database, m: EmailRequest): Promise<boolean> {
  const recipient = await findRecipient(trx, m.userId);
  const to = m.to === undefined ? recipient.email : m.to;
  if (!to) return false;
  return insertOutbox(trx, {
    idempotencyKey: m.idempotencyKey,
    userId: m.userId,
    recipient: to,
    template: m.template,
    // The recipient's language as it is now (issue 31): the message is written in it when sent.
    data: recipient.language ? { ...m.data, language: recipient.language } : m.data,
    unsubscribeToken: randomBytes(24).toString('base64url'),
  });
}
