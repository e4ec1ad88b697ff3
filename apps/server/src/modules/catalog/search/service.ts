import type {
  CatalogSearchQuery,
  CatalogSearchResponse,
  SearchFacets,
} from '@storefront/contract/catalog-search';
import type { RawBuilder } from 'kysely';
import type { Database } from '../../../db/connection.ts';
import { badRequest } from '../../../errors.ts';
import { ReplyBytesCache } from '../../../reply-cache.ts';
import { stateCacheOf } from '../details/state-cache.ts';
import { stateReaderOf } from '../details/state-reader.ts';
import { type CardBase, loadCardBases, withFlags } from '../summary/repository.ts';
import type { SearchIndex, TextHits } from './engine/index.ts';
import { andBits, type Bits, hasBit } from './engine/index.ts';
import { getSearchIndex } from './index-holder.ts';
import { findTextMatches } from './repository.ts';
import { parseSearchRequest, type SearchRequest } from './request.ts';
import { normaliseWords } from './text-repository.ts';
import { buildTsQuery } from './tsquery.ts';

type Sort = SearchRequest['sort'];

function pageByRelevance(
  index: SearchIndex,
  set: Bits,
  hits: TextHits,
  ranks: Float64Array,
  sort: Sort,
  req: SearchRequest,
) {
  const scored: { o: number; r: number }[] = [];
  hits.ords.forEach((o, i) => {
    if (hasBit(set, o)) scored.push({ o, r: ranks[i] });
  });
  const sign = sort.order === 'desc' ? -1 : 1;
  // Equal ranks fall back to name order (ordinals are in name order).
  scored.sort((a, b) => sign * (a.r - b.r) || a.o - b.o);
  return scored.slice(req.offset, req.offset + req.pageSize).map((s) => index.idAt(s.o));
}

/**
 * Items matching the text: in memory once the index's text index is ready and PostgreSQL reduces
 * every word to one lexeme per configuration (the usual case); otherwise by the tsquery in SQL.
 */
async function matchText(
  db: Database,
  index: SearchIndex,
  terms: string[],
  tsquery: RawBuilder<unknown>,
  withRank: boolean,
): Promise<TextHits> {
  const text = index.text?.index;
  const words = text ? await normaliseWords(db, terms) : null;
  if (text && words) return text.match(words, withRank);
  return index.hitsFromIds(await findTextMatches(db, tsquery, withRank));
}

/**
 * The caller's flags on `ids` through the database's details state reader: searches and summaries
 * waiting together share its statements.
 */
async function readFlags(db: Database, ids: string[], userId: number) {
  const reader = stateReaderOf(db);
  const states = await Promise.all(ids.map((id) => reader.read(id, userId)));
  const favourites = new Set<string>();
  const watched = new Set<string>();
  ids.forEach((id, i) => {
    if (states[i].favourite) favourites.add(id);
    if (states[i].watched) watched.add(id);
  });
  return { favourites, watched };
}

/** Card data and the caller's flags of the page's cards. */
async function loadPageParts(db: Database, index: SearchIndex, ids: string[], userId: number) {
  const none = { favourites: new Set<string>(), watched: new Set<string>() };
  if (ids.length === 0) return { bases: new Map<string, CardBase>(), flags: none };
  const bases = index.cachedCards(ids);
  const missing = ids.filter((id) => !bases.has(id));
  // The caller's flags from memory while change notifications keep them current (PGlite).
  const states = stateCacheOf(db);
  const stamp = states.stamp();
  const known = states.flagsOf(userId, ids);
  const [loaded, flags] = await Promise.all([
    loadCardBases(db, missing),
    known ?? readFlags(db, ids, userId),
  ]);
  if (!known) states.storeFlags(stamp, userId, ids, flags);
  index.rememberCards(loaded);
  for (const [id, card] of loaded) bases.set(id, card);
  return { bases, flags };
}

/** Cached answers (their bytes as sent) per index: a new index (any catalogue change) starts empty. */
const replyCaches = new WeakMap<SearchIndex, ReplyBytesCache>();

export function replyCacheOf(index: SearchIndex) {
  let cache = replyCaches.get(index);
  if (!cache) {
    cache = new ReplyBytesCache();
    replyCaches.set(index, cache);
  }
  return cache;
}

