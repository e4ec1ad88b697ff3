import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { getBranding } from '../config/service.ts';
import { type ClaimedMessage, claimDue, markAttemptFailed, markDelivered } from './repository.ts';
import { EMAIL_TEMPLATES, type EmailTemplate, renderEmail } from './templates.ts';
import type { MailTransport } from './transport.ts';

export const BATCH_SIZE = 20;
/** How long a claimed message stays another worker's: longer than any send (SMTP timeouts are 10 s). */
export const LEASE_MS = 120_000;

export interface WorkerOptions {
  db: Database;
  transport: MailTransport;
  email: Config['email'];
  publicUrl: string;
  log?: (msg: string, fields: Record<string, unknown>) => void;
}

/** Exponential backoff: base, 2×base, 4×base, ... capped at max. `attempts` counts the failed one. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function messageIdOf(idempotencyKey: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || 'storefront';
  return `<${encodeURIComponent(idempotencyKey)}@${host}>`;
}

export function unsubscribeUrlOf(token: string, publicUrl: string) {
  return `${publicUrl}/api/email/unsubscribe/${encodeURIComponent(token)}`;
}

/**
 * Sends what the outbox holds: claims a batch, sends each message, records the outcome one by one.
 * A message is marked sent right after the server accepted it; a failure (outage) schedules it
 * again with exponential backoff, until maxAttempts marks it failed.
 */
export class EmailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly o: WorkerOptions) {}

  /**
   * One pass over what is due when it starts (a message failing now waits for its retry time, not
   * for the next batch of this pass); resolves with how many were delivered and failed.
   */
  async runOnce(): Promise<{ delivered: number; failed: number }> {
    const dueBy = new Date();
    let delivered = 0;
    let failed = 0;
    while (!this.stopped) {
      const batch = await claimDue(this.o.db, BATCH_SIZE, LEASE_MS, dueBy);
      if (batch.length === 0) break;
      const { brandName = 'Storefront' } = await getBranding(this.o.db);
      for (const m of batch) {
        if (await this.deliver(m, brandName)) delivered++;
        else failed++;
      }
    }
    return { delivered, failed };
  }

  private async deliver(m: ClaimedMessage, brandName: string): Promise<boolean> {
    const { publicUrl, transport, email } = this.o;
    try {
      if (!(EMAIL_TEMPLATES as readonly string[]).includes(m.template)) {
        throw new Error(`unknown email template ${m.template}`);
      }
      const unsubscribeUrl = unsubscribeUrlOf(m.unsubscribe_token, publicUrl);
      const body = renderEmail(m.template as EmailTemplate, m.data ?? {}, {
        brandName,
        publicUrl,
        unsubscribeUrl,
      });
      await transport.send({
        from: email.from,
        to: m.recipient,
        ...body,
        messageId: messageIdOf(m.idempotency_key, publicUrl),
        unsubscribeUrl,
      });
    } catch (err) {
      const attempts = Number(m.attempts);
      const retryAt =
        attempts >= email.maxAttempts
          ? null
          : new Date(Date.now() + retryDelayMs(attempts, email.retryBaseMs, email.retryMaxMs));
      await markAttemptFailed(this.o.db, Number(m.id), (err as Error).message ?? String(err), retryAt);
      this.o.log?.('email attempt failed', { id: m.id, attempts, retryAt, error: (err as Error).message });
      return false;
    }
    await markDelivered(this.o.db, Number(m.id), transport.delivered);
    return true;
  }

  /** Polls every pollMs until stop(); one pass at a time. */
  start() {
    const tick = () => {
      this.running = this.runOnce()
        .catch((err) => this.o.log?.('email worker pass failed', { error: (err as Error).message }))
        .finally(() => {
          if (!this.stopped) {
            this.timer = setTimeout(tick, this.o.email.pollMs);
            this.timer.unref();
          }
        });
    };
    tick();
  }

  /** Finishes the message in hand (never abandons a send half-recorded), then stops. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.o.transport.close();
  }
}
