import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { OutboxPage, OutboxQuery } from '@storefront/contract/email';
import { subscribeEventHooks } from './event-hooks.ts';
import { getOutboxPage } from './service.ts';

/** GET /api/provider/email/outbox: what was (or will be) emailed; mounted at /api/provider. */
export const emailProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (request) => getOutboxPage(app.db, app.config.publicUrl, request.query),
  );
};
