import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CatalogSearchQuery, CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { ErrorBody } from '@storefront/contract/common';
import { sendSerialized } from '../../../lib/http-reply.ts';
import { cachedReply } from '../../../reply-cache.ts';
import { holdStateCacheWhileOpen } from '../details/state-cache.ts';
import { prepareSearch, replyCacheOf } from './service.ts';

export const searchWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const search = await prepareSearch(app.db, request.query, request.user.id);
      const key = `${request.url}|${search.flagsKey}`;
      const cached = cachedReply(request, reply, replyCacheOf(search.index), key);
      return cached ? sendSerialized(reply, cached) : search.answer();
    },
  );
};
