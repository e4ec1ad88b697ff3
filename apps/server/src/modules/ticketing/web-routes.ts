import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { TicketList } from '@storefront/contract/ticketing';
import { createTicketingBackend } from '../../integrations/ticketing/index.ts';
import { listChangeRequests } from './service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Change-request tickets of an item for consumers, mounted at /api/web. */
export const ticketingWebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const backend = createTicketingBackend(app.config, app.db);

  app.get(
    '/svcmgmts/changerequests/:id',
    { schema: { params: ItemIdParams, response: { 200: TicketList, ...errors } } },
    async (request) => ({
      result: await listChangeRequests(app.db, backend, request.log, request.params.id),
    }),
  );
};
