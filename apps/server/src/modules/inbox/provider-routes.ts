import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { InboxCounts, InboxPage, InboxQuery } from '@storefront/contract/provider-inbox';
import { requireProvider } from '../../auth/plugin.ts';
import { getInboxCounts, getInboxPage } from './service.ts';

const tags = ['provider-inbox'];

/** The provider workspace's own reads (inbox, counts, announcements to edit), mounted at /api/provider. */
export const inboxProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/inbox',
    {
      preHandler: requireProvider,
      schema: {
        tags,
        summary:
          'Questions and access requests across items, newest first, filtered (kind, status, item) and paged',
        querystring: InboxQuery,
        response: { 200: InboxPage, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => getInboxPage(app.db, request.query),
  );

  app.get(
    '/inbox/counts',
    {
      preHandler: requireProvider,
      schema: {
        tags,
        summary: 'Open questions and pending access requests (the header badge)',
        response: { 200: InboxCounts, 403: ErrorBody },
      },
    },
    async () => getInboxCounts(app.db),
  );
};
