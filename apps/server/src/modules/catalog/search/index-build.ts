import type { Database } from '../../../db/connection.ts';
import type { TextState } from './engine/index.ts';
import {
  type BuildSink,
  IndexBuilder,
  PagePacer,
  SearchIndex,
  TextIndex,
  vectorsStep,
  WorkerUnavailable,
  workerSink,
} from './engine/index.ts';
import {
  FIRST_DATE,
  hasTransactionsInFlight,
  readDatePage,
  readIndexShape,
  readLinkPage,
  readNamePage,
} from './index-repository.ts';
import { loadSearchVectors } from './text-repository.ts';

// Page size bounds (rows): each page is one short query on the main thread (PGlite: the one
// connection), paced to take a few milliseconds (page-pacer.ts).
const PAGES = { ids: [250, 4000], links: [500, 8000], vectors: [50, 800] } satisfies PageSizes;
export type PageSizes = Record<'ids' | 'links' | 'vectors', [min: number, max: number]>;
const pacer = ([min, max]: [number, number]) => new PagePacer(min, max);

/**
 * Lets timers and I/O run before the next page. PGlite answers through promises alone, so a loop of
 * awaited queries would otherwise never give the event loop a turn (requests would wait it out).
 */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

// Up to this many items the index is built on this thread: milliseconds, and no worker to start.
export const WORKER_MIN = 5000;

class Cancelled extends Error {}

function inlineSink(): BuildSink {
  const b = new IndexBuilder();
  return {
    add: (step) => b.add(step),
    structure: async () => b.structure(),
    text: async () => b.textData(),
    drop() {},
  };
}

export interface IndexBuild {
  /** The index once its structure is built; its text index follows (`index.text.ready`). */
  index: Promise<SearchIndex>;
  /** The index once its text index is built too (null if that failed or was cancelled). */
  complete: Promise<SearchIndex | null>;
  cancel(): void;
  /** Whether the build ran on the worker thread (known once the structure is built). */
  onWorker: boolean;
  /** Whether other transactions were in progress when it began (it may miss their rows). */
  racedWriters: boolean;
}

async function feedStructure(db: Database, sink: BuildSink, pages: PageSizes, isCancelled: () => boolean) {
  const check = async () => {
    await yieldToLoop();
    if (isCancelled()) throw new Cancelled();
  };
  const dates = pacer(pages.ids);
  for (let after = { date: FIRST_DATE, id: '' }; ; ) {
    await check();
    const { page, full } = await dates.read(
      (limit) => readDatePage(db, after.date, after.id, limit),
      (p) => p.n,
    );
    if (page.n > 0) sink.add({ t: 'dates', csv: page.csv });
    if (!full) break;
    after = { date: page.lastDate, id: page.lastId };
  }
  await check();
  sink.add({ t: 'shape', ...(await readIndexShape(db)) });
  for (const table of ['dimensions', 'classifications'] as const) {
    const links = pacer(pages.links);
    for (let after: [string, string, string] = ['', '', '']; ; ) {
      await check();
      const { page, full } = await links.read(
        (limit) => readLinkPage(db, table, after, limit),
        (p) => p.n,
      );
      for (const g of page.groups) {
        if (table === 'dimensions') sink.add({ t: 'dimIds', dimension: g.key, value: g.value, csv: g.csv });
        else sink.add({ t: 'classIds', classId: g.key, csv: g.csv });
      }
      if (!full) break;
      after = page.after;
    }
  }
}

async function feedVectors(db: Database, sink: BuildSink, pages: PageSizes, isCancelled: () => boolean) {
  const vectors = pacer(pages.vectors);
  for (let after = ''; ; ) {
    await yieldToLoop();
    if (isCancelled()) throw new Cancelled();
    const { page: rows, full } = await vectors.read(
      (limit) => loadSearchVectors(db, after, limit),
      (p) => p.length,
    );
    if (rows.length > 0) {
      sink.add(vectorsStep(rows));
    }
    if (!full) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * Builds the search index of the catalogue as it is now. This thread only reads the catalogue, page
 * by page (requests are served in between), and hands each page to the builder: on a worker thread
 * above `workerMin` items, so neither the reads nor the construction hold the event loop for long.
 * The finished arrays arrive by transfer and are adopted as they are.
 */
export function startIndexBuild(
  db: Database,
  options: { workerMin?: number; pages?: PageSizes; workerSink?: () => BuildSink } = {},
): IndexBuild {
  const workerMin = options.workerMin ?? WORKER_MIN;
  const newWorkerSink = options.workerSink ?? workerSink;
  const pages = options.pages ?? PAGES;
  const text: TextState = {
    startedAt: Date.now(),
    index: null,
    ready: Promise.resolve(null),
    buildMs: null,
    cancelled: false,
  };
  const isCancelled = () => text.cancelled;
  const build: IndexBuild = {
    index: Promise.resolve(null as unknown as SearchIndex),
    complete: Promise.resolve(null),
    cancel: () => {
      text.cancelled = true;
    },
    onWorker: false,
    racedWriters: true,
  };

  let workerTried = false;
  const structure = async (
    useWorker: boolean,
  ): Promise<{ index: SearchIndex; sink: BuildSink; names: string[]; onWorker: boolean }> => {
    build.racedWriters = await hasTransactionsInFlight(db);
    const names: string[] = [];
    let size = 0;
    const namePages = pacer(pages.ids);
    for (let after = { name: '', id: '' }; ; ) {
      await yieldToLoop();
      if (isCancelled()) throw new Cancelled();
      const { page, full } = await namePages.read(
        (limit) => readNamePage(db, after.name, after.id, limit),
        (p) => p.n,
      );
      if (page.n > 0) names.push(page.csv);
      size += page.n;
      if (!full) break;
      after = { name: page.lastName, id: page.lastId };
    }
    const onWorker = useWorker && size >= workerMin;
    if (onWorker) workerTried = true;
    const sink = onWorker ? newWorkerSink() : inlineSink();
    try {
      for (const csv of names) sink.add({ t: 'names', csv });
      await feedStructure(db, sink, pages, isCancelled);
      const index = new SearchIndex(await sink.structure());
      build.onWorker = onWorker;
      index.text = text;
      return { index, sink, names, onWorker };
    } catch (err) {
      sink.drop();
      throw err;
    }
  };

  const t0 = performance.now();
  // A worker that cannot start, or fails during a build (crashed, out of memory), costs the build
  // its thread, not its result: the same pages are read again and built here.
  const built = structure(true).catch((err) => {
    if (err instanceof WorkerUnavailable || (workerTried && !(err instanceof Cancelled)))
      return structure(false);
    throw err;
  });
  const textOn = async (sink: BuildSink) => {
    try {
      await feedVectors(db, sink, pages, isCancelled);
      return new TextIndex(await sink.text());
    } catch (err) {
      sink.drop();
      throw err;
    }
  };
  text.ready = built
    .then(async ({ sink, names, onWorker }) => {
      let index: TextIndex;
      try {
        index = await textOn(sink);
      } catch (err) {
        if (!onWorker || err instanceof Cancelled) throw err;
        const inline = inlineSink();
        for (const csv of names) inline.add({ t: 'names', csv });
        index = await textOn(inline);
      }
      text.index = index;
      text.buildMs = performance.now() - t0;
      return index;
    })
    .catch(() => null);
  build.index = built.then((b) => b.index);
  build.complete = built.then(async (b) => ((await text.ready) ? b.index : null)).catch(() => null);
  return build;
}
