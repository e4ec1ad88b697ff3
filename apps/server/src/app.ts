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
import { type Config, embeddedIssuer, isEmbeddedIdentity } from './config.ts';
import type { Database, DbHandle } from './db/connection.ts';
import { clientErrorHandler, registerErrorHandling } from './errors.ts';
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
    trustProxy: config.trustProxy,
    bodyLimit: 60 * 1024 * 1024,
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

  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  registerCanonicalHost(app, config);
  await app.register(compress, COMPRESS_OPTIONS);
  registerReplyCapture(app);
  await registerOpenApi(app);
  await registerRateLimits(app, config.rateLimit);

  const embedded = isEmbeddedIdentity(config);
  const issuer = embedded ? embeddedIssuer(config) : config.oidc.issuer!;
  let embeddedJwks: (() => Promise<import('jose').JSONWebKeySet>) | undefined;
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
  await app.register(authPlugin, { config, db: handle.db, verify });

  // Public: what the SPA needs to start sign-in.
  app.get('/api/auth-config', { schema: { hide: true } }, async () => ({
    authority: issuer,
    clientId: config.oidc.clientId,
    scope: config.oidc.scopes,
    audience: config.oidc.audience,
    embedded,
  }));

  for (const mod of routeModules) await app.register(mod.plugin, { prefix: mod.prefix });

  registerSpa(app, config);
  return app;
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
    return reply.status(404).send({ code: 'HTTP-404', detail: 'Not found.' });
  });
}
