import { type Static, Type } from '@sinclair/typebox';
import { ItemSummary } from './common.ts';

/** A catalogue card: the item summary without its operations (search results, favourites, recent). */
export const ItemCard = Type.Omit(ItemSummary, ['operations']);
export type ItemCard = Static<typeof ItemCard>;

export const SORT_FIELDS = ['sortName', 'dateUpdated', 'relevance'] as const;

/**
 * GET /api/web/catalog/search query. Besides these, one parameter per filter dimension (named by the
 * dimension code, e.g. `pricingplans=free,gold` or repeated) carries value codes: codes within one
 * dimension are OR-ed, dimensions and classifications are AND-ed. Any other parameter is a 400.
 */
export const CatalogSearchQuery = Type.Object(
  {
    text: Type.Optional(Type.String({ maxLength: 200 })),
    /**
     * {sortName|dateUpdated|relevance}:{asc|desc}. Default: relevance:desc when text is given,
     * otherwise sortName:asc.
     */
    sortField: Type.Optional(Type.String({ pattern: '^(sortName|dateUpdated|relevance):(asc|desc)$' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    /** Repeated and/or comma-separated; an item matches when it is in any of them or their descendants. */
    classificationIds: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 50 })),
  },
  { additionalProperties: Type.Union([Type.String(), Type.Array(Type.String())]) },
);
export type CatalogSearchQuery = Static<typeof CatalogSearchQuery>;

/** Per dimension code, per value code: the total the current query would have with that value. */
export const SearchFacets = Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer()));
export type SearchFacets = Static<typeof SearchFacets>;

export const CatalogSearchResponse = Type.Object({
  metadata: Type.Object({
    totalSize: Type.Integer(),
    offset: Type.Integer(),
    pageSize: Type.Integer(),
    sortField: Type.String(),
    facets: SearchFacets,
  }),
  results: Type.Array(ItemCard),
});
export type CatalogSearchResponse = Static<typeof CatalogSearchResponse>;
