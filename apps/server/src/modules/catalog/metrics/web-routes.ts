import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TopMetrics } from '@storefront/contract/metrics';
import { getTopMetrics } from './service.ts';

export const metricsWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/web/metrics/top',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Top APIs: per ranking metric, the 4 items with the highest values',
        response: { 200: TopMetrics },
      },
    },
    async (request) => getTopMetrics(app.db, request.user.id),
  );
};
