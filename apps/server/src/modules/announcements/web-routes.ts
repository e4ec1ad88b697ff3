import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { AnnouncementsPage, AnnouncementsQuery } from '@storefront/contract/news';
import { getAnnouncementsPage } from './service.ts';

/** News announcements, mounted at /api/web. */
export const announcementsWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/announcements',
    {
      schema: {
        tags: ['news'],
        querystring: AnnouncementsQuery,
        response: { 200: AnnouncementsPage, 400: ErrorBody },
      },
    },
    async (request) => getAnnouncementsPage(app.db, request.query),
  );
};
