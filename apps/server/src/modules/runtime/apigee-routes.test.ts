import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type FakeApigee, type Flavour, startFakeApigee } from '../../test/fake-apigee.ts';
import { makeItem } from '../catalog/details/test-factories.ts';
import { appOf, body, runtimeClient } from './test-helpers.ts';

describe.each<Flavour>(['x', 'edge'])('runtime and developer calls on Apigee (%s)', (flavour) => {
  let t: TestApp;
  let fake: FakeApigee;
  let api: ReturnType<typeof runtimeClient>;
  beforeAll(async () => {
    fake = await startFakeApigee({
      flavour,
      org: 'acme',
      token: 'tok',
      username: 'u',
      password: 'p',
      products: ['orders'],
    });
    t = await createTestApp({
      runtime: {
        ...readRuntimeConfig({ APIGEE_ORG: 'acme' }),
        apigee: {
          baseUrl: fake.url,
          org: 'acme',
          flavour,
          token: 'tok',
          username: 'u',
          password: 'p',
          timeoutMs: 3000,
        },
      },
    });
    await makeItem(t.db, 'orders-api', { storefront: 'apigee:retail:orders' });
    await makeItem(t.db, 'missing-product', { storefront: 'apigee:retail:unknown' });
    api = runtimeClient(t, await t.authHeaders('alice'), 'orders-api');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("reads no developer from a 404 and sends the flavour's credentials", async () => {
    const res = await api.get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      platformRuntime: { developer: null, apiProduct: { name: 'orders' } },
      storefront: { runtime: 'apigee' },
    });
    const [req] = fake.seen;
    expect(req.path).toBe('/v1/organizations/acme/developers/alice%40example.com');
    expect(req.authorization).toBe(
      flavour === 'x' ? 'Bearer tok' : `Basic ${Buffer.from('u:p').toString('base64')}`,
    );
  });

  it('creates the developer and app in Apigee with a portal-generated key carrying the product', async () => {
    fake.seen.length = 0;
    const res = await api.create(
      body([{ name: 'Shop', credentials: [{ products: [{ apiProduct: 'orders' }] }] }]),
    );
    expect(res.statusCode).toBe(201);
    const [cred] = appOf(res.json(), 'Shop').credentials;
    expect(cred.consumerSecret).toBeTruthy();
    expect(cred.products).toEqual([{ apiProduct: 'orders', status: 'approved' }]);
    const stored = fake.store.developer('alice@example.com');
    expect(stored).toMatchObject({ firstName: 'Alice', lastName: 'Consumer', userName: 'alice' });
    const keys = stored?.apps.get('Shop')?.credentials ?? [];
    // Apigee's automatic key is replaced by the portal's, so the shown secret is the only one.
    expect(keys.map((k) => k.consumerKey)).toEqual([cred.consumerKey]);
    expect(keys[0].consumerSecret).toBe(cred.consumerSecret);
    expect(fake.seen.map((r) => `${r.method} ${r.path.replace('/v1/organizations/acme', '')}`)).toEqual(
      expect.arrayContaining([
        'POST /developers',
        'POST /developers/alice%40example.com/apps',
        `POST /developers/alice%40example.com/apps/Shop/keys/create`,
        `POST /developers/alice%40example.com/apps/Shop/keys/${cred.consumerKey}`,
      ]),
    );
    const again = await api.get();
    expect(JSON.stringify(again.json())).not.toContain(cred.consumerSecret);
    expect(
      Date.parse(appOf(again.json(), 'Shop').credentials[0].expiresAt as unknown as string),
    ).toBeGreaterThan(Date.now());
    expect((await api.create(body([{ name: 'Again' }]))).statusCode).toBe(409);
  });

  it('covers every PUT variant against the management API', async () => {
    const added = await api.put(body([{ name: 'Mobile App' }]));
    expect(added.statusCode).toBe(200);
    expect(appOf(added.json(), 'Mobile App').credentials).toHaveLength(1);
    const more = await api.put(body([{ name: 'Mobile App', credentials: [{}] }]));
    const keys = appOf(more.json(), 'Mobile App').credentials;
    expect(keys).toHaveLength(2);
    const key = keys[1].consumerKey;
    const put = (cred: object) => api.put(body([{ name: 'Mobile App', credentials: [cred] }]));

    const attached = await put({ consumerKey: key, products: [{ apiProduct: 'orders', deleted: false }] });
    expect(appOf(attached.json(), 'Mobile App').credentials[1].products).toEqual([
      { apiProduct: 'orders', status: 'approved' },
    ]);
    const detached = await put({ consumerKey: key, products: [{ apiProduct: 'orders', deleted: true }] });
    expect(appOf(detached.json(), 'Mobile App').credentials[1].products).toEqual([]);
    expect(
      fake.seen.some((r) => r.method === 'DELETE' && r.path.endsWith(`/keys/${key}/apiproducts/orders`)),
    ).toBe(true);

    const removed = await put({ consumerKey: key, deleted: true });
    expect(appOf(removed.json(), 'Mobile App').credentials).toHaveLength(1);
    const appGone = await api.put(body([{ name: 'Mobile App', deleted: true }]));
    expect(appGone.json().platformRuntime.developer.apps.map((a: { name: string }) => a.name)).toEqual([
      'Shop',
    ]);
    expect(fake.store.developer('alice@example.com')?.apps.has('Mobile App')).toBe(false);
  });

  it('maps Apigee errors: unknown product 400-range, platform failures and timeouts to 502', async () => {
    const other = runtimeClient(t, await t.authHeaders('alice'), 'missing-product');
    const res = await other.put(
      body([{ name: 'Shop', credentials: [{ consumerKey: '', products: [{ apiProduct: 'unknown' }] }] }]),
    );
    expect(res.statusCode).toBe(404);
    fake.intercept((_req, r) => {
      r.writeHead(500, { 'content-type': 'application/json' });
      r.end('{"error":{"code":500,"message":"boom","status":"INTERNAL"}}');
      return true;
    });
    const failed = await api.get();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ code: 'RUNTIME-UNAVAILABLE', detail: 'Bad Gateway' });
    fake.intercept(() => true); // never answers
    expect((await api.get()).statusCode).toBe(502);
    fake.intercept(null);
  });

  it('deletes the developer', async () => {
    const res = await api.put(body([], { deleted: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json().platformRuntime.developer).toBeNull();
    expect(fake.store.developer('alice@example.com')).toBeUndefined();
  });
});
