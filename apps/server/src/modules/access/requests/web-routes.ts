import { MyAccessRequests } from '@storefront/contract/access';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import type { FastifyPluginAsync } from 'fastify';
import { listMyAccessRequests } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody };

/** GET /api/web/access/catitem/{id}/requests: the caller's requests for the item and their status. */
export const requestsWebRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/access/catitem/:id/requests',
    { schema: { params: ItemIdParams, response: { 200: MyAccessRequests, ...errors } } },
    async (request) => listMyAccessRequests(app.db, request.user.id, (request.params as ItemIdParams).id),
  );
};
