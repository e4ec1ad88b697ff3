import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem } from '../catalog/details/test-factories.ts';
import { runtimeClient } from './test-helpers.ts';
import { INVALID_KEY, keyVerifierFor } from './verify.ts';

/**
 * The verifier's cached path (what gateways hit): the same verdicts as the uncached one, worked out
 * from what the cache keeps (secret digest, expiry, approved products), expiry judged on each call.
 */
describe('key verifier, cached entries', () => {
  let t: TestApp;
  let key: { consumerKey: string; consumerSecret: string };
  beforeAll(async () => {
    t = await createTestApp({ runtime: { ...readRuntimeConfig({}), verifyCacheMs: 600_000 } });
    await makeItem(t.db, 'cached', { storefront: 'native:finance:cached-api' });
    const made = await runtimeClient(t, await t.authHeaders('alice'), 'cached').newKey();
    expect(made.statusCode).toBe(201);
    key = made.json().credential;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('answers a cached key with the same answer, and refuses a wrong, missing or unknown secret', async () => {
    const v = keyVerifierFor(t.db);
    const first = await v.verify({ ...key, apiProduct: 'cached-api' });
    expect(first).toMatchObject({
      valid: true,
      developerEmail: 'alice@example.com',
      apiProducts: ['cached-api'],
    });
    expect(await v.verify(key)).toBe(first);
    await expect(v.verify({ ...key, consumerSecret: `${key.consumerSecret}x` })).rejects.toBe(INVALID_KEY);
    await expect(v.verify({ consumerKey: key.consumerKey })).rejects.toBe(INVALID_KEY);
    await expect(v.verify({ ...key, apiProduct: 'other-api' })).rejects.toBe(INVALID_KEY);
    await expect(v.verify({ consumerKey: 'no-such-key', consumerSecret: 'x' })).rejects.toBe(INVALID_KEY);
  });

  it('judges expiry on every call, even while the key is cached', async () => {
    const v = keyVerifierFor(t.db);
    // The key expires in a minute; read into the cache (600 s) before then.
    const soon = new Date(Date.now() + 60_000);
    await t.db.updateTable('runtime_credentials').set({ expires_at: soon }).execute();
    v.invalidate();
    expect((await v.verify(key)).expiresAt).toBe(soon.toISOString());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(soon.getTime() - 1000);
    expect((await v.verify(key)).valid).toBe(true);
    vi.setSystemTime(soon.getTime() + 1000);
    await expect(v.verify(key)).rejects.toBe(INVALID_KEY);
    vi.useRealTimers();
  });
});
