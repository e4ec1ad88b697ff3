import { ErrorBody } from '@storefront/contract/common';
import { TaxonomyData, TaxonomyIdParams } from '@storefront/contract/taxonomy';
import type { FastifyPluginAsync } from 'fastify';
import { getTaxonomyData } from './service.ts';

export const taxonomiesWebRoutes: FastifyPluginAsync = async (app) => {
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
    async (request) => getTaxonomyData(app.db, (request.params as TaxonomyIdParams).id),
  );
};
