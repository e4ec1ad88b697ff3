import { ErrorBody } from '@storefront/contract/common';
import { OutboxPage, OutboxQuery, UnsubscribeParams } from '@storefront/contract/email';
import type { FastifyPluginAsync } from 'fastify';
import { subscribeEventHooks } from './event-hooks.ts';
import { getOutboxPage, unsubscribe, unsubscribePage } from './service.ts';

/** GET /api/provider/email/outbox: what was (or will be) emailed; mounted at /api/provider. */
export const emailProviderRoutes: FastifyPluginAsync = async (app) => {
  // Replies and access decisions queue their emails (and live events) while this app runs.
  const unsubscribe = subscribeEventHooks();
  app.addHook('onClose', async () => unsubscribe());
  app.get(
    '/email/outbox',
    {
      schema: {
        tags: ['provider-email'],
        querystring: OutboxQuery,
        response: { 200: OutboxPage, 400: ErrorBody },
      },
    },
    async (request) => getOutboxPage(app.db, app.config.publicUrl, request.query as OutboxQuery),
  );
};

/** The unsubscribe link of every email: public (the token is the credential); mounted at /api/email. */
export const emailPublicRoutes: FastifyPluginAsync = async (app) => {
  // One-click unsubscribe (RFC 8058) posts a form body we do not need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  const schema = { hide: true, params: UnsubscribeParams };
  app.get('/unsubscribe/:token', { schema }, async (request, reply) => {
    const { status, html } = await unsubscribePage(app.db, (request.params as UnsubscribeParams).token);
    return reply.status(status).type('text/html; charset=utf-8').send(html);
  });
  app.post('/unsubscribe/:token', { schema }, async (request, reply) => {
    const { status, html } = await unsubscribe(app.db, (request.params as UnsubscribeParams).token);
    return reply.status(status).type('text/html; charset=utf-8').send(html);
  });
};
