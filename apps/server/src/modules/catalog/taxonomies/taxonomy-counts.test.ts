import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { importPaths } from '../import/import-files.ts';
import { classificationCounts, providerClient, recounted } from '../test-helpers.ts';

const petstore = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../import/fixtures/petstore-swagger2/petstore.yaml',
);

describe('classification counts maintained per write', () => {
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  /** The stored counts, after checking they equal a full recount. */
  const counts = async () => {
    const stored = await classificationCounts(t);
    expect(stored).toEqual(await recounted(t));
    return stored;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = providerClient(t);
    await call('POST', '/taxonomies', { id: 'dom', name: 'Domains' });
    await call('POST', '/taxonomies', { id: 'org', name: 'Organisation' });
    const tree: [string, string | null, string?][] = [
      ['a', null],
      ['a1', 'a'],
      ['a11', 'a1'],
      ['a2', 'a'],
      ['b', null],
      ['team', null, 'org'],
    ];
    for (const [id, parentId, taxonomy] of tree) {
      const res = await call('POST', `/taxonomies/${taxonomy ?? 'dom'}/classifications`, {
        id,
        label: id,
        parentId,
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t?.close());

  it('counts an item once per ancestor however many of its classifications lie below it', async () => {
    await call('POST', '/items', { id: 's1', name: 'S1', classifications: ['a11'] });
    await call('POST', '/items', { id: 's2', name: 'S2', classifications: ['a11', 'a1', 'a'] });
    await call('POST', '/items', { id: 's3', name: 'S3', classifications: ['a2', 'a1', 'team'] });
    await call('POST', '/items', { id: 'k1', name: 'K1', objectType: 'BUNDLE', classifications: ['a2'] });
    expect(await counts()).toEqual({
      a: [3, 1],
      a1: [3, 0],
      a11: [2, 0],
      a2: [1, 1],
      b: [0, 0],
      team: [1, 0],
    });
  });

  it('follows classification changes through PATCH and PUT, and type changes', async () => {
    await call('PATCH', '/items/s1', { classifications: ['a2', 'b'] });
    expect(await counts()).toMatchObject({ a: [3, 1], a1: [2, 0], a11: [1, 0], a2: [2, 1], b: [1, 0] });
    await call('PUT', '/items/s2', { name: 'S2', classifications: ['b'] });
    expect(await counts()).toMatchObject({ a: [2, 1], a1: [1, 0], a11: [0, 0], b: [2, 0] });
    const retyped = await call('PATCH', '/items/s3', { objectType: 'BUNDLE' });
    expect(retyped.statusCode).toBe(200);
    expect(await counts()).toMatchObject({ a: [1, 2], a1: [0, 1], a2: [1, 2], team: [0, 1] });
    await call('PATCH', '/items/s3', { objectType: 'SPECIFICATION', classifications: [] });
    expect(await counts()).toMatchObject({ a: [1, 1], a1: [0, 0], a2: [1, 1], team: [0, 0] });
    // A write that leaves the links alone changes nothing.
    await call('PATCH', '/items/s1', { description: 'Still in a2 and b' });
    expect(await counts()).toMatchObject({ a: [1, 1], a2: [1, 1], b: [2, 0] });
  });

  it('follows imports and re-imports with other classifications', async () => {
    const first = await importPaths(t.db, [petstore], { metadata: { classifications: ['a11', 'a'] } });
    expect(first.imported).toBe(1);
    expect(await counts()).toMatchObject({ a: [2, 1], a1: [1, 0], a11: [1, 0] });
    const again = await importPaths(t.db, [petstore], { metadata: { classifications: ['b'] } });
    expect(again.updated).toBe(1);
    expect(await counts()).toMatchObject({ a: [1, 1], a1: [0, 0], a11: [0, 0], b: [3, 0] });
  });

  it('recounts only the old and new ancestors when a classification moves', async () => {
    await call('PATCH', '/items/s2', { classifications: ['a11', 'b'] });
    expect(await counts()).toMatchObject({ a: [2, 1], a1: [1, 0], a11: [1, 0], b: [3, 0] });
    expect((await call('PUT', '/classifications/a1', { parentId: 'b' })).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ a: [1, 1], a1: [1, 0], b: [3, 0] });
    expect((await call('PUT', '/classifications/a11', { parentId: null })).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ a1: [0, 0], a11: [1, 0], b: [3, 0] });
    await call('PUT', '/classifications/a11', { parentId: 'a2' });
    await call('PUT', '/classifications/a1', { parentId: 'a' });
    await counts();
  });

  it('follows deletes of items, classification subtrees and taxonomies', async () => {
    expect((await call('DELETE', '/items/s2')).statusCode).toBe(204);
    await counts();
    await call('POST', '/items', { id: 's4', name: 'S4', classifications: ['a11', 'a1'] });
    expect((await call('DELETE', '/classifications/a2')).statusCode).toBe(204);
    expect(await counts()).toMatchObject({ a: [1, 0], a1: [1, 0] });
    expect((await call('DELETE', '/taxonomies/org')).statusCode).toBe(204);
    await counts();
  });

  it('is right for multi-row statements written directly', async () => {
    await t.db
      .insertInto('item_classifications')
      .values([
        { item_id: 's1', classification_id: 'a' },
        { item_id: 's1', classification_id: 'a1' },
        { item_id: 's4', classification_id: 'b' },
        { item_id: 'k1', classification_id: 'a1' },
      ])
      .execute();
    await counts();
    await t.db.deleteFrom('item_classifications').where('classification_id', 'in', ['a', 'a1']).execute();
    await counts();
    await t.db
      .updateTable('item_classifications')
      .set({ classification_id: 'a1' })
      .where('item_id', '=', 's4')
      .where('classification_id', '=', 'b')
      .execute();
    await counts();
    await t.db.updateTable('catalog_items').set({ object_type: 'BUNDLE' }).execute();
    await counts();
    await t.db.deleteFrom('catalog_items').execute();
    expect(
      Object.values(await counts())
        .flat()
        .every((n) => n === 0),
    ).toBe(true);
  });
});
