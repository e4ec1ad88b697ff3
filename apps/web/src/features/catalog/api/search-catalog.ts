import type { CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type Query } from '../../../lib/api-client.ts';

export type SortField = 'sortName' | 'dateUpdated';
export type SortOrder = 'asc' | 'desc';

/** One page of a catalogue search; the server pages, the client never fetches everything. */
export interface CatalogSearchParams {
  text?: string;
  sortField: SortField;
  sortOrder: SortOrder;
  pageSize: number;
  offset: number;
  /** Dimension code → selected value codes (OR within a dimension, AND across). */
  filters?: Record<string, string[]>;
  classificationIds?: string[];
}

export function toSearchQuery(p: CatalogSearchParams): Query {
  const query: Query = {
    text: p.text?.trim() || undefined,
    sortField: `${p.sortField}:${p.sortOrder}`,
    pageSize: p.pageSize,
    offset: p.offset,
  };
  for (const [code, values] of Object.entries(p.filters ?? {})) if (values.length) query[code] = values;
  if (p.classificationIds?.length) query.classificationIds = p.classificationIds;
  return query;
}

/** GET /api/web/catalog/search */
export const searchCatalog = (params: CatalogSearchParams, signal?: AbortSignal) =>
  apiGet<CatalogSearchResponse>('/api/web/catalog/search', toSearchQuery(params), signal);

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
