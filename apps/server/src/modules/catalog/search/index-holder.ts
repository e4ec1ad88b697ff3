import type { Database } from '../../../db/connection.ts';
import { loadIndexSource, readCatalogVersion } from './repository.ts';
import { SearchIndex } from './search-index.ts';

// A version bump becomes visible at the writer's statement, its rows at commit: an index built in
// between misses them. Rebuilding in the background after this age bounds that staleness.
const REFRESH_AFTER_MS = 60_000;

interface Entry {
  version: string;
  at: number;
  index: Promise<SearchIndex>;
}

interface Holder {
  current: Entry | null;
  refreshing: boolean;
}

// Per database: tests and tools may run several apps in one process.
const holders = new WeakMap<Database, Holder>();

function build(db: Database, holder: Holder, version: string): Entry {
  const entry: Entry = {
    version,
    at: Date.now(),
    index: loadIndexSource(db).then((s) => new SearchIndex(s)),
  };
  entry.index.catch(() => {
    if (holder.current === entry) holder.current = null;
  });
  return entry;
}

/**
 * The search index for the catalogue as it is now, per process and database. Built on first use and
 * whenever the catalogue version changes (requests wait for it, so they never see data older than
 * their version); concurrent requests share one build.
 */
export async function getSearchIndex(db: Database): Promise<SearchIndex> {
  const version = await readCatalogVersion(db);
  let holder = holders.get(db);
  if (!holder) {
    holder = { current: null, refreshing: false };
    holders.set(db, holder);
  }
  const h = holder;
  if (!h.current || h.current.version !== version) {
    h.current = build(db, h, version);
  } else if (Date.now() - h.current.at > REFRESH_AFTER_MS && !h.refreshing) {
    h.refreshing = true;
    const next = build(db, h, version);
    next.index
      .then(() => {
        if (h.current?.version === version) h.current = next;
      })
      .catch(() => {})
      .finally(() => {
        h.refreshing = false;
      });
  }
  return h.current.index;
}

/** Drop the index (the benchmark uses it to measure a rebuild). */
export function resetSearchIndex(db: Database) {
  holders.delete(db);
}

/** Forget cached text matches (the benchmark uses it to measure first-time queries). */
export async function forgetTextMatches(db: Database) {
  (await holders.get(db)?.current?.index)?.forgetTextMatches();
}
