import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@storefront/contract/common';
import { KeyUsageQuery, KeyUsageReport } from '@storefront/contract/key-usage';
import { consumerUsage } from './service.ts';

/** GET /api/web/keys/usage: the signed-in consumer's own calls and errors per app, key and product. */
export const keyUsageWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/keys/usage',
    {
      schema: {
        tags: ['key-usage'],
        querystring: KeyUsageQuery,
        response: { 200: KeyUsageReport, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => consumerUsage(app.db, request.user.id, request.query),
  );
};
