import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Found by the schema fuzzer (issue 16): the documented schema of GET /api/web/config refused its answers. */
describe('GET /api/web/config against its schema in the served OpenAPI document', () => {
  it('answers a body the document accepts, search and ticketing included', async () => {
    const doc = (await t.app.inject({ url: '/api/web/openapi.json' })).json();
    const schema = doc.paths['/api/web/config'].get.responses['200'].content['application/json'].schema;
    const res = await t.app.inject({ url: '/api/web/config', headers: await t.authHeaders('alice') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.search).toBeDefined();
    expect(body.ticketing).toBeDefined();
    const validate = new Ajv({ strict: false, allErrors: true }).compile({
      ...schema,
      components: doc.components,
    });
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });
});
