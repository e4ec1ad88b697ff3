import type { AccessStatus, ProviderAccessList } from '@storefront/contract/access';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/provider/access-requests?status=: access requests across items. */
export const getAccessRequests = (status: AccessStatus | undefined, signal?: AbortSignal) =>
  apiGet<ProviderAccessList>('/api/provider/access-requests', { status }, signal);

export const accessRequestsQueryOptions = (status: AccessStatus | undefined) =>
  queryOptions({
    queryKey: ['provider', 'access-requests', status ?? 'all'] as const,
    queryFn: ({ signal }) => getAccessRequests(status, signal),
    retry: false,
  });
