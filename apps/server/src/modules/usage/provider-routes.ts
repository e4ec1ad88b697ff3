import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { UsageQuery, UsageReport } from '@storefront/contract/usage';
import { requireProvider } from '../../auth/plugin.ts';
import { getUsageReport } from './service.ts';

/** Usage of catalogue items for providers (issue 15 part 6), mounted at /api/provider. */
export const usageProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (request) => getUsageReport(app.db, request.query),
  );
};
