import { CatalogSearchQuery, CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { ErrorBody } from '@storefront/contract/common';
import type { FastifyPluginAsync } from 'fastify';
import { searchCatalog } from './service.ts';

export const catalogSearchRoutes: FastifyPluginAsync = async (app) => {
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
