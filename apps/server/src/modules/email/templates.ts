/** The messages the portal sends; each renders to a subject, a plain-text and an HTML body. */
export const EMAIL_TEMPLATES = ['provider-update', 'reply', 'access-decision'] as const;
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

function parts(template: EmailTemplate, data: Data, ctx: RenderContext): Parts {
  const item = str(data.itemName, str(data.itemId));
  switch (template) {
    case 'provider-update':
      return {
        subject: `${ctx.brandName}: provider update on ${item}`,
        intro: `The provider of ${item}, which you watch, posted an update:`,
        message: str(data.message),
        linkLabel: 'View the provider updates',
        link: itemUrl(ctx, data, 'provider-updates'),
      };
    case 'reply':
      return {
        subject: `${ctx.brandName}: new reply on ${item}`,
        intro: `There is a new reply to your conversation about ${item}:`,
        message: str(data.message),
        linkLabel: 'View the conversation',
        link: itemUrl(
          ctx,
          data,
          data.convKey
            ? `contact-provider/${encodeURIComponent(str(data.convKey))}/${encodeURIComponent(str(data.order, '1'))}`
            : 'contact-provider',
        ),
      };
    case 'access-decision': {
      const decision = str(data.decision, 'decided').toLowerCase();
      return {
        subject: `${ctx.brandName}: your access request for ${item} was ${decision}`,
        intro: `Your request for access to ${item} was ${decision}.`,
        message: data.note ? str(data.note) : undefined,
        linkLabel: 'View the item',
        link: itemUrl(ctx, data, 'get-api-access'),
      };
    }
  }
}

/** Plain text and HTML from the same parts; every value is escaped in the HTML body. */
export function renderEmail(template: EmailTemplate, data: Data, ctx: RenderContext): RenderedEmail {
  const p = parts(template, data, ctx);
  const footer = `You receive this because of your notification email in ${ctx.brandName}.`;
  const text = [
    p.intro,
    ...(p.message ? ['', p.message] : []),
    '',
    `${p.linkLabel}: ${p.link}`,
    '',
    '--',
    footer,
    `Unsubscribe: ${ctx.unsubscribeUrl}`,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 18px">${e(ctx.brandName)}</h1>
<p>${e(p.intro)}</p>
${p.message ? `<blockquote style="white-space: pre-wrap">${e(p.message)}</blockquote>` : ''}
<p><a href="${e(p.link)}">${e(p.linkLabel)}</a></p>
<hr>
<p style="font-size: 12px; color: #555">${e(footer)} <a href="${e(ctx.unsubscribeUrl)}">Unsubscribe</a></p>
</body></html>
`;
  return { subject: oneLine(p.subject), text, html };
}
