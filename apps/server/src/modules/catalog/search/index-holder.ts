import type { Database } from '../../../db/connection.ts';
import { loadIndexSource, readCatalogVersion } from './repository.ts';
import { SearchIndex } from './search-index.ts';
import { startTextBuild } from './text-build.ts';

// A version bump becomes visible at the writer's statement, its rows at commit: an index built in
// between misses them. Rebuilding in the background after this age bounds that staleness.
const REFRESH_AFTER_MS = 60_000;

interface Entry {
  version: string;
  at: number;
  index: Promise<SearchIndex>;
  /** The built index, once the promise has settled successfully. */
  ready?: SearchIndex;
}

interface Holder {
  current: Entry | null;
  /** A build for a newer version while `current` keeps answering (large catalogues). */
  pending: Entry | null;
  refreshing: boolean;
  /** When this process first saw the current version. */
  versionSince: number;
}

// Per database: tests and tools may run several apps in one process.
const holders = new WeakMap<Database, Holder>();

// Up to this size the text index is ready before the first search answers (milliseconds); above it
// builds in the background (seconds at 100,000 items) while SQL matches text.
const INLINE_TEXT_MAX = 5000;

// Above this many items a catalogue change does not make searches wait for the rebuild (seconds at
// 100,000 items): the previous index keeps answering until the new one is built. Below it the
// rebuild takes milliseconds and searches wait, so a change shows at once.
export const STALE_WHILE_REBUILD_MIN = 5000;

const sameItems = (a: SearchIndex, b: SearchIndex) =>
  a.size === b.size && a.ids.every((id, i) => id === b.ids[i]);

/**
 * A same-version refresh keeps the text index when the same items are indexed and the text build
 * began after the refresh age (so it cannot miss a commit that the version bump announced earlier).
 */
async function attachText(
  db: Database,
  holder: Holder,
  index: SearchIndex,
  version: string,
  previous: Entry | null,
) {
  const prev = previous?.version === version ? await previous.index.catch(() => null) : null;
  const text = prev?.text;
  if (
    prev &&
    text &&
    !text.cancelled &&
    text.startedAt >= holder.versionSince + REFRESH_AFTER_MS &&
    sameItems(prev, index)
  )
    index.text = text;
  else index.text = startTextBuild(db, index, version);
  if (previous) {
    const old = await previous.index.catch(() => null);
    if (old?.text && old.text !== index.text) old.text.cancelled = true;
  }
  if (index.size <= INLINE_TEXT_MAX) await index.text.ready;
}

function build(db: Database, holder: Holder, version: string, previous: Entry | null): Entry {
  const entry: Entry = {
    version,
    at: Date.now(),
    index: loadIndexSource(db).then(async (s) => {
      const index = new SearchIndex(s);
      await attachText(db, holder, index, version, previous);
      return index;
    }),
  };
  entry.index.then(
    (index) => {
      entry.ready = index;
    },
    () => {
      if (holder.current === entry) holder.current = null;
      if (holder.pending === entry) holder.pending = null;
    },
  );
  return entry;
}

/**
 * A large catalogue's new version is built beside the index that answers now, which is swapped out
 * when the build is done; the previous index is returned meanwhile.
 */
function rebuildBeside(db: Database, h: Holder, version: string, stale: SearchIndex): SearchIndex {
  if (h.pending?.version !== version) {
    h.versionSince = Date.now();
    const next = build(db, h, version, h.current);
    h.pending = next;
    next.index
      .then(() => {
        if (h.pending !== next) return;
        h.current = next;
        h.pending = null;
      })
      .catch(() => {});
  }
  return stale;
}

/**
 * The search index for the catalogue as it is now, per process and database. Built on first use and
 * whenever the catalogue version changes; concurrent requests share one build. Requests wait for the
 * build (so they never see data older than their version), except on a catalogue larger than
 * `staleWhileRebuildMin`, where the previous index answers for the seconds the rebuild takes.
 */
export async function getSearchIndex(
  db: Database,
  options: { staleWhileRebuildMin?: number } = {},
): Promise<SearchIndex> {
  const version = await readCatalogVersion(db);
  let holder = holders.get(db);
  if (!holder) {
    holder = { current: null, pending: null, refreshing: false, versionSince: 0 };
    holders.set(db, holder);
  }
  const h = holder;
  const staleMin = options.staleWhileRebuildMin ?? STALE_WHILE_REBUILD_MIN;
  if (h.current && h.current.version !== version && h.current.ready && h.current.ready.size > staleMin) {
    return rebuildBeside(db, h, version, h.current.ready);
  }
  if (!h.current || h.current.version !== version) {
    h.versionSince = Date.now();
    h.pending = null;
    h.current = build(db, h, version, h.current);
  } else if (Date.now() - h.current.at > REFRESH_AFTER_MS && !h.refreshing) {
    h.refreshing = true;
    const next = build(db, h, version, h.current);
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
  const pending = holders.get(db)?.pending;
  pending?.index.then(
    (i) => {
      if (i.text) i.text.cancelled = true;
    },
    () => {},
  );
  const entry = holders.get(db)?.current;
  holders.delete(db);
  entry?.index
    .then((i) => {
      if (i.text) i.text.cancelled = true;
    })
    .catch(() => {});
}

/** The current index once its text index is ready (the benchmark waits for it before measuring). */
export async function searchIndexWithText(db: Database): Promise<SearchIndex> {
  const index = await getSearchIndex(db);
  await index.text?.ready;
  return index;
}

/** Forget cached text matches (the benchmark uses it to measure first-time queries). */
export async function forgetTextMatches(db: Database) {
  (await holders.get(db)?.current?.index)?.forgetTextMatches();
}
