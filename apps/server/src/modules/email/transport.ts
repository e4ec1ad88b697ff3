import { pipeline, Transform, type TransformCallback } from 'node:stream';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox message: a retried message carries the same Message-ID. */
  messageId: string;
  unsubscribeUrl: string;
}

export interface SendHooks {
  /**
   * Called once the message's DATA is on its way to the server except its terminating "\r\n.\r\n":
   * the worker records durably that the message is being handed over. The dot is written only after
   * it resolves; when it rejects, the transaction is abandoned without the dot (the server discards
   * an unfinished message, RFC 5321 §4.1.1.4) and send rejects with its error.
   */
  handover(): Promise<void>;
}

/** The dot was written but no answer came (link lost, timeout): the server may have accepted it. */
export class UncertainDeliveryError extends Error {
  constructor(cause: unknown) {
    super(`no answer after the message was handed over: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'UncertainDeliveryError';
  }
}

/** Where the worker hands messages; `delivered` is the outbox status a success records. */
export interface MailTransport {
  delivered: 'sent' | 'logged';
  /**
   * Resolves when the message was accepted. Rejects with UncertainDeliveryError when it was handed over
   * and may have been accepted; any other rejection means it was not (refused, or never finished).
   */
  send(mail: OutgoingEmail, hooks?: SendHooks): Promise<void>;
  close(): void;
}

/** The key of sendMail's data that carries one message's hand-over to the stream plugin. */
const HANDOVER = 'storefrontHandover';

interface Gate {
  hooks: SendHooks;
  /** Set when the hand-over resolved and the terminating dot was released. */
  dotReleased: boolean;
  /** Set when the send already ended in an error: never release the dot after that. */
  abandoned: boolean;
  /** Settles when the hand-over does (so a failed send is recorded after it, never before). */
  settled?: Promise<unknown>;
}

/**
 * The last stage of the message stream before nodemailer's DATA encoder: passes every byte through and
 * holds back its end (which is what makes the encoder write the terminating dot) until the DATA phase
 * has started (the stream is piped to the socket, so the server answered DATA with 354) and the
 * hand-over resolved.
 */
class HoldTheDot extends Transform {
  private dataStarted: Promise<void>;

  constructor(private readonly gate: Gate) {
    super();
    // nodemailer pipes the message into the connection only after the 354: that resumes this stream.
    this.dataStarted = new Promise((resolve) => this.once('resume', () => resolve()));
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    const gate = this.gate;
    const run = this.dataStarted.then(() => {
      if (gate.abandoned) throw new Error('the send ended before the hand-over');
      return gate.hooks.handover();
    });
    gate.settled = run.catch(() => {});
    run.then(
      () => {
        if (gate.abandoned) return done(new Error('the send ended during the hand-over'));
        gate.dotReleased = true;
        done();
      },
      (err: unknown) => done(err as Error),
    );
  }
}

/** TLS of the SMTP connection (SMTP_TLS_CA, SMTP_TLS_REJECT_UNAUTHORIZED). */
export interface SmtpTls {
  /** PEM of the CA (or the self-signed certificate itself) the server's certificate must chain to. */
  ca?: string;
  /** false accepts any certificate (encrypted, but open to a man in the middle). */
  rejectUnauthorized?: boolean;
}

/**
 * SMTP through nodemailer (every SMTP_URL form it accepts: smtp://, smtps://, user:pass, STARTTLS when
 * offered, query options), with the terminating dot of each message held back for the hand-over.
 */
export function smtpTransport(url: string, timeoutMs = 10_000, tls: SmtpTls = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // A mail server inside the company often presents a self-signed or private-CA certificate on
    // STARTTLS: trust that CA (SMTP_TLS_CA), or, knowingly, any certificate.
    tls: {
      ...(tls.ca ? { ca: tls.ca } : {}),
      ...(tls.rejectUnauthorized === false ? { rejectUnauthorized: false } : {}),
    },
  } as Parameters<typeof nodemailer.createTransport>[0]);
  transporter.use('stream', (mail, callback) => {
    const gate = (mail.data as Record<string, unknown>)[HANDOVER] as Gate | undefined;
    // pipeline: an error of the message stream reaches the connection through this stage.
    if (gate) mail.message.processFunc((input) => pipeline(input, new HoldTheDot(gate), () => {}));
    callback();
  });
  return {
    delivered: 'sent',
    async send(mail, hooks) {
      const gate: Gate | undefined = hooks ? { hooks, dotReleased: false, abandoned: false } : undefined;
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } },
          // Auto-Submitted (RFC 3834): autoresponders must not answer a notification.
          headers: {
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            'Auto-Submitted': 'auto-generated',
          },
          ...(gate ? { [HANDOVER]: gate } : {}),
        });
      } catch (err) {
        if (!gate) throw err;
        gate.abandoned = !gate.dotReleased;
        await gate.settled;
        // After the dot only an answer from the server (a 4xx or 5xx reply) says it was not accepted.
        if (gate.dotReleased && (err as { responseCode?: number }).responseCode === undefined) {
          throw new UncertainDeliveryError(err);
        }
        throw err;
      }
    },
    close: () => transporter.close(),
  };
}

/** The embedded default (SMTP_URL unset): logs each message; the outbox keeps it for providers. */
export function logTransport(log: (msg: string, fields: Record<string, unknown>) => void): MailTransport {
  return {
    delivered: 'logged',
    async send(mail) {
      log('email (SMTP_URL unset, kept in the outbox)', {
        to: mail.to,
        subject: mail.subject,
        messageId: mail.messageId,
      });
    },
    close() {},
  };
}
