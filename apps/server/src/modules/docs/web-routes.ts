import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import {
  DocsQuery,
  InteractiveDocsConfig,
  OAuthTokenRequest,
  OAuthTokenResponse,
  PreparedDocument,
  TryRequest,
  TryResponse,
} from '@storefront/contract/docs';
import { VersionQuery } from '@storefront/contract/versions';
import { notModified } from '../../lib/http-reply.ts';
import { lifecycleHeaders } from '../versions/index.ts';
import { requestTryToken } from './proxy/oauth-token.ts';
import { runTry, tryGuard } from './proxy/try-service.ts';
import { getDocumentForDocs, getInteractiveDocsConfig } from './service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

function bearerOf(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1] : null;
}

const lowerKeys = (h: Record<string, string>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

/** Mounted at /api/web/catalog/item. */
export const docsWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/openapi/docs',
    {
      schema: {
        params: ItemIdParams,
        querystring: DocsQuery,
        // Declared for the OpenAPI document only: the body is the prepared document's bytes.
        response: {
          200: {
            description: 'The API document prepared for the viewer',
            content: { '*/*': { schema: PreparedDocument } },
          },
          ...errors,
        },
      },
      config: { compress: false },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { useMocking, version } = request.query;
      const served = await getDocumentForDocs(app.db, id, useMocking === true, app.config.publicUrl, version);
      reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', 'private, no-cache')
        .header('ETag', served.etag)
        .header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === served.etag) return notModified(reply);
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').send(served.gzip);
      }
      return reply.send(served.json);
    },
  );

  app.get(
    '/:id/interactivedocs/config',
    { schema: { params: ItemIdParams, response: { 200: InteractiveDocsConfig, ...errors } } },
    async (request) => getInteractiveDocsConfig(app.db, request.params.id),
  );

  app.post(
    '/:id/try',
    {
      schema: {
        params: ItemIdParams,
        querystring: VersionQuery,
        body: TryRequest,
        response: { 200: TryResponse, ...errors },
      },
    },
    async (request) => {
      const answer = await runTry(
        app.db,
        request.params.id,
        request.body,
        bearerOf(request.headers.authorization),
        tryGuard(app.config),
        request.query.version,
      );
      // Issue 28: answers for a deprecated version carry Deprecation and Sunset (RFC 9745, RFC 8594).
      const lifecycle = await lifecycleHeaders(app.db, request.params.id, request.query.version);
      return { ...answer, headers: { ...answer.headers, ...lowerKeys(lifecycle) } };
    },
  );

  // Issue 29: Try's OAuth 2 token, asked by the portal (decisions.md: why not from the browser).
  app.post(
    '/:id/try/oauth-token',
    {
      schema: {
        params: ItemIdParams,
        querystring: VersionQuery,
        body: OAuthTokenRequest,
        response: { 200: OAuthTokenResponse, 502: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return requestTryToken(
        app.db,
        request.params.id,
        request.body,
        app.config.publicUrl,
        tryGuard(app.config),
        request.query.version,
      );
    },
  );
};
