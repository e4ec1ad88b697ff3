import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { classificationCounts, providerClient } from '../test-helpers.ts';

describe('provider taxonomies and classifications', () => {
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  beforeAll(async () => {
    t = await createTestApp();
    call = providerClient(t);
  });
  afterAll(() => t.close());

  it('creates taxonomies and nested classifications, refusing duplicates and strangers', async () => {
    expect((await call('POST', '/taxonomies', { id: 'cat', name: 'Categories' })).statusCode).toBe(201);
    expect(
      (await call('POST', '/taxonomies', { id: 'org', name: 'Organisation', position: 1 })).statusCode,
    ).toBe(201);
    expect((await call('POST', '/taxonomies', { id: 'cat', name: 'Again' })).statusCode).toBe(409);
    const tree: [string, string | null][] = [
      ['money', null],
      ['cards', 'money'],
      ['debit', 'cards'],
      ['travel', null],
    ];
    for (const [id, parentId] of tree) {
      const res = await call('POST', '/taxonomies/cat/classifications', {
        id,
        label: id.toUpperCase(),
        parentId,
      });
      expect(res.statusCode).toBe(201);
    }
    await call('POST', '/taxonomies/org/classifications', { id: 'retail', label: 'Retail' });
    const list = (await call('GET', '/taxonomies')).json();
    expect(list.map((x: { id: string }) => x.id)).toEqual(['cat', 'org']);
    expect(list[0].classifications.find((c: { id: string }) => c.id === 'debit')).toMatchObject({
      taxonomyId: 'cat',
      parentId: 'cards',
      aggSpecificationCount: 0,
    });
    expect(
      (await call('POST', '/taxonomies/cat/classifications', { id: 'cards', label: 'x' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/taxonomies/nope/classifications', { id: 'x1', label: 'x' })).statusCode,
    ).toBe(404);
    const foreign = await call('POST', '/taxonomies/cat/classifications', {
      id: 'x2',
      label: 'x',
      parentId: 'retail',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toContain('Invalid body.parentId');
    const missing = await call('POST', '/taxonomies/cat/classifications', { id: 'x3', label: '' });
    expect(missing.json().detail).toContain('body.label');
    expect((await call('PUT', '/taxonomies/cat', {}, 'alice')).statusCode).toBe(403);
  });

  it('keeps aggregate counts right through creates, moves and deletes', async () => {
    await call('POST', '/items', { id: 's1', name: 'S1', classifications: ['debit'] });
    await call('POST', '/items', { id: 's2', name: 'S2', classifications: ['debit', 'cards'] });
    await call('POST', '/items', { id: 'b1', name: 'B1', objectType: 'BUNDLE', classifications: ['travel'] });
    expect(await classificationCounts(t)).toMatchObject({
      money: [2, 0],
      cards: [2, 0],
      debit: [2, 0],
      travel: [0, 1],
    });
    // Move debit (with its items) under travel.
    expect((await call('PUT', '/classifications/debit', { parentId: 'travel' })).statusCode).toBe(200);
    expect(await classificationCounts(t)).toMatchObject({ money: [1, 0], cards: [1, 0], travel: [2, 1] });
    // And to the root.
    await call('PUT', '/classifications/debit', { parentId: null });
    expect(await classificationCounts(t)).toMatchObject({ travel: [0, 1], debit: [2, 0] });
    await call('DELETE', '/items/s2');
    expect(await classificationCounts(t)).toMatchObject({ money: [0, 0], cards: [0, 0], debit: [1, 0] });
  });

  it('refuses cycles and moves across taxonomies', async () => {
    await call('PUT', '/classifications/debit', { parentId: 'cards' });
    const cycle = await call('PUT', '/classifications/money', { parentId: 'debit' });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().detail).toContain('cycle');
    expect((await call('PUT', '/classifications/money', { parentId: 'money' })).statusCode).toBe(400);
    expect((await call('PUT', '/classifications/money', { parentId: 'retail' })).statusCode).toBe(400);
    expect((await call('PUT', '/classifications/ghost', { label: 'x' })).statusCode).toBe(404);
  });

  it('an update with no field changes nothing and answers the list (fuzz seed 148141 found a 500)', async () => {
    const before = await call('GET', '/taxonomies');
    const res = await call('PUT', '/classifications/debit', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(before.json());
    expect((await call('PUT', '/classifications/ghost', {})).statusCode).toBe(404);
  });

  it('renaming a classification updates its items search text', async () => {
    await call('PUT', '/classifications/debit', { label: 'Contactless' });
    const row = await t.db
      .selectFrom('catalog_items')
      .select('search_vector')
      .where('id', '=', 's1')
      .executeTakeFirstOrThrow();
    expect(String(row.search_vector)).toContain('contactless');
  });

  it('deleting a classification drops its subtree and the item links', async () => {
    expect((await call('DELETE', '/classifications/cards')).statusCode).toBe(204);
    const ids = (await t.db.selectFrom('classifications').select('id').execute()).map((r) => r.id).sort();
    expect(ids).toEqual(['money', 'retail', 'travel']);
    const links = await t.db
      .selectFrom('item_classifications')
      .selectAll()
      .where('item_id', '=', 's1')
      .execute();
    expect(links).toEqual([]);
    const row = await t.db
      .selectFrom('catalog_items')
      .select('search_vector')
      .where('id', '=', 's1')
      .executeTakeFirstOrThrow();
    expect(String(row.search_vector)).not.toContain('contactless');
    expect((await call('DELETE', '/classifications/cards')).statusCode).toBe(404);
  });

  it('deleting a taxonomy drops its classifications and keeps counts of the rest', async () => {
    await call('PATCH', '/items/s1', { classifications: ['retail', 'money'] });
    expect(await classificationCounts(t)).toMatchObject({ money: [1, 0], retail: [1, 0] });
    expect((await call('DELETE', '/taxonomies/cat')).statusCode).toBe(204);
    expect(await classificationCounts(t)).toEqual({ retail: [1, 0] });
    expect((await call('GET', '/items/s1')).json().classifications).toEqual(['retail']);
    expect((await call('DELETE', '/taxonomies/cat')).statusCode).toBe(404);
  });
});
