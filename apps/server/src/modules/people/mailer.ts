import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface IdentityMail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, with the language's lang/dir (issue 31). */
  html?: string;
}

/** Sends the embedded provider's one-time links; resolves once the SMTP server accepted the message. */
export type IdentityMailer = (mail: IdentityMail) => Promise<void>;

/**
 * Identity links go straight to SMTP, not through the outbox: the outbox keeps each message's data
 * in the database, and a stored working link is what hashing the tokens avoids. A failed send is
 * answered at once, and the administrator sends the link again. Without SMTP_URL the link is logged
 * (the operator's log) so a portal without mail can still be run.
 */
export function identityMailer(
  opts: { smtpUrl?: string; from: string },
  log: (msg: string, fields: Record<string, unknown>) => void,
): IdentityMailer {
  if (!opts.smtpUrl) {
    return async ({ html: _html, ...mail }) =>
      log('identity email (SMTP_URL unset): deliver this link by hand', { ...mail });
  }
  const transporter = nodemailer.createTransport({
    url: opts.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return async (mail) => {
    await transporter.sendMail({
      from: opts.from,
      to: mail.to,
      subject: mail.subject.replace(/[\r\n\t]+/g, ' '),
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      messageId: `<${randomUUID()}@storefront.identity>`,
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
  };
}
