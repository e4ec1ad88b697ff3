import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { agentPowers } from '../../modules/mcp/index.ts';
import { signIn } from '../../modules/people/index.ts';
import { createAccountPages } from './account-pages.ts';
import { databaseAdapter } from './adapter.ts';
import { isAgentClient, withAgentClients } from './agent-clients.ts';
import { AUTO_SUBMIT_JS, providerSecurityHeaders, sendHtml } from './http.ts';
import { createInteractions, type RequestWithClientIp } from './interactions.ts';
import { privateKeySet, publicKeySet } from './keys.ts';
import { pageLanguage } from './page-texts.ts';
import { errorPage, logoutPage, signedOutPage } from './pages.ts';
import { findAccountById, findAccountFor, providerConfiguration, spaOrigins } from './provider-config.ts';
import { loadCookieKeys, loadPageBranding } from './settings.ts';

const MOUNT = '/oidc';
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** The language of a page the provider itself answers: its request's `ui_locales`, else the browser's. */
const languageOf = (ctx: KoaContextWithOIDC) =>
  pageLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language') || undefined);

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
  const base = withAgentClients(providerConfiguration(config, db), config, db);

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
        // The SPA sends id_token_hint on logout: then sign out at once, but only when the hint is the
        // session's own user (any page could send someone else's ID token); otherwise ask with a button.
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          const auto = Boolean(hint?.payload?.sub) && hint?.payload?.sub === ctx.oidc.session?.accountId;
          ctx.body = logoutPage(await loadPageBranding(db), languageOf(ctx), form, auto, script);
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.body = signedOutPage(await loadPageBranding(db), languageOf(ctx), homeUrl);
        },
      },
    },
    async renderError(ctx: KoaContextWithOIDC, out: Record<string, unknown>) {
      ctx.type = 'html';
      ctx.body = errorPage(await loadPageBranding(db), languageOf(ctx), out, homeUrl);
    },
  });
  // Koa's flag only decides protocol and host; the client address comes from Fastify (request.ip).
  provider.proxy = config.trustProxy !== false;
  if (config.publicUrl.startsWith('https:')) {
    // PUBLIC_URL is https, so TLS ends at us or at a proxy in front: every request counts as secure
    // and the provider's sign-in cookies are marked Secure, with or without TRUST_PROXY.
    Object.defineProperty(provider.request, 'protocol', { get: () => 'https', configurable: true });
  }
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
    showDemoAccounts: config.demo,
    findDemoAccount: (username) => findAccountFor(config, username),
    signIn: (login, password) => signIn(db, login, password),
    signupOpen: config.signupDomains.length > 0,
    limits: app.signInLimits,
    isAgentClient: (clientId) => isAgentClient(config, clientId),
    async describeAccount(accountId) {
      const account = await findAccountById(config, db, accountId);
      if (!account) return undefined;
      const name = `${account.givenName} ${account.familyName}`.trim();
      return {
        label: name ? `${name} (${account.username})` : account.username,
        isProvider: account.roles.includes(config.providerRole),
      };
    },
    agentPowers: (isProvider) => agentPowers(db, isProvider),
  });
  const accountPages = createAccountPages({
    db,
    issuerPath,
    homeUrl,
    publicUrl: config.publicUrl,
    headers,
    providerRole: config.providerRole,
    signupDomains: config.signupDomains,
    mailer: app.identityMailer,
    limit: app.signInLimits.address,
    log: (msg, fields) => app.log.warn(fields, msg),
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
    if (path.startsWith('/account/') && (await accountPages(req, res, path))) return;
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
