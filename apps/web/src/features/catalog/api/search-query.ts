import type { SORT_FIELDS } from '@storefront/contract/catalog-search';
import type { Query } from '../../../lib/api-client.ts';

/** The sorts the web offers: the contract's SORT_FIELDS but relevance (the web always sends one). */
export type SortField = Exclude<(typeof SORT_FIELDS)[number], 'relevance'>;
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

export const SEARCH_PATH = '/api/web/catalog/search';

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
