import type { TicketList } from '@storefront/contract/ticketing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/web/svcmgmts/changerequests/{id}: the item's change-request tickets. */
export const getChangeRequests = (id: string, signal?: AbortSignal) =>
  apiGet<TicketList>(`/api/web/svcmgmts/changerequests/${encodeURIComponent(id)}`, undefined, signal);

export const changeRequestsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['details', id, 'tickets'] as const,
    queryFn: ({ signal }) => getChangeRequests(id, signal),
    retry: false,
  });

export function useChangeRequests(id: string) {
  return useQuery(changeRequestsQueryOptions(id));
}
