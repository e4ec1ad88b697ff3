import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem } from '../catalog/details/test-factories.ts';
import { petstore, putDocument } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeItem(t.db, 'docs-1');
  await putDocument(t.db, 'docs-1', JSON.stringify(petstore), 'json');
});
afterAll(async () => t?.close());

/** Found by the schema fuzzer (issue 16): the viewer's document answered 200, a status its document never listed. */
describe('GET /api/web/catalog/item/{id}/openapi/docs in the OpenAPI document', () => {
  it('declares the 200 it answers', async () => {
    const doc = (await t.app.inject({ url: '/api/web/openapi.json' })).json();
    const responses = doc.paths['/api/web/catalog/item/{id}/openapi/docs'].get.responses;
    expect(Object.keys(responses)).toContain('200');
    const res = await t.app.inject({
      url: '/api/web/catalog/item/docs-1/openapi/docs',
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().info.title).toBe('Pets');
  });
});
