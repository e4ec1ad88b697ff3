import type { Database } from '../../../db/connection.ts';
import { SharedRead } from '../../../lib/shared-read.ts';
import {
  pruneSearchChanges,
  readChangedIds,
  readChangedItems,
  readSearchState,
  type SearchState,
} from './change-repository.ts';
import type { SearchIndex } from './engine/index.ts';
import { applyDelta } from './engine/index.ts';
import { type IndexBuild, startIndexBuild } from './index-build.ts';

// A version bump becomes visible at the writer's statement, its rows at commit: an index built in
// between misses them. When other transactions were in progress as a build began, one rebuild in
// the background after this age bounds that staleness.
const REFRESH_AFTER_MS = 60_000;

// Up to this size the text index is ready before the first search answers (milliseconds); above it
// builds in the background (seconds at 100,000 items) while SQL matches text.
const INLINE_TEXT_MAX = 5000;

// Above this many items a catalogue change does not make searches wait for the rebuild (seconds at
// 100,000 items): the previous index keeps answering until the new one is built. Below it the
// rebuild takes milliseconds and searches wait, so a change shows at once.
export const STALE_WHILE_REBUILD_MIN = 5000;

// Item writes after a build are laid over it as a delta (index-delta.ts: milliseconds) rather than
// rebuilt (seconds at 100,000 items). Past this many change rows (a few per item write) the index is
// rebuilt beside while deltas keep answering; past the cap, or on a change of the catalogue's shape
// (dimensions, values, the classification tree), only a rebuild will do.
export const DELTA_REBUILD_ROWS = 1000;
export const DELTA_MAX_ROWS = 4000;

export interface HolderOptions {
  staleWhileRebuildMin?: number;
  /** Catalogues of at least this many items are built on the worker thread (index-build.ts). */
  workerMin?: number;
  /** Change rows after a build answered by a delta (0: always rebuild); see DELTA_MAX_ROWS. */
  deltaMaxRows?: number;
}

interface Entry {
  version: string;
  /** The sequence value read before the build: change rows after it are laid over as a delta. */
  seq: string;
  at: number;
  build: IndexBuild;
  /** The index as requests get it (small catalogues: with its text index). */
  index: Promise<SearchIndex>;
  /** The built index, once `index` has settled successfully. */
  ready?: SearchIndex;
}

interface Holder {
  current: Entry | null;
  /** A build beside `current` (a newer version, or a refresh) that replaces it when complete. */
  pending: Entry | null;
  /** When this process first saw the current version. */
  versionSince: number;
  /** The latest delta over `current` (key: the version and change rows it saw). */
  delta: { entry: Entry; key: string; index: Promise<SearchIndex>; ready?: SearchIndex } | null;
}

// Per database: tests and tools may run several apps in one process.
const holders = new WeakMap<Database, Holder>();

/**
 * Searches arriving together read the search state in one statement (each search asked for it on
 * its own: ~1.5 ms of PGlite CPU on the event loop per search). Keyed by base sequence and cap.
 */
const sharedStates = new WeakMap<Database, SharedRead<SearchState>>();

function sharedStateOf(db: Database) {
  let shared = sharedStates.get(db);
  if (!shared) {
    shared = new SharedRead((key, conn = db) => {
      const [seq, cap] = key.split('|');
      return readSearchState(conn, seq === '' ? null : seq, Number(cap));
    }, db);
    sharedStates.set(db, shared);
  }
  return shared;
}

function start(db: Database, state: SearchState, options: HolderOptions): Entry {
  const build = startIndexBuild(db, { workerMin: options.workerMin });
  const entry: Entry = {
    version: state.version,
    seq: state.seq,
    at: Date.now(),
    build,
    index: build.index.then(async (index) => {
      if (index.size <= INLINE_TEXT_MAX) await index.text?.ready;
      return index;
    }),
  };
  entry.index.then(
    (index) => {
      entry.ready = index;
    },
    () => {},
  );
  return entry;
}

/**
 * Builds `version` beside the index that answers now; it replaces that index atomically once its
 * text index is built too, so searches never fall back to SQL for a rebuild's sake.
 */
function buildBeside(db: Database, h: Holder, state: SearchState, options: HolderOptions) {
  // One build at a time, never restarted: under a stream of writes each build still lands (answers
  // stay at most about two builds old), and the first request after it starts the next version's.
  if (h.pending) return;
  if (h.current?.version !== state.version) h.versionSince = Date.now();
  const next = start(db, state, options);
  h.pending = next;
  void next.build.complete.then(async () => {
    if (h.pending !== next) return;
    h.pending = null;
    if (!(await next.index.catch(() => null))) return;
    h.current?.build.cancel();
    h.current = next;
    prune(db);
  });
}

