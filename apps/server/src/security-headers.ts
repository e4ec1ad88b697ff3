import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/** The MCP endpoint answers per user like the API (its hijacked answers set the header themselves). */
export const isMcp = (url: string) => url === '/mcp' || url.startsWith('/mcp?') || url.startsWith('/mcp/');

/** CSP without inline script, nosniff, referrer policy, HSTS on https, no-store on API answers. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const issuerOrigin = config.oidc.issuer ? new URL(config.oidc.issuer).origin : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes its CSS variables into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${issuerOrigin ? ` ${issuerOrigin}` : ''}`,
    `frame-src 'self'${issuerOrigin ? ` ${issuerOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${issuerOrigin ? ` ${issuerOrigin}` : ''}`,
    "frame-ancestors 'self'",
  ].join('; ');
  const https = config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    // API answers are per user (keys, outbox, profile): no shared or browser cache may keep them.
    // Routes that revalidate with an ETag set their own `private, no-cache` (catalogue details,
    // documentation, configuration: no secret in them) and keep it.
    if (!reply.hasHeader('Cache-Control') && (request.url.startsWith('/api/') || isMcp(request.url))) {
      reply.header('Cache-Control', 'no-store');
    }
    if (https || request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
