import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { TaxonomyData, TaxonomyIdParams } from '@storefront/contract/taxonomy';
import { getTaxonomyData } from './service.ts';

export const taxonomiesWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/web/taxonomy/:id/data',
    {
      schema: {
        tags: ['taxonomy'],
        summary: 'One taxonomy with its classification tree and aggregate counts',
        params: TaxonomyIdParams,
        response: { 200: TaxonomyData, 404: ErrorBody },
      },
    },
    async (request) => getTaxonomyData(app.db, request.params.id),
  );
};
