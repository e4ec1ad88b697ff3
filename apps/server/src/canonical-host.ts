import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Config, isEmbeddedIdentity } from './config.ts';

/**
 * The portal's pages work only on PUBLIC_URL's origin: the SPA's redirect URIs, its CSP
 * (connect-src 'self') and the identity provider's issuer all name it. A page asked for under another
 * host name (127.0.0.1, a LAN name, a forwarded port) is sent there instead of starting a sign-in that
 * cannot succeed. API calls, health and readiness answer on any host (scripts, probes, proxies).
 */
export function registerCanonicalHost(app: FastifyInstance, config: Config) {
  const canonical = new URL(config.publicUrl);
  const signInPages = isEmbeddedIdentity(config);
  app.addHook('onRequest', (request, reply, done) => {
    if (!isPortalPage(request.url, signInPages) || isCanonicalHost(request, canonical)) {
      done();
      return;
    }
    // 307 keeps the method and body of a form post; a page load gets the usual 302.
    const status = request.method === 'GET' || request.method === 'HEAD' ? 302 : 307;
    reply.redirect(`${canonical.origin}${request.url}`, status);
  });
}

/** The SPA (/, /store, /store/**) and, with the embedded provider, its sign-in pages (/oidc/**). */
export function isPortalPage(url: string, signInPages: boolean): boolean {
  const path = url.split('?')[0];
  if (path === '/' || path === '/store' || path.startsWith('/store/')) return true;
  return signInPages && (path === '/oidc' || path.startsWith('/oidc/'));
}

/**
 * The host the browser asked for (X-Forwarded-Host when TRUST_PROXY is on, else Host), compared with
 * PUBLIC_URL's host case-insensitively and with default ports left out ("localhost:80" is "localhost").
 */
function isCanonicalHost(request: FastifyRequest, canonical: URL): boolean {
  const asked = request.host;
  if (!asked) return false;
  try {
    return new URL(`${request.protocol}://${asked}`).host === canonical.host;
  } catch {
    return false; // not a host name at all
  }
}
