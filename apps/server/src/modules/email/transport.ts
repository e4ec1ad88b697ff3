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

/** Where the worker hands messages; `delivered` is the outbox status a success records. */
export interface MailTransport {
  delivered: 'sent' | 'logged';
  send(mail: OutgoingEmail): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string, timeoutMs = 10_000): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    delivered: 'sent',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
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
