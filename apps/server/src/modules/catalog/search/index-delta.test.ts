import type { CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { SearchIndex } from './engine/search-index.ts';
import { startIndexBuild } from './index-build.ts';
import { getSearchIndex, searchIndexSettled, searchIndexWithText } from './index-holder.ts';
import { DIMS, makeItems, seedFixture, TREE, VOCAB } from './search-fixture.ts';
import { insertItem } from './test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFixture(t.db, makeItems(40, 11));
}, 300_000);
afterAll(async () => t?.close());

/** Everything a search can observe of an index, by id (ordinals differ between a delta and a build). */
function observe(index: SearchIndex) {
  const all = index.all();
  const names = (bits: Uint32Array) => index.pageByName(bits, 0, index.size, false);
  const text = index.text?.index;
  const words = VOCAB.flatMap((w) => [
    { simple: w, prefix: false, english: w },
    { simple: w.slice(0, 2), prefix: true, english: null },
  ]);
  return {
    size: index.size,
    ids: index.ids,
    byName: names(all),
    byNameDesc: index.pageByName(all, 0, index.size, true),
    byDate: index.pageByDate(all, 0, index.size, false),
    byDateDesc: index.pageByDate(all, 0, index.size, true),
    page2: index.pageByName(all, 5, 5, false),
    values: Object.entries(DIMS).map(([d, codes]) => codes.map((c) => names(index.withValues(d, [c])))),
    facets: [...index.dimensions().keys()].map((d) => index.facet(d, all)),
    classes: TREE.map(([id]) => names(index.inClassifications([id]))),
    text: words.map((w) => {
      const m = text?.match([w], true);
      const hits = [...(m?.ords ?? [])].map((o, i) => [index.idAt(o), m?.ranks?.[i] ?? 0] as const);
      return hits.sort(([a], [b]) => (a < b ? -1 : 1));
    }),
  };
}

async function rebuilt() {
  const index = await startIndexBuild(t.db, { workerMin: Number.POSITIVE_INFINITY }).complete;
  if (!index) throw new Error('build did not complete');
  return index;
}

