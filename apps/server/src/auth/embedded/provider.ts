import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { databaseAdapter } from './adapter.ts';
import { AUTO_SUBMIT_JS, providerSecurityHeaders, sendHtml } from './http.ts';
import { createInteractions, type RequestWithClientIp } from './interactions.ts';
import { privateKeySet, publicKeySet } from './keys.ts';
import { errorPage, logoutPage, signedOutPage } from './pages.ts';
import { providerConfiguration, spaOrigins } from './provider-config.ts';
import { loadCookieKeys, loadPageBranding } from './settings.ts';

const MOUNT = '/oidc';
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/**
 * Mounts the embedded OpenID provider (oidc-provider) at /oidc and returns the key set the bearer
 * verifier uses. Its state lives in the database, so any number of instances serve it together.
 */
export async function mountEmbeddedProvider(
  app: FastifyInstance,
  opts: { config: Config; db: Database; issuer: string },
): Promise<() => Promise<JSONWebKeySet>> {
  const { config, db, issuer } = opts;
  const { default: Provider } = await import('oidc-provider');
  const issuerPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const script = `${issuerPath}/assets/auto-submit.js`;
  const homeUrl = `${config.publicUrl}/store/`;
  const headers = providerSecurityHeaders(spaOrigins(config), config.publicUrl.startsWith('https:'));
  const base = providerConfiguration(config);

  const provider = new Provider(issuer, {
    ...base,
    adapter: databaseAdapter(db),
    jwks: { keys: await privateKeySet(db) },
    cookies: { keys: await loadCookieKeys(db) },
    interactions: { url: async (_ctx: unknown, i: { uid: string }) => `${issuerPath}/interaction/${i.uid}` },
    features: {
      ...base.features,
      rpInitiatedLogout: {
        enabled: true,
        // The SPA sends id_token_hint on logout: then sign out at once; otherwise ask with a button.
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const auto = Boolean(ctx.oidc.entities.IdTokenHint);
          ctx.body = logoutPage(await loadPageBranding(db), form, auto, script);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.body = signedOutPage(await loadPageBranding(db), homeUrl);
        },
      },
    },
    async renderError(ctx: KoaContextWithOIDC, out: Record<string, unknown>) {
      ctx.type = 'html';
      ctx.body = errorPage(await loadPageBranding(db), out, homeUrl);
    },
  });
  provider.proxy = config.trustProxy;
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'embedded identity provider error'));
  provider.use(async (ctx, next) => {
    await next();
    for (const [k, v] of Object.entries(headers)) ctx.set(k, v);
    // oidc-provider's form_post pages carry an inline script; our CSP allows none, so swap it for ours.
    if (typeof ctx.body === 'string' && ctx.body.includes('<script>')) {
      ctx.body = ctx.body
        .replace(/<script>[\s\S]*?<\/script>/g, `<script src="${script}" defer></script>`)
        .replace('<form method="post"', '<form data-auto-submit method="post"');
    }
  });

  const callback = provider.callback();
  const interactions = createInteractions({
    provider,
    db,
    issuerPath,
    homeUrl,
    headers,
    showDemoAccounts: true,
    limits: app.signInLimits,
  });

  async function dispatch(
    req: IncomingMessage & { originalUrl?: string },
    res: import('node:http').ServerResponse,
  ) {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/assets/auto-submit.js') {
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.setHeader('Cache-Control', 'public, max-age=3600');
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      res.end(AUTO_SUBMIT_JS);
      return;
    }
    if (await interactions(req, res, path)) return;
    callback(req, res);
  }

  // Raw Node request/response straight to the provider (Koa), before Fastify parses any body.
  app.route({
    method: [...ALL_METHODS],
    url: `${MOUNT}/*`,
    schema: { hide: true },
    onRequest(request, reply, _done) {
      reply.hijack();
      const req = request.raw as RequestWithClientIp & { originalUrl?: string };
      req.clientIp = request.ip;
      const rest = (req.url ?? MOUNT).slice(MOUNT.length) || '/';
      req.originalUrl = `${issuerPath}${rest}`;
      req.url = rest;
      dispatch(req, reply.raw).catch((err) => {
        request.log.error({ err }, 'embedded identity provider failed');
        if (!reply.raw.headersSent) sendHtml(reply.raw, 500, 'Server Error', headers);
        else reply.raw.destroy();
      });
    },
    handler: async () => undefined,
  });

  let cached: JSONWebKeySet | undefined;
  return async () => {
    cached ??= await publicKeySet(db);
    return cached;
  };
}
