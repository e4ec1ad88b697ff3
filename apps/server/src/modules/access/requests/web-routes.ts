import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyAccessRequests } from '@storefront/contract/access';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { listMyAccessRequests } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

/** GET /api/web/access/catitem/{id}/requests: the caller's requests for the item and their status. */
export const requestsWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/access/catitem/:id/requests',
    { schema: { params: ItemIdParams, response: { 200: MyAccessRequests, ...errors } } },
    async (request) => listMyAccessRequests(app.db, request.user.id, request.params.id),
  );
};
