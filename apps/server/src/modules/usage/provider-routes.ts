import { ErrorBody } from '@storefront/contract/common';
import { UsageQuery, UsageReport } from '@storefront/contract/usage';
import type { FastifyPluginAsync } from 'fastify';
import { requireProvider } from '../../auth/plugin.ts';
import { getUsageReport } from './service.ts';

/** Usage of catalogue items for providers (issue 15 part 6), mounted at /api/provider. */
export const usageProviderRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/usage',
    {
      preHandler: requireProvider,
      schema: {
        tags: ['provider'],
        querystring: UsageQuery,
        response: { 200: UsageReport, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getUsageReport(app.db, request.query as UsageQuery),
  );
};
