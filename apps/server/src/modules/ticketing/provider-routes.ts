import { ErrorBody, ItemIdParams } from '@storefront/contract/common';
import { NativeTicketBody, NativeTicketPatch, Ticket, TicketParams } from '@storefront/contract/ticketing';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireProvider } from '../../auth/plugin.ts';
import { createTicketingBackend } from '../../integrations/ticketing/index.ts';
import { createTicket, deleteTicket, updateTicket } from './service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Native ticket management for providers, mounted at /api/provider. */
export const ticketingProviderRoutes: FastifyPluginAsync = async (app) => {
  const backend = createTicketingBackend(app.config, app.db);

  app.post(
    '/items/:id/tickets',
    {
      preHandler: requireProvider,
      schema: { params: ItemIdParams, body: NativeTicketBody, response: { 201: Ticket, ...errors } },
    },
    async (request, reply) => {
      const { id } = request.params as ItemIdParams;
      const ticket = await createTicket(app.db, backend, id, request.body as NativeTicketBody);
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
      const { id, ticketId } = request.params as TicketParams;
      return updateTicket(app.db, backend, id, Number(ticketId), request.body as NativeTicketPatch);
    },
  );

  app.delete(
    '/items/:id/tickets/:ticketId',
    { preHandler: requireProvider, schema: { params: TicketParams, response: errors } },
    async (request, reply) => {
      const { id, ticketId } = request.params as TicketParams;
      await deleteTicket(app.db, backend, id, Number(ticketId));
      return (reply as FastifyReply).status(204).send();
    },
  );
};
