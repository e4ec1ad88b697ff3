import type { TaxonomyData } from '@storefront/contract/taxonomy';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/web/taxonomy/{id}/data: one taxonomy's classification tree. */
export const getTaxonomy = (id: string, signal?: AbortSignal) =>
  apiGet<TaxonomyData>(`/api/web/taxonomy/${encodeURIComponent(id)}/data`, undefined, signal);

export const taxonomyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['taxonomy', id],
    queryFn: ({ signal }) => getTaxonomy(id, signal),
    staleTime: 5 * 60_000,
  });

/** Every configured taxonomy, fetched in parallel. */
export function useTaxonomies(ids: string[]) {
  return useQueries({ queries: ids.map((id) => taxonomyQueryOptions(id)) });
}
