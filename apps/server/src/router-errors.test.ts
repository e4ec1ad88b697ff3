import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem } from './modules/catalog/search/test-factories.ts';
import { createTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/**
 * Found by the schema fuzzer (issue 16): the router refused path parameters over 100 characters
 * (valid 200-character ids included) and malformed percent-encoding in Fastify's own body
 * ({ error, code, message, statusCode }) instead of the API's one error shape.
 */
describe('router-level refusals', () => {
  it('serves an item whose id has the 200 characters the contract allows', async () => {
    const id = `a${'b'.repeat(199)}`;
    await insertItem(t.db, { id, name: 'Long id' });
    const res = await t.app.inject({
      url: `/api/web/catalog/item/${id}/summary`,
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(id);
  });

  it('answers a parameter too long for the router with 414 in the { code, detail } shape', async () => {
    const res = await t.app.inject({
      url: `/api/web/catalog/item/${'x'.repeat(3000)}/summary`,
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'HTTP-414', detail: 'URI Too Long' });
  });

  it('answers malformed percent-encoding with 400 in the { code, detail } shape', async () => {
    const res = await t.app.inject({
      url: '/api/web/catalog/item/abc%ED%A0%80/summary',
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'HTTP-400', detail: 'Invalid URL encoding' });
  });

  it('answers an over-long id within the router limit with the schema 400', async () => {
    const res = await t.app.inject({
      url: `/api/web/catalog/item/${'y'.repeat(500)}/summary`,
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('HTTP-400');
  });
});
