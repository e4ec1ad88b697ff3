import type { OutboxPage, OutboxQuery } from '@storefront/contract/email';
import type { Database } from '../../db/connection.ts';
import { getBranding } from '../config/index.ts';
import { clearNotificationEmail, countOutbox, findByUnsubscribeToken, listOutbox } from './repository.ts';
import { EMAIL_TEMPLATES, type EmailTemplate, escapeHtml, renderEmail } from './templates.ts';
import { unsubscribeUrlOf } from './worker.ts';

export async function getOutboxPage(db: Database, publicUrl: string, q: OutboxQuery): Promise<OutboxPage> {
  const [rows, total, branding] = await Promise.all([
    listOutbox(db, q),
    countOutbox(db, q.status),
    getBranding(db),
  ]);
  const brandName = branding.brandName ?? 'Storefront';
  return {
    total,
    messages: rows.map((r) => {
      const known = (EMAIL_TEMPLATES as readonly string[]).includes(r.template);
      const body = known
        ? renderEmail(r.template as EmailTemplate, (r.data ?? {}) as Record<string, unknown>, {
            brandName,
            publicUrl,
            unsubscribeUrl: unsubscribeUrlOf(r.unsubscribe_token, publicUrl),
          })
        : { subject: '', text: '', html: '' };
      return {
        id: Number(r.id),
        recipient: r.recipient,
        template: r.template,
        ...body,
        status: r.status,
        attempts: Number(r.attempts),
        lastError: r.last_error,
        createdAt: new Date(r.created_at).toISOString(),
        sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
      };
    }),
  };
}

function page(brandName: string, title: string, body: string) {
  const e = escapeHtml;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(title)} - ${e(brandName)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>${e(title)}</h1>${body}</body></html>`;
}

/** GET: a confirmation page (mail scanners follow links; only the POST unsubscribes). */
export async function unsubscribePage(db: Database, token: string) {
  const { brandName = 'Storefront' } = await getBranding(db);
  const row = await findByUnsubscribeToken(db, token);
  if (!row)
    return {
      status: 404,
      html: page(brandName, 'Link not recognised', '<p>This unsubscribe link is not valid.</p>'),
    };
  const form = `<p>Stop email notifications to ${escapeHtml(row.recipient)}?</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`;
  return { status: 200, html: page(brandName, 'Unsubscribe', form) };
}

/** POST (also RFC 8058 one-click): clears the notification email it was sent to. */
export async function unsubscribe(db: Database, token: string) {
  const { brandName = 'Storefront' } = await getBranding(db);
  const row = await findByUnsubscribeToken(db, token);
  if (!row)
    return {
      status: 404,
      html: page(brandName, 'Link not recognised', '<p>This unsubscribe link is not valid.</p>'),
    };
  if (row.user_id !== null) await clearNotificationEmail(db, Number(row.user_id), row.recipient);
  const done = `<p>${escapeHtml(row.recipient)} will no longer receive email notifications from ${escapeHtml(brandName)}. You can set a notification email again on My Profile.</p>`;
  return { status: 200, html: page(brandName, 'Unsubscribed', done) };
}
