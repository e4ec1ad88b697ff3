import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { getBranding } from '../config/index.ts';
import {
  type ClaimedMessage,
  claimDue,
  databaseNow,
  findBounce,
  markAttemptFailed,
  markBounced,
  markDelivered,
  markHandedOver,
  markSuppressed,
  markUncertain,
  settleAbandonedHandovers,
} from './repository.ts';
import { EMAIL_TEMPLATES, type EmailTemplate, renderEmail } from './templates.ts';
import { type MailTransport, UncertainDeliveryError } from './transport.ts';

export const BATCH_SIZE = 20;
/**
 * Default of EMAIL_LEASE_MS: how long a claimed message stays this worker's, renewed at the hand-over.
 * Longer than the rest of any send (SMTP timeouts are 10 s): a message handed over whose lease ran out
 * is taken for one whose worker died, and is marked uncertain.
 */
export const LEASE_MS = 120_000;

export interface PassResult {
  delivered: number;
  failed: number;
  /** Handed over without an answer (here, or by a worker that died): never sent again. */
  uncertain: number;
}

export interface WorkerOptions {
  db: Database;
  transport: MailTransport;
  email: Config['email'];
  publicUrl: string;
  log?: (msg: string, fields: Record<string, unknown>) => void;
}

interface SmtpError {
  responseCode?: number;
  /** The SMTP command nodemailer was running ('RCPT TO', 'DATA', 'MAIL FROM', 'AUTH PLAIN', ...). */
  command?: string;
}

/**
 * A permanent refusal of the recipient (not of the sender, the login or the content): a 5xx to RCPT
 * TO, or 550/551/553 (mailbox unavailable, not local, name not allowed) after the message.
 */
export function isBounce(err: SmtpError): boolean {
  const code = err.responseCode ?? 0;
  if (code < 500 || code > 599) return false;
  const command = (err.command ?? '').toUpperCase();
  if (command.startsWith('RCPT')) return true;
  return command === 'DATA' && [550, 551, 553].includes(code);
}

/** Exponential backoff: base, 2×base, 4×base, ... capped at max. `attempts` counts the failed one. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The Message-ID of an outbox message: its random id (given once, so retries keep it) at the
 * portal's host. Ids built from row numbers repeated after a restore and across installations.
 */
export function messageIdOf(messageId: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || 'storefront';
  return `<${encodeURIComponent(messageId)}@${host}>`;
}

export function unsubscribeUrlOf(token: string, publicUrl: string) {
  return `${publicUrl}/api/email/unsubscribe/${encodeURIComponent(token)}`;
}

/**
 * Sends what the outbox holds: claims a batch, sends each message, records the outcome one by one.
 * Each message is sent at most once across crashes: its DATA goes to the server without the
 * terminating dot, the outbox records the hand-over (status `sending`), then the dot is written and
 * the answer recorded: 250 marks it sent; a 4xx/5xx or any failure before the dot schedules it again
 * with exponential backoff, until maxAttempts marks it failed; no answer after the dot (or a worker
 * that died after the hand-over) marks it `uncertain`, which is never sent again.
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
  async runOnce(): Promise<PassResult> {
    const dueBy = await databaseNow(this.o.db);
    const result: PassResult = { delivered: 0, failed: 0, uncertain: 0 };
    const lease = this.o.email.leaseMs ?? LEASE_MS;
    for (const m of await settleAbandonedHandovers(this.o.db)) {
      result.uncertain++;
      this.o.log?.('email uncertain: its worker stopped after handing it over; not sent again', {
        id: m.id,
        idempotencyKey: m.idempotency_key,
      });
    }
    while (!this.stopped) {
      const batch = await claimDue(this.o.db, BATCH_SIZE, lease, dueBy);
      if (batch.length === 0) break;
      const { brandName = 'Storefront' } = await getBranding(this.o.db);
      for (const m of batch) result[await this.deliver(m, brandName, lease)]++;
    }
    return result;
  }

  private async deliver(m: ClaimedMessage, brandName: string, lease: number): Promise<keyof PassResult> {
    const { publicUrl, transport, email, db } = this.o;
    const id = Number(m.id);
    const attempts = Number(m.attempts);
    const failures = Number(m.failures ?? 0);
    let leaseLost = false;
    try {
      if (!(EMAIL_TEMPLATES as readonly string[]).includes(m.template)) {
        throw new Error(`unknown email template ${m.template}`);
      }
      const bounce = await findBounce(db, m.recipient);
      if (bounce) {
        const note = `not sent: ${bounce.address} bounced on ${new Date(bounce.bounced_at).toISOString()} (${bounce.reason})`;
        await markSuppressed(db, id, attempts, note);
        this.o.log?.('email suppressed: its address bounced', { id, attempts });
        return 'failed';
      }
      const unsubscribeUrl = unsubscribeUrlOf(m.unsubscribe_token, publicUrl);
      const body = renderEmail(m.template as EmailTemplate, m.data ?? {}, {
        brandName,
        publicUrl,
        unsubscribeUrl,
      });
      const handover = async () => {
        if (!(await markHandedOver(db, id, attempts, lease))) {
          leaseLost = true;
          throw new Error('the claim ran out and another worker took the message');
        }
      };
      await transport.send(
        {
          from: email.from,
          to: m.recipient,
          ...body,
          messageId: messageIdOf(m.message_id, publicUrl),
          unsubscribeUrl,
        },
        { handover },
      );
    } catch (err) {
      const error = (err as Error).message ?? String(err);
      if (err instanceof UncertainDeliveryError) {
        await markUncertain(db, id, attempts, error);
        this.o.log?.('email uncertain: handed over, no answer; not sent again', { id, attempts, error });
        return 'uncertain';
      }
      if (leaseLost) {
        this.o.log?.('email not sent: its claim was taken over', { id, attempts });
        return 'failed';
      }
      // Only sends that ended in a recorded failure count: a claim cut short by a kill is not one (a
      // claim takes a batch, so a message can be claimed many times in a run of kills before its turn).
      const failed = failures + 1;
      // A 5xx is the server's permanent refusal (RFC 5321 §4.2.1: do not repeat it as it is): failed
      // at once. Outages and 4xx answers are retried.
      const code = (err as { responseCode?: unknown }).responseCode;
      const permanent = typeof code === 'number' && code >= 500 && code < 600;
      if (permanent && isBounce(err as SmtpError)) {
        await markBounced(db, id, attempts, m.recipient, code, error);
        this.o.log?.('email bounced: the address is refused until it is saved again', {
          id,
          attempts,
          error,
        });
        return 'failed';
      }
      const retryAt =
        permanent || failed >= email.maxAttempts
          ? null
          : new Date(Date.now() + retryDelayMs(failed, email.retryBaseMs, email.retryMaxMs));
      await markAttemptFailed(db, id, attempts, error, retryAt);
      this.o.log?.('email attempt failed', { id, attempts, retryAt, error });
      return 'failed';
    }
    await markDelivered(db, id, attempts, transport.delivered);
    return 'delivered';
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
