import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem } from './modules/catalog/search/test-factories.ts';
import { createTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Found by the schema fuzzer (issue 16): deletes answered 204, which their documents never declared. */
describe('the served OpenAPI document declares the success status of every delete', () => {
  it('lists a 2xx for each DELETE operation', async () => {
    const doc = (await t.app.inject({ url: '/api/web/openapi.json' })).json();
    const deletes = Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>)
      .filter(([, ops]) => ops.delete)
      .map(([path, ops]) => ({ path, statuses: Object.keys(ops.delete!.responses) }));
    expect(deletes.length).toBeGreaterThan(10);
    expect(deletes.filter((d) => !d.statuses.some((s) => s.startsWith('2')))).toEqual([]);
    expect(deletes.find((d) => d.path === '/api/provider/items/{id}')?.statuses).toContain('204');
  });

  it('answers the declared 204 with no body when an item is deleted', async () => {
    await insertItem(t.db, { id: 'gone-1', name: 'Gone' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/provider/items/gone-1',
      headers: await t.authHeaders('paula'),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});
