import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import {
  DocsQuery,
  InteractiveDocsConfig,
  PreparedDocument,
  TryRequest,
  TryResponse,
} from '@storefront/contract/docs';
import { notModified } from '../../lib/http-reply.ts';
import { runTry } from './proxy/try-service.ts';
import { getDocumentForDocs, getInteractiveDocsConfig } from './service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

function bearerOf(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1] : null;
}

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
      const { useMocking } = request.query;
      const served = await getDocumentForDocs(app.db, id, useMocking === true, app.config.publicUrl);
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
    { schema: { params: ItemIdParams, body: TryRequest, response: { 200: TryResponse, ...errors } } },
    async (request) =>
      runTry(app.db, request.params.id, request.body, bearerOf(request.headers.authorization)),
  );
};
