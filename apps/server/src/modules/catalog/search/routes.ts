import { CatalogSearchQuery, CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { ErrorBody } from '@storefront/contract/common';
import type { FastifyPluginAsync } from 'fastify';
import { holdStateCache } from '../details/state-cache.ts';
import { searchCatalog } from './service.ts';

export const catalogSearchRoutes: FastifyPluginAsync = async (app) => {
  // Keeps the callers' favourite and watch flags of result cards in memory where the database
  // notifies their changes (see details/state-cache.ts).
  let release: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    try {
      release = await holdStateCache(app.dbHandle);
    } catch (err) {
      app.log.warn({ err }, 'search: no change notifications, per-request flag reads');
    }
  });
  app.addHook('onClose', async () => {
    await release?.();
  });
  app.get(
    '/api/web/catalog/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search the catalogue (full text, filters, classifications, sort, paging, facets)',
        querystring: CatalogSearchQuery,
        response: { 200: CatalogSearchResponse, 400: ErrorBody },
      },
    },
    async (request) =>
      searchCatalog(app.db, request.query as CatalogSearchQuery & Record<string, unknown>, request.user.id),
  );
};
