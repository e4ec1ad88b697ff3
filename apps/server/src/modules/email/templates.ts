import { type EmailTexts, emailTexts } from './texts.ts';

/** The messages the portal sends; each renders to a subject, a plain-text and an HTML body. */
export const EMAIL_TEMPLATES = ['provider-update', 'reply', 'access-decision', 'access-status'] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

export interface RenderContext {
  brandName: string;
  /** The portal's external origin, e.g. https://portal.example.com */
  publicUrl: string;
  unsubscribeUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

type Data = Record<string, unknown>;

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : v == null ? fallback : String(v));

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** Subjects are single-line: no header injection through an item name. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

function itemUrl(ctx: RenderContext, data: Data, tail: string) {
  return `${ctx.publicUrl}/store/catalog/details/${encodeURIComponent(str(data.itemId))}/${tail}`;
}

interface Parts {
  subject: string;
  intro: string;
  message?: string;
  linkLabel: string;
  link: string;
}

function parts(template: EmailTemplate, data: Data, ctx: RenderContext, t: EmailTexts): Parts {
  const item = str(data.itemName, str(data.itemId));
  const word = (w: string) => t.words[w] ?? w;
  switch (template) {
    case 'provider-update':
      return {
        subject: t.updateSubject(ctx.brandName, item),
        intro: t.updateIntro(item),
        message: str(data.message),
        linkLabel: t.updateLink,
        link: itemUrl(ctx, data, 'provider-updates'),
      };
    case 'reply':
      return {
        subject: t.replySubject(ctx.brandName, item),
        intro: t.replyIntro(item),
        message: str(data.message),
        linkLabel: t.replyLink,
        link: itemUrl(
          ctx,
          data,
          data.convKey
            ? `contact-provider/${encodeURIComponent(str(data.convKey))}/${encodeURIComponent(str(data.order, '1'))}`
            : 'contact-provider',
        ),
      };
    case 'access-decision': {
      const decision = word(str(data.decision, 'decided').toLowerCase());
      return {
        subject: t.decisionSubject(ctx.brandName, item, decision),
        intro: t.decisionIntro(item, decision),
        message: data.note ? str(data.note) : undefined,
        linkLabel: t.decisionLink,
        link: itemUrl(ctx, data, 'get-api-access'),
      };
    }
    case 'access-status': {
      // A subscription's status changed: data.status, data.keyHint, data.note (provider's comment).
      const status = word(str(data.status, 'changed').toLowerCase());
      return {
        subject: t.statusSubject(ctx.brandName, item, status, str(data.keyHint)),
        intro: t.statusIntro(item, status, str(data.keyHint)),
        message: data.note ? str(data.note) : undefined,
        linkLabel: t.statusLink,
        link: itemUrl(ctx, data, 'get-api-key'),
      };
    }
  }
}

/**
 * Plain text and HTML from the same parts; every value is escaped in the HTML body. Written in the
 * recipient's language (`data.language`, set when the message was queued; English without one).
 */
export function renderEmail(template: EmailTemplate, data: Data, ctx: RenderContext): RenderedEmail {
  const t = emailTexts(data.language);
  const p = parts(template, data, ctx, t);
  const footer = t.footer(ctx.brandName);
  const text = [
    p.intro,
    ...(p.message ? ['', p.message] : []),
    '',
    `${p.linkLabel}: ${p.link}`,
    '',
    '--',
    footer,
    `${t.unsubscribe}: ${ctx.unsubscribeUrl}`,
    '',
  ].join('\n');
  const e = escapeHtml;
  // Light and dark (issue 31): the client (or the outbox preview) shows the reader's scheme. Dark
  // gets explicit colours (clients and checkers differ on the default canvas), and the footer's
  // grey a light twin, since #555 falls below 4.5:1 on a dark background.
  const subject = oneLine(p.subject);
  // The title is the subject: clients that open the message in a tab or a reader name it by it.
  const html = `<!doctype html>
<html lang="${t.lang}" dir="${t.dir}"><head><meta charset="utf-8"><title>${e(subject)}</title>
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<style>:root { color-scheme: light dark; } @media (prefers-color-scheme: dark) { body { background: #1a1b1e; color: #e9ecef; } a { color: #8ab4f8; } .muted { color: #bbb !important; } }</style>
</head><body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 18px">${e(ctx.brandName)}</h1>
<p>${e(p.intro)}</p>
${p.message ? `<blockquote style="white-space: pre-wrap">${e(p.message)}</blockquote>` : ''}
<p><a href="${e(p.link)}">${e(p.linkLabel)}</a></p>
<hr>
<p class="muted" style="font-size: 12px; color: #555">${e(footer)} <a href="${e(ctx.unsubscribeUrl)}">${e(t.unsubscribe)}</a></p>
</body></html>
`;
  return { subject, text, html };
}
