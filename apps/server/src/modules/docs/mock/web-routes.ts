import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MockParams } from '@storefront/contract/docs';
import { serveMock } from './service.ts';

const MAX_BODY = 5 * 1024 * 1024;

/**
 * Mounted at /api/mock: /{itemId}/{operation path}. Every request needs the portal's bearer token
 * (the auth hook protects /api/mock). Bodies arrive as raw bytes and are checked by the document.
 */
export const mockWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD'],
    url: '/:itemId/*',
    schema: { hide: true, params: MockParams },
    handler: async (request, reply) => {
      const { itemId } = request.params;
      const raw = request.raw.url ?? '';
      const q = raw.indexOf('?');
      // The operation path as sent (still percent-encoded): what follows /api/mock/{itemId}.
      const afterMock = (q === -1 ? raw : raw.slice(0, q)).replace(/^\/api\/mock\/[^/]*/, '');
      const pathPart = afterMock || '/';
      const answer = await serveMock(app.db, itemId, {
        method: request.method,
        path: pathPart.startsWith('/') ? pathPart : `/${pathPart}`,
        query: new URLSearchParams(q === -1 ? '' : raw.slice(q + 1)),
        headers: request.headers,
        contentType: request.headers['content-type'],
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
      });
      reply.status(answer.status).header('Cache-Control', 'no-store').header('X-Storefront-Mock', 'true');
      if (answer.contentType) reply.header('Content-Type', answer.contentType);
      return reply.send(answer.body === '' ? undefined : answer.body);
    },
  });
};
