import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';
import { getBranding } from '../config/index.ts';
import { clearBounce, escapeHtml } from '../email/index.ts';
import { consumeNotificationEmailToken, inspectNotificationEmailToken } from '../people/index.ts';

export const CONFIRM_TEXTS = {
  askTitle: 'Confirm your notification email',
  doneTitle: 'Notification email confirmed',
  usedTitle: 'This link was already used',
  usedBody: 'This confirmation link was already used. Your notification email is shown on My Profile.',
  expiredTitle: 'This link has expired',
  expiredBody:
    'This confirmation link has expired. On My Profile, send a new link or save the address again.',
  unknownTitle: 'Link not recognised',
  unknownBody: 'This confirmation link is not valid. Check that you copied the whole link from the email.',
  staleBody:
    'This link is for an address that is no longer waiting for confirmation. Your notification email is shown on My Profile.',
} as const;

interface Page {
  status: number;
  html: string;
}

function page(brandName: string, publicUrl: string, title: string, body: string): string {
  const e = escapeHtml;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${e(title)} - ${e(brandName)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${e(title)}</h1>${body}
<p><a href="${e(`${publicUrl}/store/profile`)}">Go to My Profile</a></p></body></html>`;
}

function refusal(brandName: string, publicUrl: string, state: 'used' | 'expired' | 'unknown'): Page {
  const t = CONFIRM_TEXTS;
  const [status, title, body] =
    state === 'used'
      ? [410, t.usedTitle, t.usedBody]
      : state === 'expired'
        ? [410, t.expiredTitle, t.expiredBody]
        : [404, t.unknownTitle, t.unknownBody];
  return { status, html: page(brandName, publicUrl, title, `<p>${escapeHtml(body)}</p>`) };
}

/** GET: asks (mail scanners follow links; only the POST confirms, as with unsubscribe links). */
export async function confirmPage(db: Database, publicUrl: string, token: string): Promise<Page> {
  const { brandName = 'Storefront' } = await getBranding(db);
  const link = await inspectNotificationEmailToken(db, token);
  if (link.state !== 'live') return refusal(brandName, publicUrl, link.state);
  const form = `<p>Send the email notifications of ${escapeHtml(brandName)} to <strong>${escapeHtml(link.email)}</strong>?</p>
<form method="post"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">Confirm this address</button></form>`;
  return { status: 200, html: page(brandName, publicUrl, CONFIRM_TEXTS.askTitle, form) };
}

/**
 * POST: uses the link and makes its address the user's notification email, but only while that
 * address is still the one pending: a link can never set another user's address, nor one the user
 * replaced or cancelled since.
 */
export async function confirmNotificationEmail(
  db: Database,
  publicUrl: string,
  token: string,
): Promise<Page> {
  const { brandName = 'Storefront' } = await getBranding(db);
  const before = await inspectNotificationEmailToken(db, token);
  if (before.state !== 'live') return refusal(brandName, publicUrl, before.state);
  const confirmed = await db.transaction().execute(async (trx) => {
    const link = await consumeNotificationEmailToken(trx, token);
    if (!link) return undefined;
    const res = await trx
      .updateTable('users')
      .set({ notification_email: link.email, notification_email_pending: null })
      .where('id', '=', link.portalUserId)
      .where(sql<string>`lower(notification_email_pending)`, '=', link.email.toLowerCase())
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0 ? link.email : null;
  });
  // Another request used it between the look and the use.
  if (confirmed === undefined) return refusal(brandName, publicUrl, 'used');
  if (confirmed === null)
    return {
      status: 409,
      html: page(
        brandName,
        publicUrl,
        CONFIRM_TEXTS.unknownTitle,
        `<p>${escapeHtml(CONFIRM_TEXTS.staleBody)}</p>`,
      ),
    };
  // Following the link proves the address receives mail: a bounce recorded against it is lifted.
  await clearBounce(db, confirmed);
  const body = `<p>Email notifications now go to <strong>${escapeHtml(confirmed)}</strong>.</p>`;
  return { status: 200, html: page(brandName, publicUrl, CONFIRM_TEXTS.doneTitle, body) };
}
