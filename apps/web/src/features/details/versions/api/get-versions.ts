import type { ApiVersionList } from '@storefront/contract/versions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

/** GET /api/web/catalog/item/{id}/versions: newest first, with states and sunset dates. */
export const getVersions = (id: string, signal?: AbortSignal) =>
  apiGet<ApiVersionList>(`/api/web/catalog/item/${encodeURIComponent(id)}/versions`, undefined, signal);

export const versionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['details', id, 'versions'] as const,
    queryFn: ({ signal }) => getVersions(id, signal),
    retry: false,
  });

export function useVersions(id: string, enabled = true) {
  return useQuery({ ...versionsQueryOptions(id), enabled });
}
