import type { CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { classificationCounts, providerClient, recounted } from '../test-helpers.ts';

/**
 * The item write of issue 9 part 3 (migration 0042): links replaced through catalog_item_relink,
 * counts shifted per item, one details version per transaction. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */

async function linksOf(t: TestApp, itemId: string) {
  const rows = await t.db
    .selectFrom('item_classifications')
    .select('classification_id')
    .where('item_id', '=', itemId)
    .orderBy('classification_id')
    .execute();
  return rows.map((r) => r.classification_id);
}

async function versionOf(t: TestApp, itemId: string) {
  const row = await t.db
    .selectFrom('catalog_item_versions')
    .select('version')
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row ? Number(row.version) : null;
}

/** A small deterministic generator, so a failure replays. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

describe('item writes (migration 0042)', () => {
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  const classes = ['x', 'x1', 'x11', 'x12', 'x2', 'y', 'y1'];

  beforeAll(async () => {
    t = await createTestApp();
    call = providerClient(t);
    await call('POST', '/taxonomies', { id: 'wt', name: 'Write test' });
    const tree: [string, string | null][] = [
      ['x', null],
      ['x1', 'x'],
      ['x11', 'x1'],
      ['x12', 'x1'],
      ['x2', 'x'],
      ['y', null],
      ['y1', 'y'],
    ];
    for (const [id, parentId] of tree) {
      const res = await call('POST', '/taxonomies/wt/classifications', {
        id,
        label: `Label ${id}`,
        parentId,
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t?.close());

  it('replaces links by the difference: pairs moved, the rest removed or added', async () => {
    await call('POST', '/items', { id: 'w1', name: 'W1', classifications: ['x11', 'x2', 'y'] });
    const relink = (remove: string[], add: string[]) =>
      sql`SELECT catalog_item_relink('w1', ${remove}::text[], ${add}::text[])`.execute(t.db);
    await relink(['x11', 'x2'], ['x12']);
    expect(await linksOf(t, 'w1')).toEqual(['x12', 'y']);
    await relink(['y'], ['y1', 'x1', 'x2']);
    expect(await linksOf(t, 'w1')).toEqual(['x1', 'x12', 'x2', 'y1']);
    await relink([], []);
    expect(await linksOf(t, 'w1')).toEqual(['x1', 'x12', 'x2', 'y1']);
    // Unknown classifications to add are answered, in the order given, and nothing is written.
    const refused = await sql<{ unknown: string[] }>`
      SELECT catalog_item_relink('w1', '{x1}', '{zz,y,aa}') AS unknown`.execute(t.db);
    expect(refused.rows[0].unknown).toEqual(['zz', 'aa']);
    expect(await linksOf(t, 'w1')).toEqual(['x1', 'x12', 'x2', 'y1']);
    const done = await sql<{ unknown: string[] }>`
      SELECT catalog_item_relink('w1', '{x1}', '{y}') AS unknown`.execute(t.db);
    expect(done.rows[0].unknown).toEqual([]);
    expect(await linksOf(t, 'w1')).toEqual(['x12', 'x2', 'y', 'y1']);
    expect(await classificationCounts(t)).toEqual(await recounted(t));
  });

  it('keeps every count equal to a full recount through many writes, moves and deletes', async () => {
    const next = random(9);
    const pick = () => {
      const n = next(4);
      return [...new Set(Array.from({ length: n }, () => classes[next(classes.length)]))];
    };
    const ids = Array.from({ length: 8 }, (_, i) => `m${i}`);
    for (const id of ids) {
      const res = await call('POST', '/items', {
        id,
        name: `Many ${id}`,
        objectType: next(4) === 0 ? 'BUNDLE' : 'SPECIFICATION',
        classifications: pick(),
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await classificationCounts(t)).toEqual(await recounted(t));
    for (let step = 0; step < 60; step++) {
      const id = ids[next(ids.length)];
      const kind = next(10);
      if (kind < 6) {
        const res = await call('PATCH', `/items/${id}`, {
          classifications: pick(),
          description: `Step ${step}`,
        });
        expect(res.statusCode).toBe(200);
      } else if (kind < 8) {
        // A single move: one link replaced by another (the provider API's common write).
        const [from] = await linksOf(t, id);
        const to = classes.find((c) => c !== from) ?? 'x';
        const res = await call('PATCH', `/items/${id}`, { classifications: from ? [to] : [] });
        expect(res.statusCode).toBe(200);
      } else if (kind < 9) {
        const res = await call('PUT', `/items/${id}`, {
          name: `Many ${id}`,
          objectType: next(2) ? 'BUNDLE' : 'SPECIFICATION',
          classifications: pick(),
        });
        expect(res.statusCode).toBe(200);
      } else {
        expect((await call('DELETE', `/items/${id}`)).statusCode).toBe(204);
        const res = await call('POST', '/items', { id, name: `Many ${id}`, classifications: pick() });
        expect(res.statusCode).toBe(201);
      }
      if (step % 10 === 9) expect(await classificationCounts(t)).toEqual(await recounted(t));
    }
    expect(await classificationCounts(t)).toEqual(await recounted(t));
  });

  it('refuses an unknown classification and leaves links and counts as they were', async () => {
    await call('POST', '/items', { id: 'w2', name: 'W2', classifications: ['x11'] });
    const before = await classificationCounts(t);
    const res = await call('PATCH', '/items/w2', { classifications: ['x11', 'x12', 'nope'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: "Invalid body.classifications.2: unknown classification 'nope'",
    });
    const put = await call('PUT', '/items/w2', { name: 'W2', classifications: ['gone', 'x12'] });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({
      detail: "Invalid body.classifications.0: unknown classification 'gone'",
    });
    expect(await linksOf(t, 'w2')).toEqual(['x11']);
    expect(await classificationCounts(t)).toEqual(before);
  });

  it('gives an item one new details version per write, however many of its rows the write touches', async () => {
    await call('POST', '/items', { id: 'w3', name: 'W3', classifications: ['x11'] });
    const v0 = await versionOf(t, 'w3');
    expect(v0).not.toBeNull();
    // Links and columns in one transaction: a new version, and only one value drawn for it.
    const seq0 = await sql<{ v: number }>`SELECT last_value::int AS v FROM catalog_details_version`.execute(
      t.db,
    );
    expect(
      (await call('PATCH', '/items/w3', { classifications: ['y1'], description: 'Moved' })).statusCode,
    ).toBe(200);
    const seq1 = await sql<{ v: number }>`SELECT last_value::int AS v FROM catalog_details_version`.execute(
      t.db,
    );
    const v1 = await versionOf(t, 'w3');
    expect(v1).toBeGreaterThan(v0 ?? 0);
    expect(seq1.rows[0].v - seq0.rows[0].v).toBe(1);
    // Each later write still gives a new one: links only, then columns only.
    expect((await call('PATCH', '/items/w3', { classifications: ['x2'] })).statusCode).toBe(200);
    const v2 = await versionOf(t, 'w3');
    expect(v2).toBeGreaterThan(v1 ?? 0);
    expect((await call('PATCH', '/items/w3', { description: 'Only the text' })).statusCode).toBe(200);
    expect(await versionOf(t, 'w3')).toBeGreaterThan(v2 ?? 0);
  });

  it('bumps the items of a classification whose label changes, not those whose counts move', async () => {
    await call('POST', '/items', { id: 'w4', name: 'W4', classifications: ['y1'] });
    const v0 = await versionOf(t, 'w4');
    // Another item joining y1 moves y1's and y's counts, which details do not show.
    await call('POST', '/items', { id: 'w5', name: 'W5', classifications: ['y1'] });
    expect(await versionOf(t, 'w4')).toBe(v0);
    const renamed = await call('PUT', '/classifications/y1', { label: 'Renamed y1', parentId: 'y' });
    expect(renamed.statusCode).toBe(200);
    expect(await versionOf(t, 'w4')).toBeGreaterThan(v0 ?? 0);
  });

  it('a version given by a rolled-back savepoint is given again', async () => {
    await call('POST', '/items', { id: 'w6', name: 'W6' });
    const v0 = await versionOf(t, 'w6');
    await t.db.transaction().execute(async (trx) => {
      await sql`SAVEPOINT s`.execute(trx);
      await sql`UPDATE catalog_items SET description = 'undone' WHERE id = 'w6'`.execute(trx);
      await sql`ROLLBACK TO SAVEPOINT s`.execute(trx);
      await sql`UPDATE catalog_items SET description = 'kept' WHERE id = 'w6'`.execute(trx);
    });
    expect(await versionOf(t, 'w6')).toBeGreaterThan(v0 ?? 0);
  });

  it('a PATCH of classifications and columns is one call that writes nothing when a link is unknown', async () => {
    await call('POST', '/items', { id: 'w8', name: 'W8', description: 'Before', classifications: ['x11'] });
    const counts = await classificationCounts(t);
    const v0 = await versionOf(t, 'w8');
    const res = await call('PATCH', '/items/w8', { classifications: ['y1', 'nope'], description: 'After' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: "Invalid body.classifications.1: unknown classification 'nope'",
    });
    const row = await t.db
      .selectFrom('catalog_items')
      .select('description')
      .where('id', '=', 'w8')
      .executeTakeFirstOrThrow();
    expect(row.description).toBe('Before');
    expect(await linksOf(t, 'w8')).toEqual(['x11']);
    expect(await classificationCounts(t)).toEqual(counts);
    expect(await versionOf(t, 'w8')).toBe(v0);
    // The same write with known links: links, columns, counts, version and search vector together.
    const ok = await call('PATCH', '/items/w8', { classifications: ['y1'], description: 'After' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ description: 'After' });
    expect(await linksOf(t, 'w8')).toEqual(['y1']);
    expect(await classificationCounts(t)).toEqual(await recounted(t));
    expect(await versionOf(t, 'w8')).toBeGreaterThan(v0 ?? 0);
    const vector = await sql<{ hit: boolean }>`
      SELECT search_vector @@ to_tsquery('simple', 'y1 & !x11') AS hit FROM catalog_items WHERE id = 'w8'`.execute(
      t.db,
    );
    expect(vector.rows[0].hit).toBe(true);
  });

  it('link statements of several items keep counts, versions and search changes (one trigger per event, migration 0048)', async () => {
    await call('POST', '/items', { id: 'w9', name: 'W9' });
    await call('POST', '/items', { id: 'w10', name: 'W10', objectType: 'BUNDLE' });
    const versions = async () => [await versionOf(t, 'w9'), await versionOf(t, 'w10')];
    const changes = async (seqAfter: number) => {
      const { rows } = await sql<{ seq: number; item_id: string }>`
        SELECT seq::int AS seq, item_id FROM catalog_search_changes WHERE seq > ${seqAfter} ORDER BY item_id`.execute(
        t.db,
      );
      return rows;
    };
    const seqNow = async () =>
      (await sql<{ v: number }>`SELECT last_value::int AS v FROM catalog_search_version`.execute(t.db))
        .rows[0].v;
    const steps = [
      sql`INSERT INTO item_classifications (item_id, classification_id) VALUES ('w9', 'x11'), ('w10', 'x12'), ('w10', 'y1')`,
      sql`UPDATE item_classifications SET classification_id = 'x2' WHERE (item_id, classification_id) IN (('w9', 'x11'), ('w10', 'x12'))`,
      sql`DELETE FROM item_classifications WHERE item_id IN ('w9', 'w10')`,
    ];
    for (const step of steps) {
      const before = await versions();
      const seq = await seqNow();
      await step.execute(t.db);
      expect(await classificationCounts(t)).toEqual(await recounted(t));
      const after = await versions();
      expect(after[0]).toBeGreaterThan(before[0] ?? 0);
      expect(after[1]).toBeGreaterThan(before[1] ?? 0);
      // One search-change value for the statement, with a row per item it touched.
      const rows = await changes(seq);
      expect(rows.map((r) => r.item_id)).toEqual(['w10', 'w9']);
      expect(new Set(rows.map((r) => r.seq)).size).toBe(1);
    }
  });

  it('an item without a details version row gets one again on its next write', async () => {
    await call('POST', '/items', { id: 'w11', name: 'W11' });
    await sql`DELETE FROM catalog_item_versions WHERE item_id = 'w11'`.execute(t.db);
    expect(await versionOf(t, 'w11')).toBeNull();
    expect((await call('PATCH', '/items/w11', { description: 'Again' })).statusCode).toBe(200);
    expect(await versionOf(t, 'w11')).not.toBeNull();
  });

  it('the functions of an item write keep generic plans (migration 0048)', async () => {
    const { rows } = await sql<{ proname: string; proconfig: string[] | null }>`
      SELECT proname, proconfig FROM pg_proc
      WHERE proname IN ('catalog_item_write', 'catalog_item_relink', 'catalog_item_read', 'catalog_details_bump',
        'catalog_taxonomy_counts_shift', 'catalog_item_search_vector', 'catalog_item_links_changed')
        AND pronamespace = current_schema()::regnamespace
      ORDER BY proname`.execute(t.db);
    expect(rows.map((r) => r.proname)).toHaveLength(7);
    for (const r of rows) expect(r.proconfig ?? []).toContain('plan_cache_mode=force_generic_plan');
  });

  it('search sees a write at once: text, and a classification moved', async () => {
    const res = await call('POST', '/items', {
      id: 'w7',
      name: 'Seen API',
      description: 'plain words',
      classifications: ['x11'],
    });
    expect(res.statusCode).toBe(201);
    const search = async (params: string) => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/web/catalog/search?${params}`,
        headers: await t.authHeaders('alice'),
      });
      expect(r.statusCode).toBe(200);
      return (r.json() as CatalogSearchResponse).results.map((x) => x.id);
    };
    expect(await search('classificationIds=x11')).toContain('w7');
    expect(await search('text=zanzibar')).not.toContain('w7');
    const patched = await call('PATCH', '/items/w7', {
      classifications: ['y1'],
      description: 'zanzibar gateway',
    });
    expect(patched.statusCode).toBe(200);
    expect(await search('classificationIds=x11')).not.toContain('w7');
    expect(await search('classificationIds=y')).toContain('w7');
    expect(await search('text=zanzibar')).toContain('w7');
  });
});