async function search(params: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/web/catalog/search?${params}`,
    headers: await t.authHeaders('alice'),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as CatalogSearchResponse;
}

async function provider(method: 'PATCH' | 'DELETE', id: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/provider/items/${id}`,
    headers: await t.authHeaders('paula'),
    payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

async function sqlIds(where: ReturnType<typeof sql>) {
  const { rows } = await sql<{
    id: string;
  }>`SELECT id FROM catalog_items WHERE ${where} ORDER BY sort_name, id`.execute(t.db);
  return rows.map((r) => r.id);
}

describe('search index deltas (item writes laid over the built index)', () => {
  it('answers after renames, deletes, inserts and moved links exactly as a full rebuild does', async () => {
    const built = await searchIndexWithText(t.db);
    expect(built.base).toBeNull();
    // Written as any writer would (another instance, the importer): only the database knows.
    await sql`UPDATE catalog_items SET name = 'Aardvark quokka', date_updated = '2020-01-01' WHERE id = 'item-003'`.execute(
      t.db,
    );
    await sql`SELECT catalog_refresh_search('item-003')`.execute(t.db);
    await sql`DELETE FROM catalog_items WHERE id = 'item-010'`.execute(t.db);
    await insertItem(t.db, {
      id: 'item-new',
      name: 'Mid tapir newcomer',
      description: 'koala heron',
      dims: { pricingplans: ['gold'], region: ['apac'] },
      classifications: ['c-grand'],
      dateUpdated: new Date(Date.UTC(2030, 0, 1)),
    });
    await sql`DELETE FROM item_classifications WHERE item_id = 'item-005'`.execute(t.db);
    await sql`INSERT INTO item_classifications (item_id, classification_id) VALUES ('item-005', 'c-other')`.execute(
      t.db,
    );
    await sql`DELETE FROM item_dimension_values WHERE item_id = 'item-005'`.execute(t.db);
    await sql`INSERT INTO item_dimension_values (item_id, dimension_code, value_code) VALUES ('item-005', 'region', 'eu')`.execute(
      t.db,
    );
    await sql`SELECT catalog_refresh_search('item-005')`.execute(t.db);

    const after = await searchIndexWithText(t.db);
    expect(after.base).toBe(built);
    expect(after.size).toBe(built.size);
    expect(observe(after)).toEqual(observe(await rebuilt()));
    expect(after.ids[0]).toBe('item-003');
    expect(after.ordinalOf('item-010')).toBeUndefined();
  });

  it('shows an edited name at once, drops a deleted item and moves facets, through the provider API', async () => {
    const before = await getSearchIndex(t.db);
    await provider('PATCH', 'item-007', { name: 'Wombatish gecko' });
    const renamed = await search('text=wombatish&pageSize=10');
    expect(renamed.results.map((r) => r.id)).toEqual(['item-007']);
    expect((await search('text=wombatish%20gecko')).metadata.totalSize).toBe(1);

    const all = await search('pageSize=100');
    expect(all.results.map((r) => r.id)).toEqual(await sqlIds(sql`true`));
    await provider('DELETE', 'item-008');
    const gone = await search('pageSize=100');
    expect(gone.metadata.totalSize).toBe(all.metadata.totalSize - 1);
    expect(gone.results.map((r) => r.id)).not.toContain('item-008');

    await provider('PATCH', 'item-009', {
      classifications: ['c-other'],
      dimensions: { pricingplans: ['silver'], region: ['us'] },
    });
    const birds = await search('classificationIds=c-other&pageSize=100');
    expect(birds.results.map((r) => r.id)).toContain('item-009');
    expect(birds.results.map((r) => r.id)).toEqual(
      await sqlIds(sql`id IN (SELECT item_id FROM item_classifications WHERE classification_id = 'c-other')`),
    );
    const mammals = await search('classificationIds=c-root&pageSize=100');
    expect(mammals.results.map((r) => r.id)).not.toContain('item-009');
    const { rows } = await sql<{ dimension_code: string; value_code: string; n: number }>`
      SELECT dimension_code, value_code, count(*)::int AS n FROM item_dimension_values
      GROUP BY dimension_code, value_code`.execute(t.db);
    const facets = (await search('pageSize=1')).metadata.facets;
    for (const [d, codes] of Object.entries(DIMS)) {
      for (const c of codes) {
        const n = rows.find((r) => r.dimension_code === d && r.value_code === c)?.n ?? 0;
        expect(facets[d][c], `${d}=${c}`).toBe(n);
      }
    }
    const silverUs = await search('pricingplans=silver&region=us&pageSize=100');
    expect(silverUs.results.map((r) => r.id)).toContain('item-009');

    // Still deltas over the same built index: no rebuild ran for these writes.
    const now = await getSearchIndex(t.db);
    expect(now.base).toBe(before.base ?? before);
  });

  it('rebuilds when the catalogue changes shape (a new dimension value)', async () => {
    const before = await getSearchIndex(t.db);
    await sql`INSERT INTO dimension_values (dimension_code, code, name, position) VALUES ('region', 'latam', 'LATAM', 9)`.execute(
      t.db,
    );
    const after = await getSearchIndex(t.db);
    expect(after.base).toBeNull();
    expect(after).not.toBe(before);
    expect([...(after.dimensions().get('region') ?? [])]).toContain('latam');
    expect((await search('region=latam')).metadata.totalSize).toBe(0);
  });

  it('rebuilds beside once many item writes piled up, answering from deltas meanwhile', async () => {
    const large = { staleWhileRebuildMin: 1, deltaMaxRows: 3 };
    const built = await getSearchIndex(t.db, large);
    await sql`UPDATE catalog_items SET name = name || ' x' WHERE id = 'item-011'`.execute(t.db);
    const delta = await getSearchIndex(t.db, large);
    expect(delta.base).toBe(built);
    for (const id of ['item-012', 'item-013', 'item-014', 'item-015']) {
      await sql`UPDATE catalog_items SET name = name || ' y' WHERE id = ${id}`.execute(t.db);
    }
    // Past the cap: the latest delta answers while the index is rebuilt beside it.
    const meanwhile = await getSearchIndex(t.db, large);
    expect(meanwhile === delta || meanwhile.base === null).toBe(true);
    await searchIndexSettled(t.db);
    const fresh = await getSearchIndex(t.db, large);
    expect(fresh.base).toBeNull();
    expect(fresh.ids).toEqual(await sqlIds(sql`true`));
  });
});
