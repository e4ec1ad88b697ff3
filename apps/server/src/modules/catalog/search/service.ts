import type {
  CatalogSearchQuery,
  CatalogSearchResponse,
  SearchFacets,
} from '@storefront/contract/catalog-search';
import type { Database } from '../../../db/connection.ts';
import { badRequest } from '../../../errors.ts';
import { loadCards } from '../summary/repository.ts';
import {
  countSet,
  expandClassifications,
  facetKey,
  findPageIds,
  listDimensionValues,
  type MatchConditions,
  readCatalogVersion,
  type SetCounts,
} from './repository.ts';
import { parseSearchRequest } from './request.ts';
import { buildTsQuery } from './tsquery.ts';
import { VersionedCache } from './versioned-cache.ts';

// Totals and facet counts do not depend on the caller, paging or sort: paging through a result or
// flipping the sort reuses them, and the empty query (the catalogue's first page) is counted once
// per catalogue version. Per process; the version comes from the database, so instances agree.
const counts = new VersionedCache<SetCounts>(10_000, 500);
const dimensionsCache = new VersionedCache<Map<string, string[]>>(10_000, 1);

/** Forget cached counts (tests that write rows between searches in the same millisecond window). */
export function clearSearchCaches() {
  counts.clear();
  dimensionsCache.clear();
}

export async function searchCatalog(
  db: Database,
  query: CatalogSearchQuery & Record<string, unknown>,
  userId: number,
): Promise<CatalogSearchResponse> {
  const version = await readCatalogVersion(db);
  const dimensions = await dimensionsCache.get('dimensions', version, () => listDimensionValues(db));
  const request = parseSearchRequest(
    query,
    new Map([...dimensions].map(([code, values]) => [code, new Set(values)])),
  );

  let classificationIds: string[] = [];
  if (request.classificationIds.length > 0) {
    const expanded = await expandClassifications(db, request.classificationIds);
    const unknown = request.classificationIds.find((id) => !expanded.found.has(id));
    if (unknown)
      throw badRequest(`Invalid querystring.classificationIds: unknown classification '${unknown}'`);
    classificationIds = expanded.all;
  }

  const tsquery = buildTsQuery(request.terms);
  const filters = [...request.filters];
  const conditions = (except?: string): MatchConditions => ({
    tsquery,
    classificationIds,
    filters: filters.filter(([d]) => d !== except),
  });
  const countsOf = (except?: string) => {
    const key = JSON.stringify([request.terms, request.classificationIds, conditions(except).filters]);
    return counts.get(key, version, () => countSet(db, conditions(except)));
  };

  // Standard faceting: a dimension's own selection does not narrow its own counts.
  const [all, ...perFiltered] = await Promise.all([countsOf(), ...filters.map(([d]) => countsOf(d))]);
  const sources = new Map(filters.map(([d], i) => [d, perFiltered[i]]));
  const facets: SearchFacets = {};
  for (const [dimension, codes] of dimensions) {
    const source = sources.get(dimension) ?? all;
    facets[dimension] = Object.fromEntries(
      codes.map((c) => [c, source.values.get(facetKey(dimension, c)) ?? 0]),
    );
  }

  const sort =
    request.sort.field === 'relevance' && !tsquery
      ? { field: 'sortName' as const, order: 'asc' as const }
      : request.sort;
  const ids =
    request.offset < all.total
      ? await findPageIds(db, conditions(), sort, { limit: request.pageSize, offset: request.offset })
      : [];
  return {
    metadata: {
      totalSize: all.total,
      offset: request.offset,
      pageSize: request.pageSize,
      sortField: `${sort.field}:${sort.order}`,
      facets,
    },
    results: await loadCards(db, ids, userId),
  };
}
