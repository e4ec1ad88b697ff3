import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { LatestNews, NoticesPage, NoticesQuery } from '@storefront/contract/notices';
import { getLatestNews, getNoticesPage } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

/** Provider updates, mounted at /api/web. */
export const noticesWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notices/catitem/:id',
    {
      schema: { params: ItemIdParams, querystring: NoticesQuery, response: { 200: NoticesPage, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const { pageSize, offset } = request.query;
      return getNoticesPage(app.db, id, pageSize, offset);
    },
  );

  app.get('/news/latest', { schema: { response: { 200: LatestNews } } }, async () => getLatestNews(app.db));
};
