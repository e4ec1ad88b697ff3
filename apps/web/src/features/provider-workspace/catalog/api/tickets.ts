import type { NativeTicketBody, NativeTicketPatch, Ticket, TicketList } from '@storefront/contract/ticketing';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../../lib/api-client.ts';
import { CATALOG_KEY } from './items.ts';

const ticketsPath = (id: string) => `/api/provider/items/${encodeURIComponent(id)}/tickets`;

/** The item's tickets as consumers see them (GET /api/web/svcmgmts/changerequests/{id}). */
export const ticketsQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'tickets', itemId] as const,
    queryFn: ({ signal }) =>
      apiGet<TicketList>(`/api/web/svcmgmts/changerequests/${encodeURIComponent(itemId)}`, undefined, signal),
    retry: false,
  });

/** POST /api/provider/items/{id}/tickets: a new native ticket. */
export const createTicket = (itemId: string, body: NativeTicketBody) =>
  apiPost<Ticket>(ticketsPath(itemId), body);

/** PUT /api/provider/items/{id}/tickets/{ticketId}: replaces the given fields. */
export const updateTicket = (itemId: string, ticketId: string, body: NativeTicketPatch) =>
  apiPut<Ticket>(`${ticketsPath(itemId)}/${encodeURIComponent(ticketId)}`, body);
