import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type BuildSink, workerSink, workerState } from './engine/index-worker-client.ts';
import type { SearchIndex } from './engine/search-index.ts';
import { type PageSizes, startIndexBuild } from './index-build.ts';
import { hasTransactionsInFlight } from './index-repository.ts';
import { DIMS, makeItems, seedFixture, TREE, VOCAB } from './search-fixture.ts';
import { insertItem } from './test-factories.ts';

let t: TestApp;
const TINY = { ids: [7, 7], links: [5, 5], vectors: [3, 3] } satisfies PageSizes;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixture(t.db, makeItems(50));
  // Ties in both orders (same lower-cased name, same date) are broken by id, across page ends too.
  const same = new Date(Date.UTC(2024, 0, 1));
  for (const [id, name] of [
    ['tie-a', 'Tie quokka'],
    ['tie-b', 'tie QUOKKA'],
    ['tie-c', "Tie quokka's"],
  ]) {
    await insertItem(t.db, { id, name, dateUpdated: same, classifications: ['c-grand'] });
  }
});
afterAll(async () => t?.close());

/** Everything a search can observe of an index, in plain values. */
function observe(index: SearchIndex) {
  const all = index.all();
  const names = (bits: Uint32Array) => index.pageByName(bits, 0, index.size, false);
  const text = index.text?.index;
  const words = VOCAB.flatMap((w) => [
    { simple: w, prefix: false, english: w },
    { simple: w.slice(0, 2), prefix: true, english: null },
  ]);
  return {
    ids: index.ids,
    byDate: index.pageByDate(all, 0, index.size, false),
    byDateDesc: index.pageByDate(all, 0, index.size, true),
    values: Object.entries(DIMS).map(([d, codes]) => codes.map((c) => names(index.withValues(d, [c])))),
    facets: [...index.dimensions().keys()].map((d) => index.facet(d, all)),
    classes: TREE.map(([id]) => names(index.inClassifications([id]))),
    text: words.map((w) => {
      const m = text?.match([w], true);
      return { ids: [...(m?.ords ?? [])].map((o) => index.idAt(o)), ranks: [...(m?.ranks ?? [])] };
    }),
    terms: text?.termCount,
  };
}

async function built(options: Parameters<typeof startIndexBuild>[1]) {
  const build = startIndexBuild(t.db, options);
  const index = await build.complete;
  if (!index) throw new Error('build did not complete');
  return { index, onWorker: build.onWorker };
}

describe('search index build', () => {
  it('builds on the worker thread, page by page, exactly what a build on this thread does', async () => {
    const inline = await built({ workerMin: Number.POSITIVE_INFINITY });
    const worker = await built({ workerMin: 0, pages: TINY });
    const inlineTiny = await built({ workerMin: Number.POSITIVE_INFINITY, pages: TINY });
    expect(inline.onWorker).toBe(false);
    expect(worker.onWorker).toBe(true);
    expect(workerState()).toEqual({ running: true, unavailable: false });
    const expected = observe(inline.index);
    expect(observe(worker.index)).toEqual(expected);
    expect(observe(inlineTiny.index)).toEqual(expected);
    expect(expected.terms).toBeGreaterThan(10);
    expect(expected.text.some((m) => m.ids.length > 0)).toBe(true);
  });

  it('orders and groups as the database does', async () => {
    const { index } = await built({ workerMin: 0, pages: TINY });
    const { rows: byName } = await sql<{ id: string }>`
      SELECT id FROM catalog_items ORDER BY sort_name, id`.execute(t.db);
    const { rows: byDate } = await sql<{ id: string }>`
      SELECT id FROM catalog_items ORDER BY date_updated, id`.execute(t.db);
    expect(index.ids).toEqual(byName.map((r) => r.id));
    expect(index.pageByDate(index.all(), 0, index.size, false)).toEqual(byDate.map((r) => r.id));
    expect(index.ids.slice(0, 3)).toEqual(['item-000', 'item-001', 'item-002']);
    expect(index.ordinalOf('tie-b')).toBe((index.ordinalOf('tie-a') ?? -1) + 1);
    expect(index.ordinalOf('missing')).toBeUndefined();
    const { rows: gold } = await sql<{ item_id: string }>`
      SELECT item_id FROM item_dimension_values WHERE dimension_code = 'pricingplans' AND value_code = 'gold'`.execute(
      t.db,
    );
    expect(index.count(index.withValues('pricingplans', ['gold']))).toBe(gold.length);
    const grand = index.pageByName(index.inClassifications(['c-grand']), 0, 100, false);
    expect(grand).toEqual(expect.arrayContaining(['tie-a', 'tie-b', 'tie-c']));
    expect(index.count(index.inClassifications(['c-root']))).toBeGreaterThanOrEqual(grand.length);
  });

  it('knows whether other transactions were in progress as it began (they may commit rows it missed)', async () => {
    if (t.handle.kind !== 'postgres') {
      // PGlite: one connection, owned by a transaction from its BEGIN to its end: no other can be open.
      expect(await hasTransactionsInFlight(t.db)).toBe(false);
      const build = startIndexBuild(t.db);
      await build.complete;
      expect(build.racedWriters).toBe(false);
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const writer = t.db.transaction().execute(async (trx) => {
      await sql`UPDATE catalog_items SET description = description WHERE id = 'tie-a'`.execute(trx);
      await held;
    });
    await expect.poll(() => hasTransactionsInFlight(t.db)).toBe(true);
    const raced = startIndexBuild(t.db);
    await raced.index;
    expect(raced.racedWriters).toBe(true);
    release();
    await writer;
    await raced.complete;
  });

  it('stops reading when cancelled, and says so', async () => {
    const build = startIndexBuild(t.db, { workerMin: 0, pages: TINY });
    build.cancel();
    expect(await build.complete).toBeNull();
    await expect(build.index).rejects.toThrow();
  });

  it('falls back to a build on this thread when the worker fails during a build', async () => {
    const inline = await built({ workerMin: Number.POSITIVE_INFINITY });
    // A worker that dies (as on an out-of-memory exit) at the end of the structure or of the text.
    const crashing = (phase: 'structure' | 'text') => (): BuildSink => {
      const real = workerSink();
      return { ...real, [phase]: () => Promise.reject(new Error('search index worker exited')) };
    };
    const lostStructure = startIndexBuild(t.db, {
      workerMin: 0,
      pages: TINY,
      workerSink: crashing('structure'),
    });
    const a = await lostStructure.complete;
    expect(a).not.toBeNull();
    expect(lostStructure.onWorker).toBe(false);
    expect(observe(a as SearchIndex)).toEqual(observe(inline.index));
    const lostText = startIndexBuild(t.db, { workerMin: 0, pages: TINY, workerSink: crashing('text') });
    const b = await lostText.complete;
    expect(b).not.toBeNull();
    expect(lostText.onWorker).toBe(true);
    expect(observe(b as SearchIndex)).toEqual(observe(inline.index));
  });
});
