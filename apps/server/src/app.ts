import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { authPlugin } from './auth/plugin.ts';
import { cachedVerifier } from './auth/token-cache.ts';
import { createVerifier } from './auth/verify.ts';
import { registerCanonicalHost } from './canonical-host.ts';
import { type Config, embeddedIssuer, isEmbeddedIdentity, mcpResource } from './config.ts';
import type { Database, DbHandle } from './db/connection.ts';
import { clientErrorHandler, registerErrorHandling } from './errors.ts';
import { registerJsonParser, serverTimeoutOptions } from './http-limits.ts';
import { closeWorkerPools } from './lib/worker-pool.ts';
import { type IdentityMailer, identityMailer, isStoreAccountDisabled } from './modules/people/index.ts';
import { registerOpenApi } from './openapi.ts';
import { registerRateLimits } from './rate-limit.ts';
import { COMPRESS_OPTIONS, registerReplyCapture } from './reply-cache.ts';
import { routeModules } from './routes.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { validationOptions } from './validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbHandle: DbHandle;
    /** Sends the embedded user store's one-time links (invitations, resets, sign-up). */
    identityMailer: IdentityMailer;
  }
}

export type App = FastifyInstance;

export interface BuildOptions {
  /** Extra plugins for tests (e.g. a fake ticketing backend). */
  logger?: boolean | object;
}

/** The Fastify instance: tests build exactly this, main.ts adds listen and shutdown. */
export async function buildApp(config: Config, handle: DbHandle, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    // Ordinary writes; public endpoints set a smaller limit, imports and uploads a larger one.
    bodyLimit: config.http.bodyLimitBytes,
    ...serverTimeoutOptions(config.http),
    forceCloseConnections: false,
    clientErrorHandler,
    ...validationOptions,
    // Ids may be 200 characters and emails 254, percent-encoded up to three times as long; the
    // router's default (100) refused valid ids before their schema was consulted.
    routerOptions: { maxParamLength: 2048 },
    // Router-level refusals in the one error shape, like every other API error.
    frameworkErrors: (err, _request, reply) => {
      const status =
        err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      const detail =
        status === 414 ? 'URI Too Long' : status === 400 ? 'Invalid URL encoding' : 'Server Error';
      void (reply as FastifyReply).status(status).send({ code: `HTTP-${status}`, detail });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('dbHandle', handle);
  // Worker threads (changelogs, AsyncAPI parsing) end with the server, not when the process exits.
  app.addHook('onClose', closeWorkerPools);

  registerErrorHandling(app);
  registerJsonParser(app, config.http);
  registerSecurityHeaders(app, config);
  registerCanonicalHost(app, config);
  await app.register(compress, COMPRESS_OPTIONS);
  registerReplyCapture(app);
  await registerOpenApi(app);
  await registerRateLimits(app, config.rateLimit);

  const embedded = isEmbeddedIdentity(config);
  const issuer = embedded ? embeddedIssuer(config) : config.oidc.issuer!;
  let embeddedJwks: (() => Promise<import('jose').JSONWebKeySet>) | undefined;
  // The embedded user store's links go out by mail (modules/people); logged when SMTP_URL is unset.
  app.decorate(
    'identityMailer',
    identityMailer(config.email, (msg, fields) => app.log.warn(fields, msg)),
  );
  if (embedded) {
    const { mountEmbeddedProvider } = await import('./auth/embedded/provider.ts');
    embeddedJwks = await mountEmbeddedProvider(app, { config, db: handle.db, issuer });
  }
  const verifySignature = createVerifier({
    issuer,
    audience: config.oidc.audience,
    clientId: config.oidc.clientId,
    algorithms: config.oidc.algorithms,
    clockToleranceSeconds: config.oidc.clockToleranceSeconds,
    jwks: embeddedJwks,
  });
  const verify = cachedVerifier(verifySignature, {
    clockToleranceSeconds: config.oidc.clockToleranceSeconds,
  });
  // Agents' tokens are addressed to the MCP server (RFC 8707), never to the web API, and back.
  const verifyAgent = cachedVerifier(
    createVerifier({
      issuer,
      audience: config.mcp.audience ?? mcpResource(config),
      clientId: config.oidc.clientId,
      algorithms: config.oidc.algorithms,
      clockToleranceSeconds: config.oidc.clockToleranceSeconds,
      jwks: embeddedJwks,
    }),
    { clockToleranceSeconds: config.oidc.clockToleranceSeconds },
  );
  const agent = {
    verify: verifyAgent,
    resourceMetadataUrl: `${config.publicUrl}/.well-known/oauth-protected-resource/mcp`,
  };
  await app.register(authPlugin, {
    config,
    db: handle.db,
    verify,
    agent,
    // A disabled person of the embedded user store loses access at the next user check (≤ 60 s).
    isDisabled: embedded
      ? (iss: string, sub: string) => (iss === issuer ? isStoreAccountDisabled(handle.db, sub) : false)
      : undefined,
  });

  // Public: what the SPA needs to start sign-in.
  app.get('/api/auth-config', { schema: { hide: true } }, async () => ({
    authority: issuer,
    clientId: config.oidc.clientId,
    scope: config.oidc.scopes,
    audience: config.oidc.audience,
    embedded,
    demo: embedded && config.demo,
    audienceParam: config.oidc.audienceParam,
  }));

  for (const mod of routeModules) await app.register(mod.plugin, { prefix: mod.prefix });

  registerSpa(app, config);
  return app;
}

/**
 * Fastify's trustProxy from TRUST_PROXY: `true` is one hop, never Fastify's "trust every hop" (the
 * client writes the left-most X-Forwarded-For entry). A hop count is a function here because
 * Fastify refuses plain counts (it cannot tell a proxy from a direct client): with a count the
 * operator vouches that only the proxies reach the server; ranges need no such promise.
 */
export function trustProxyOption(tp: Config['trustProxy']) {
  if (tp === false || (Array.isArray(tp) && tp.length === 0)) return false;
  if (Array.isArray(tp)) return tp;
  const hops = tp === true ? 1 : tp;
  return (_address: string, i: number) => i < hops;
}

function registerSpa(app: App, config: Config) {
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect('/store/'));
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasDist = fs.existsSync(indexFile);
  if (hasDist) {
    app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/store/',
      index: false,
      wildcard: true,
      // The web build writes .br and .gz copies of its assets: sent as they are (no compression per
      // request); a file without a copy is compressed on the fly by @fastify/compress.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
  if (hasDist) {
    // The directory itself is not listable; it is the SPA's home.
    app.get('/store', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
    app.get('/store/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && url.startsWith('/store/');
    const isAsset = /\/assets\//.test(url);
    if (wantsPage && !isAsset && hasDist) return sendIndex(reply);
    // A browser's mistyped address outside /store/ gets the app's 404 page (the app moves it under
    // /store/), not raw JSON; API clients and assets keep the JSON answer.
    const browserPage =
      request.method === 'GET' &&
      !isAsset &&
      !url.startsWith('/api/') &&
      !url.startsWith('/oidc/') &&
      String(request.headers.accept ?? '').includes('text/html');
    if (browserPage && hasDist) return sendIndex(reply.status(404));
    return reply.status(404).send({ code: 'HTTP-404', detail: 'Not found.' });
  });
}
