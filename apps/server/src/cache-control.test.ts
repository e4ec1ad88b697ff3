import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeItem } from './modules/catalog/details/test-factories.ts';
import { createTestApp, type TestApp } from './test/app.ts';

describe('Cache-Control on API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeItem(t.db, 'cc-1');
  });
  afterAll(() => t.close());

  it('marks per-user answers no-store (my/stuff, my/store, runtime with keys, the email outbox)', async () => {
    const alice = await t.authHeaders('alice');
    const paula = await t.authHeaders('paula');
    for (const [url, headers] of [
      ['/api/web/my/stuff', alice],
      ['/api/web/my/store', alice],
      ['/api/web/catalog/item/cc-1/runtime', alice],
      ['/api/provider/email/outbox', paula],
      ['/api/web/my/store', {}], // errors too (401)
    ] as const) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('keeps private revalidation where a route sets it (catalogue details: no secret, ETag)', async () => {
    const res = await t.app.inject({
      url: '/api/web/catalog/item/cc-1/summary',
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});
