import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, ItemIdParams, NoContent } from '@storefront/contract/common';
import { NativeTicketBody, NativeTicketPatch, Ticket, TicketParams } from '@storefront/contract/ticketing';
import { requireProvider } from '../../auth/plugin.ts';
import { createTicketingBackend } from '../../integrations/ticketing/index.ts';
import { createTicket, deleteTicket, updateTicket } from './service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Native ticket management for providers, mounted at /api/provider. */
export const ticketingProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const backend = createTicketingBackend(app.config, app.db);

  app.post(
    '/items/:id/tickets',
    {
      preHandler: requireProvider,
      schema: { params: ItemIdParams, body: NativeTicketBody, response: { 201: Ticket, ...errors } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const ticket = await createTicket(app.db, backend, id, request.body);
      return reply.status(201).send(ticket);
    },
  );

  app.put(
    '/items/:id/tickets/:ticketId',
    {
      preHandler: requireProvider,
      schema: { params: TicketParams, body: NativeTicketPatch, response: { 200: Ticket, ...errors } },
    },
    async (request) => {
      const { id, ticketId } = request.params;
      return updateTicket(app.db, backend, id, Number(ticketId), request.body);
    },
  );

  app.delete(
    '/items/:id/tickets/:ticketId',
    {
      preHandler: requireProvider,
      schema: { params: TicketParams, response: { ...errors, 204: NoContent } },
    },
    async (request, reply) => {
      const { id, ticketId } = request.params;
      await deleteTicket(app.db, backend, id, Number(ticketId));
      return reply.status(204).send(null);
    },
  );
};
