import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem } from '../catalog/details/test-factories.ts';
import { appOf, body, runtimeClient } from './test-helpers.ts';

describe('rotation, revocation, verification and secrecy of native keys', () => {
  let t: TestApp;
  let api: ReturnType<typeof runtimeClient>;
  let logs = '';
  const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/keys/verify', payload });
  let key = '';
  let secret = '';
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs += chunk.toString();
        done();
      },
    });
    t = await createTestApp(
      { runtime: { ...readRuntimeConfig({}), verifyRateLimitPerMinute: 40 } },
      { logger: { level: 'trace', stream } },
    );
    await makeItem(t.db, 'pay', { storefront: 'native:finance:payments' });
    api = runtimeClient(t, await t.authHeaders('alice'), 'pay');
    const res = await api.create(
      body([{ name: 'Shop', credentials: [{ products: [{ apiProduct: 'payments' }] }] }]),
    );
    [{ consumerKey: key, consumerSecret: secret = '' }] = appOf(res.json(), 'Shop').credentials;
  });
  afterAll(() => t.close());

  it('verifies key, secret and product for gateways, without a bearer token', async () => {
    const ok = await verify({ consumerKey: key, consumerSecret: secret, apiProduct: 'payments' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      valid: true,
      developerEmail: 'alice@example.com',
      appName: 'Shop',
      apiProducts: ['payments'],
    });
    for (const bad of [
      { consumerKey: key },
      { consumerKey: key, consumerSecret: `${secret}x` },
      { consumerKey: `${key}x`, consumerSecret: secret },
      { consumerKey: key, apiProduct: 'ledger' },
    ]) {
      const res = await verify(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'INVALID-KEY', detail: 'The key is not valid.' });
    }
    const missing = await verify({ consumerSecret: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('body.consumerKey');
  });

  it('rotates: the new key works at once, the old one until the overlap ends', async () => {
    const before = Date.now();
    const res = await api.rotate({ appName: 'Shop', consumerKey: key });
    expect(res.statusCode).toBe(200);
    const rotated = res.json();
    expect(rotated.credential.consumerSecret).toBeTruthy();
    expect(rotated.credential.products).toEqual([{ apiProduct: 'payments', status: 'approved' }]);
    const overlap = Date.parse(rotated.previousKeyExpiresAt) - before;
    expect(overlap).toBeGreaterThanOrEqual(24 * 3_600_000 - 5_000);
    expect(overlap).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);
    const shop = appOf((await api.get()).json(), 'Shop').credentials as unknown as {
      consumerKey: string;
      expiresAt: string;
    }[];
    expect(shop.find((c) => c.consumerKey === key)?.expiresAt).toBe(rotated.previousKeyExpiresAt);
    expect(
      (
        await verify({
          consumerKey: rotated.credential.consumerKey,
          consumerSecret: rotated.credential.consumerSecret,
        })
      ).statusCode,
    ).toBe(200);
    expect((await verify({ consumerKey: key, consumerSecret: secret })).statusCode).toBe(200);
    expect((await api.rotate({ appName: 'Shop', consumerKey: 'nope' })).statusCode).toBe(404);
  });

  it('revokes a key at once', async () => {
    const res = await api.revoke({ appName: 'Shop', consumerKey: key });
    expect(res.statusCode).toBe(200);
    const cred = appOf(res.json(), 'Shop').credentials.find((c) => c.consumerKey === key) as unknown as {
      status: string;
    };
    expect(cred.status).toBe('revoked');
    expect((await verify({ consumerKey: key, consumerSecret: secret })).statusCode).toBe(401);
    expect((await api.rotate({ appName: 'Shop', consumerKey: key })).statusCode).toBe(400);
    const events = (await api.events()).json().events.map((e: { event: string }) => e.event);
    expect(events.slice(0, 2)).toEqual(['key.revoked', 'key.rotated']);
  });

  it('stores keys sealed and secrets hashed (a database copy holds no working key), logs neither', async () => {
    const rows = await t.db.selectFrom('runtime_credentials').selectAll().execute();
    expect(rows.length).toBeGreaterThan(1);
    const listed = appOf((await api.get()).json(), 'Shop').credentials.map((c) => c.consumerKey);
    const copy = JSON.stringify(rows);
    for (const k of [...listed, secret]) expect(copy).not.toContain(k);
    for (const r of rows) {
      expect(r.consumer_key).toBeNull();
      expect(r.consumer_key_sealed).toMatch(/^v1\./);
      expect(r.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain(key);
  });

  it('limits verification calls per client address', async () => {
    let last = 0;
    for (let i = 0; i < 45 && last !== 429; i++) last = (await verify({ consumerKey: 'x' })).statusCode;
    expect(last).toBe(429);
    const res = await verify({ consumerKey: 'x' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
