import { CatalogSearchQuery, CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { ErrorBody } from '@storefront/contract/common';
import type { FastifyPluginAsync } from 'fastify';
import { cachedReply } from '../../../reply-cache.ts';
import { holdStateCacheWhileOpen } from '../details/state-cache.ts';
import { prepareSearch, replyCacheOf } from './service.ts';

export const searchWebRoutes: FastifyPluginAsync = async (app) => {
  // Keeps the callers' favourite and watch flags of result cards in memory where the database
  // notifies their changes (see details/state-cache.ts).
  holdStateCacheWhileOpen(app, 'search: no change notifications, per-request flag reads');
  app.get(
    '/api/web/catalog/search',
    {
      // The same page of the same index with the same flags is the same answer: its bytes (serialized,
      // compressed) are kept per index and replayed (reply-cache.ts).
      config: { replyCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Search the catalogue (full text, filters, classifications, sort, paging, facets)',
        querystring: CatalogSearchQuery,
        response: { 200: CatalogSearchResponse, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const query = request.query as CatalogSearchQuery & Record<string, unknown>;
      const search = await prepareSearch(app.db, query, request.user.id);
      const key = `${request.url}|${search.flagsKey}`;
      return cachedReply(request, reply, replyCacheOf(search.index), key) ?? search.answer();
    },
  );
};
