import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnsubscribeParams } from '@storefront/contract/email';
import { unsubscribe, unsubscribePage } from './service.ts';

/** The unsubscribe link of every email: public (the token is the credential); mounted at /api/email. */
export const emailPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One-click unsubscribe (RFC 8058) posts a form body we do not need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  const schema = { hide: true, params: UnsubscribeParams };
  app.get('/unsubscribe/:token', { schema }, async (request, reply) => {
    const { status, html } = await unsubscribePage(app.db, request.params.token);
    return reply.status(status).type('text/html; charset=utf-8').send(html);
  });
  app.post(
    '/unsubscribe/:token',
    { schema, bodyLimit: app.config.http.publicBodyLimitBytes },
    async (request, reply) => {
      const { status, html } = await unsubscribe(app.db, request.params.token);
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    },
  );
};
