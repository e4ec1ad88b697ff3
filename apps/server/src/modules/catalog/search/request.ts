import type { CatalogSearchQuery } from '@storefront/contract/catalog-search';
import { badRequest } from '../../../errors.ts';
import { searchTerms } from './tsquery.ts';

export type SortKey = 'sortName' | 'dateUpdated' | 'relevance';

export interface SearchRequest {
  terms: string[];
  sort: { field: SortKey; order: 'asc' | 'desc' };
  pageSize: number;
  offset: number;
  classificationIds: string[];
  /** Dimension code → selected value codes (sorted, distinct); only dimensions with a selection. */
  filters: Map<string, string[]>;
}

const KNOWN = new Set(['text', 'sortField', 'pageSize', 'offset', 'classificationIds']);
const MAX_CODES = 100;

function splitCodes(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  const codes = list.flatMap((v) => String(v ?? '').split(','));
  return [...new Set(codes.map((c) => c.trim()).filter((c) => c.length > 0))].sort();
}

/**
 * Turns the validated query string into a search request. Dimension parameters are data (their names
 * are the dimension codes), so they are checked here against `dimensions` (code → value codes).
 */
export function parseSearchRequest(
  query: CatalogSearchQuery & Record<string, unknown>,
  dimensions: ReadonlyMap<string, ReadonlySet<string>>,
): SearchRequest {
  const terms = searchTerms(query.text);
  const [field, order] = (query.sortField ?? (terms.length > 0 ? 'relevance:desc' : 'sortName:asc')).split(
    ':',
  );
  const filters = new Map<string, string[]>();
  for (const [param, raw] of Object.entries(query)) {
    if (KNOWN.has(param)) continue;
    const values = dimensions.get(param);
    if (!values) throw badRequest(`Invalid querystring.${param}: unknown search parameter`);
    const codes = splitCodes(raw);
    if (codes.length > MAX_CODES) throw badRequest(`Invalid querystring.${param}: too many codes`);
    const unknown = codes.find((c) => !values.has(c));
    if (unknown !== undefined) throw badRequest(`Invalid querystring.${param}: unknown code '${unknown}'`);
    if (codes.length > 0) filters.set(param, codes);
  }
  const classificationIds = splitCodes(query.classificationIds ?? []);
  if (classificationIds.length > MAX_CODES)
    throw badRequest('Invalid querystring.classificationIds: too many ids');
  return {
    terms,
    sort: { field: field as SortKey, order: order as 'asc' | 'desc' },
    pageSize: query.pageSize ?? 24,
    offset: query.offset ?? 0,
    classificationIds,
    filters: new Map([...filters].sort(([a], [b]) => a.localeCompare(b))),
  };
}
