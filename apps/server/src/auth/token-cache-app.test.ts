import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { TOKEN_CACHE_MAX_AGE_SECONDS } from './token-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const myStore = (token: string) =>
  t.app.inject({ url: '/api/web/my/store', headers: { authorization: `Bearer ${token}` } });

describe('verified-token cache in the bearer hook (embedded issuer)', () => {
  it('refuses an expired token that was verified and cached while it was valid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const token = await t.tokenFor('alice', 60);
    expect((await myStore(token)).statusCode).toBe(200);
    expect((await myStore(token)).statusCode).toBe(200);
    // Past exp and the clock tolerance (the cache never serves it, not even without an await).
    vi.setSystemTime(start + (60 + t.config.oidc.clockToleranceSeconds + 1) * 1000);
    const refused = await myStore(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await myStore(token)).statusCode).toBe(401);
  });

  it('verifies a long-lived token again after the cache max age and keeps admitting it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const token = await t.tokenFor('bob', 3600);
    const first = await myStore(token);
    expect(first.statusCode).toBe(200);
    vi.setSystemTime(start + (TOKEN_CACHE_MAX_AGE_SECONDS + 1) * 1000);
    const again = await myStore(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('never admits a token whose signature differs from a cached one', async () => {
    const token = await t.tokenFor('alice', 300);
    expect((await myStore(token)).statusCode).toBe(200);
    const [h, p, s] = token.split('.');
    const forged = `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect((await myStore(forged)).statusCode).toBe(401);
  });
});