/** Change rows older than an hour are of no use to a fresh build here (nor, soon, elsewhere). */
function prune(db: Database) {
  pruneSearchChanges(db).catch(() => {});
}

/**
 * The index of `entry` with the items changed since it was read laid over it, shared by concurrent
 * requests that saw the same state. Deltas are always taken from the built index, so their cost is
 * bounded by the changes since the build, never by a chain of deltas.
 */
function deltaOf(db: Database, h: Holder, entry: Entry, key: string, maxRows: number) {
  if (h.delta?.entry === entry && h.delta.key === key) return h.delta.index;
  const delta: NonNullable<Holder['delta']> = {
    entry,
    key,
    index: entry.index.then(async (built) => {
      const ids = await readChangedIds(db, entry.seq, maxRows);
      return applyDelta(built, ids, await readChangedItems(db, ids));
    }),
  };
  h.delta = delta;
  delta.index.then(
    (index) => {
      delta.ready = index;
    },
    () => {
      if (h.delta === delta) h.delta = null;
    },
  );
  return delta.index;
}

/** What answers while a large catalogue rebuilds: its latest settled delta, or the built index. */
function latestOf(h: Holder, entry: Entry & { ready: SearchIndex }) {
  return h.delta?.entry === entry && h.delta.ready ? h.delta.ready : entry.ready;
}

function holderOf(db: Database): Holder {
  let h = holders.get(db);
  if (!h) {
    h = { current: null, pending: null, versionSince: 0, delta: null };
    holders.set(db, h);
  }
  return h;
}

/**
 * The search index for the catalogue as it is now, per process and database. Built on first use and
 * whenever the catalogue version changes; concurrent requests share one build. Requests wait for the
 * build (so they never see data older than their version), except on a catalogue larger than
 * `staleWhileRebuildMin`, where the previous index answers for the seconds the rebuild takes.
 */
export async function getSearchIndex(db: Database, options: HolderOptions = {}): Promise<SearchIndex> {
  const h = holderOf(db);
  const current = h.current;
  const maxRows = options.deltaMaxRows ?? DELTA_MAX_ROWS;
  const state = await sharedStateOf(db).get(`${current?.seq ?? ''}|${maxRows + 1}`);
  const { version } = state;
  const staleMin = options.staleWhileRebuildMin ?? STALE_WHILE_REBUILD_MIN;
  if (current && !state.shape && state.changes <= maxRows && h.current === current) {
    const age = Date.now() - current.at;
    if (current.ready && state.changes >= DELTA_REBUILD_ROWS) {
      buildBeside(db, h, state, options);
    } else if (
      age > REFRESH_AFTER_MS &&
      current.at < h.versionSince + REFRESH_AFTER_MS &&
      current.build.racedWriters
    ) {
      buildBeside(db, h, state, options);
    }
    if (state.changes === 0) return current.index;
    return deltaOf(db, h, current, `${version}|${state.changes}`, maxRows);
  }
  if (current?.ready && current.version !== version && current.ready.size > staleMin) {
    buildBeside(db, h, state, options);
    return latestOf(h, current as Entry & { ready: SearchIndex });
  }
  if (!current || current.version !== version) {
    h.pending?.build.cancel();
    h.pending = null;
    current?.build.cancel();
    h.versionSince = Date.now();
    const entry = start(db, state, options);
    h.current = entry;
    entry.index.then(
      () => prune(db),
      () => {
        if (h.current === entry) h.current = null;
      },
    );
    return entry.index;
  }
  return current.index;
}

/** Resolves once no build is waiting to replace the current index (the benchmark times rebuilds). */
export async function searchIndexSettled(db: Database): Promise<void> {
  for (let pending = holders.get(db)?.pending; pending; pending = holders.get(db)?.pending) {
    await pending.build.complete;
    await new Promise((r) => setImmediate(r));
  }
}

/** Drop the index (the benchmark uses it to measure a first build). */
export function resetSearchIndex(db: Database) {
  const h = holders.get(db);
  h?.pending?.build.cancel();
  h?.current?.build.cancel();
  holders.delete(db);
}

/** The current index once its text index is ready (the benchmark waits for it before measuring). */
export async function searchIndexWithText(db: Database): Promise<SearchIndex> {
  const index = await getSearchIndex(db);
  await index.text?.ready;
  return index;
}

/** Forget cached text matches (the benchmark uses it to measure first-time queries). */
export async function forgetTextMatches(db: Database) {
  const h = holders.get(db);
  (await h?.current?.index)?.forgetTextMatches();
  (await h?.delta?.index.catch(() => null))?.forgetTextMatches();
}
