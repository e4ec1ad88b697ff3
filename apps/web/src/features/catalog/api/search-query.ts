import type { Query } from '../../../lib/api-client.ts';

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
