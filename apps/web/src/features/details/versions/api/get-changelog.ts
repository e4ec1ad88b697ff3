import type { Changelog } from '@storefront/contract/versions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

/** GET /api/web/catalog/item/{id}/changelog?from=&to= (defaults: the default version and the one before). */
export const getChangelog = (
  id: string,
  from: string | undefined,
  to: string | undefined,
  signal?: AbortSignal,
) => apiGet<Changelog>(`/api/web/catalog/item/${encodeURIComponent(id)}/changelog`, { from, to }, signal);

export const changelogQueryOptions = (id: string, from: string | undefined, to: string | undefined) =>
  queryOptions({
    queryKey: ['details', id, 'changelog', from ?? '', to ?? ''] as const,
    queryFn: ({ signal }) => getChangelog(id, from, to, signal),
    retry: false,
    // A changelog between two published documents never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useChangelog(id: string, from: string | undefined, to: string | undefined, enabled = true) {
  return useQuery({ ...changelogQueryOptions(id, from, to), enabled });
}