export interface PreparedSearch {
  index: SearchIndex;
  /**
   * The caller's flags on the page's cards, one digit per card: with the index and the request's
   * URL it determines the answer (the page and its cards are the index's).
   */
  flagsKey: string;
  answer(): CatalogSearchResponse;
}

/** The index the last search of each database was answered from. */
const lastIndex = new WeakMap<Database, SearchIndex>();

/**
 * A search up to its answer: what determines the answer (see PreparedSearch) and the answer.
 * The page is computed from the index that answered the last search while the check that it is
 * still current runs, so the page's flags are read alongside that check instead of after it (one
 * wait for the database instead of two). When the check brings another index (the catalogue
 * changed), the page is computed again from it, with its flags read again.
 */
export async function prepareSearch(
  db: Database,
  query: CatalogSearchQuery & Record<string, unknown>,
  userId: number,
): Promise<PreparedSearch> {
  const guess = lastIndex.get(db);
  const current = getSearchIndex(db);
  const early = guess
    ? prepareFrom(db, guess, query, userId).then(
        (prepared) => ({ prepared }),
        (err: unknown) => ({ err }),
      )
    : undefined;
  const index = await current;
  lastIndex.set(db, index);
  if (index !== guess || !early) return prepareFrom(db, index, query, userId);
  const settled = await early;
  if ('err' in settled) throw settled.err;
  return settled.prepared;
}

async function prepareFrom(
  db: Database,
  index: SearchIndex,
  query: CatalogSearchQuery & Record<string, unknown>,
  userId: number,
): Promise<PreparedSearch> {
  const req = parseSearchRequest(query, index.dimensions());
  const unknown = req.classificationIds.find((id) => !index.hasClassification(id));
  if (unknown) throw badRequest(`Invalid querystring.classificationIds: unknown classification '${unknown}'`);

  const tsquery = buildTsQuery(req.terms);
  const sort: Sort =
    req.sort.field === 'relevance' && !tsquery ? { field: 'sortName', order: 'asc' } : req.sort;
  const withRank = sort.field === 'relevance';
  const hits = tsquery
    ? await index.textMatches(`${withRank}|${req.terms.join(' ')}`, () =>
        matchText(db, index, req.terms, tsquery, withRank),
      )
    : null;

  // Text and classifications narrow everything; each dimension filter narrows every facet but its own.
  let base = hits ? hits.bits : index.all();
  if (req.classificationIds.length > 0) base = andBits(base, index.inClassifications(req.classificationIds));
  const filterBits = [...req.filters].map(([d, codes]) => [d, index.withValues(d, codes)] as const);
  const except = (dimension?: string) =>
    filterBits.reduce((acc, [d, bits]) => (d === dimension ? acc : andBits(acc, bits)), base);
  const matched = except();
  const facets: SearchFacets = {};
  for (const dimension of index.dimensions().keys()) {
    facets[dimension] = index.facet(dimension, req.filters.has(dimension) ? except(dimension) : matched);
  }

  const total = index.count(matched);
  const desc = sort.order === 'desc';
  let ids: string[] = [];
  if (req.offset < total) {
    if (sort.field === 'relevance' && hits?.ranks)
      ids = pageByRelevance(index, matched, hits, hits.ranks, sort, req);
    else if (sort.field === 'dateUpdated') ids = index.pageByDate(matched, req.offset, req.pageSize, desc);
    else ids = index.pageByName(matched, req.offset, req.pageSize, desc);
  }
  const { bases, flags } = await loadPageParts(db, index, ids, userId);
  let flagsKey = '';
  for (const id of ids) flagsKey += (flags.favourites.has(id) ? 1 : 0) + (flags.watched.has(id) ? 2 : 0);
  return {
    index,
    flagsKey,
    answer: () => ({
      metadata: {
        totalSize: total,
        offset: req.offset,
        pageSize: req.pageSize,
        sortField: `${sort.field}:${sort.order}`,
        facets,
      },
      results: withFlags(ids, bases, flags),
    }),
  };
}

export async function searchCatalog(
  db: Database,
  query: CatalogSearchQuery & Record<string, unknown>,
  userId: number,
): Promise<CatalogSearchResponse> {
  return (await prepareSearch(db, query, userId)).answer();
}
