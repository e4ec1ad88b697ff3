import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertItem, insertTaxonomy, refreshTaxonomyCounts } from '../search/test-factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertTaxonomy(t.db, 'zoo', 'Zoo', [
    ['mammals', null, 'Mammals'],
    ['marsupials', 'mammals', 'Marsupials'],
    ['cats', 'mammals', 'Cats'],
    ['birds', null, 'Birds'],
  ]);
  await insertTaxonomy(t.db, 'other', 'Other', [['misc', null, 'Misc']]);
  await insertItem(t.db, { id: 'kangaroo', name: 'Kangaroo API', classifications: ['marsupials'] });
  await insertItem(t.db, { id: 'lion', name: 'Lion API', classifications: ['cats', 'mammals'] });
  await insertItem(t.db, {
    id: 'zoo-bundle',
    name: 'Zoo Bundle',
    objectType: 'BUNDLE',
    classifications: ['cats'],
  });
  await refreshTaxonomyCounts(t.db);
});
afterAll(async () => t?.close());

describe('GET /api/web/taxonomy/{id}/data', () => {
  it('returns the tree in position order with aggregate counts over descendants', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/web/taxonomy/zoo/data',
      headers: await t.authHeaders(),
    });
    expect(res.statusCode).toBe(200);
    const node = (id: string, label: string, specs: number, bundles: number, children: unknown[] = []) => ({
      taxonomyID: 'zoo',
      id,
      label,
      aggSpecificationCount: specs,
      aggBundleCount: bundles,
      children,
    });
    expect(res.json()).toEqual({
      id: 'zoo',
      name: 'Zoo',
      classifications: [
        node('mammals', 'Mammals', 2, 1, [
          node('marsupials', 'Marsupials', 1, 0),
          node('cats', 'Cats', 1, 1),
        ]),
        node('birds', 'Birds', 0, 0),
      ],
    });
  });

  it('answers 404 for an unknown taxonomy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/web/taxonomy/nope/data',
      headers: await t.authHeaders(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'HTTP-404' });
  });
});
