import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitConfig } from './config.ts';
import { createTestApp, type TestApp } from './test/app.ts';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, Record<string, unknown>> }>> };

const limits = (writes: number): { rateLimit: RateLimitConfig } => ({
  rateLimit: {
    windowMs: 60_000,
    writesPerUser: writes,
    writesPerAddress: writes,
    signInFailuresPerUsername: 0,
    signInFailuresPerAddress: 0,
  },
});

async function documentOf(t: TestApp): Promise<Doc> {
  return (await t.app.inject({ url: '/api/web/openapi.json' })).json();
}

/** The write limit's 429, declared where the limit applies (issue 16 part 9). */
describe('OpenAPI document: the write limit 429', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([createTestApp(limits(100)), createTestApp(limits(0))]);
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it('is declared on every write under /api/web and /api/provider with Retry-After and the error body', async () => {
    const doc = await documentOf(on);
    const add = doc.paths['/api/web/my/store/favourites/{id}/add']?.post?.responses['429'];
    expect(add).toMatchObject({
      headers: { 'retry-after': { schema: { type: 'integer', minimum: 1 } } },
      content: {
        'application/json': {
          schema: { type: 'object', required: ['code', 'detail'], properties: { code: { type: 'string' } } },
        },
      },
    });
    // A delete that declared only its errors, a provider write, and a write with its own 429 (the
    // posting interval) all declare it; reads do not; /api/keys keeps its own limit's 429, with the
    // Retry-After it sends.
    expect(doc.paths['/api/provider/branding/logo']?.delete?.responses['429']).toEqual(add);
    expect(doc.paths['/api/provider/items']?.post?.responses['429']).toEqual(add);
    expect(doc.paths['/api/web/comments/catitem/{id}/conv/{key}']?.post?.responses['429']).toEqual(add);
    expect(doc.paths['/api/web/my/store']?.get?.responses['429']).toBeUndefined();
    expect(doc.paths['/api/keys/verify']?.post?.responses['429']).toMatchObject({
      description: expect.not.stringContaining('write limit'),
      headers: add.headers,
    });
  });

  it('is not declared when the write limits are off (a route keeps its own 429, with Retry-After)', async () => {
    const doc = await documentOf(off);
    expect(doc.paths['/api/web/my/store/favourites/{id}/add']?.post?.responses['429']).toBeUndefined();
    const own = doc.paths['/api/web/comments/catitem/{id}/conv/{key}']?.post?.responses['429'];
    expect(own?.headers).toEqual({ 'retry-after': expect.objectContaining({ schema: expect.any(Object) }) });
  });
});
