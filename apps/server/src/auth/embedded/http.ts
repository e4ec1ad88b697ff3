import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Headers for everything the embedded provider answers. Its responses bypass Fastify (hijacked), so
 * the app's security headers are set here. Forms may post, and redirect, to the SPA's origins.
 */
export function providerSecurityHeaders(formOrigins: string[], https: boolean): Record<string, string> {
  return {
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      // Inline <style> only: pages carry the portal's colours.
      "style-src 'unsafe-inline'",
      "img-src 'self' data:",
      `form-action 'self' ${formOrigins.join(' ')}`,
      "frame-ancestors 'self'",
      "base-uri 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/**
 * The headers of a page whose form ends at an agent's redirect URI: CSP Level 3 applies form-action
 * to the redirects after a submission, so that URI's origin (or its scheme, for an app's own scheme)
 * joins the allowed targets of this page alone (the provider validated the URI for the client).
 */
export function allowFormTarget(
  headers: Record<string, string>,
  redirectUri: string,
): Record<string, string> {
  if (!URL.canParse(redirectUri)) return headers;
  const url = new URL(redirectUri);
  const source = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
  const csp = headers['Content-Security-Policy'];
  if (!csp) return headers;
  return {
    ...headers,
    'Content-Security-Policy': csp.replace(
      /form-action ([^;]*)/,
      (_m, list: string) => `form-action ${list} ${source}`,
    ),
  };
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Record<string, string>) {
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

const MAX_FORM_BYTES = 16 * 1024;

/** Reads a small urlencoded form body (the sign-in form); the request bypassed Fastify's parsers. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = String(req.headers['content-type'] ?? '');
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Submits any form marked data-auto-submit: how logout and form_post proceed without inline script. */
export const AUTO_SUBMIT_JS = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form[data-auto-submit]');
  if (form) form.submit();
});
`;
