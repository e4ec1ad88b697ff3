import type { CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { type CatalogSearchParams, SEARCH_PATH, toSearchQuery } from './search-query.ts';

// The query itself lives apart (no React Query), so the entry module can prefetch the first page.
export type { CatalogSearchParams, SortField, SortOrder } from './search-query.ts';
export { toSearchQuery };

/** GET /api/web/catalog/search */
export const searchCatalog = (params: CatalogSearchParams, signal?: AbortSignal) =>
  apiGet<CatalogSearchResponse>(SEARCH_PATH, toSearchQuery(params), signal);

export const catalogSearchKey = ['catalog', 'search'] as const;

export const searchCatalogQueryOptions = (params: CatalogSearchParams) =>
  queryOptions({
    queryKey: [...catalogSearchKey, toSearchQuery(params)],
    queryFn: ({ signal }) => searchCatalog(params, signal),
    // Keep the previous page on screen while the next loads (no flashing empty grid).
    placeholderData: keepPreviousData,
  });

export function useSearchCatalog(params: CatalogSearchParams, enabled = true) {
  return useQuery({ ...searchCatalogQueryOptions(params), enabled });
}
