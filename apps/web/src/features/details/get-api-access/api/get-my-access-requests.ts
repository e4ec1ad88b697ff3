import type { MyAccessRequests } from '@storefront/contract/access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

/** GET /api/web/access/catitem/{id}/requests: the signed-in user's requests for the item. */
export const getMyAccessRequests = (id: string, signal?: AbortSignal) =>
  apiGet<MyAccessRequests>(`/api/web/access/catitem/${encodeURIComponent(id)}/requests`, undefined, signal);

export const myAccessRequestsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['access', 'requests', id] as const,
    queryFn: ({ signal }) => getMyAccessRequests(id, signal),
    retry: false,
    staleTime: 0,
  });

export function useMyAccessRequests(id: string) {
  return useQuery(myAccessRequestsQueryOptions(id));
}
