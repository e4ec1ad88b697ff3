import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../../config.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type FakeApigee, type Flavour, startFakeApigee } from '../../../test/fake-apigee.ts';
import { makeItem } from '../../catalog/details/test-factories.ts';
import { appOf, body, runtimeClient } from '../test-helpers.ts';

describe.each<Flavour>(['x', 'edge'])('subscriptions in Apigee terms (%s)', (flavour) => {
  let t: TestApp;
  let fake: FakeApigee;
  let paula: Record<string, string>;
  let api: ReturnType<typeof runtimeClient>;
  beforeAll(async () => {
    fake = await startFakeApigee({
      flavour,
      org: 'acme',
      token: 'tok',
      username: 'u',
      password: 'p',
      products: ['orders', 'ledger', 'journal'],
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
    // Approval required in the portal only, as the demo seed writes it: Apigee's product is auto.
    await makeItem(t.db, 'ledger-api', { storefront: 'apigee:retail:ledger' });
    await makeItem(t.db, 'journal-api', { storefront: 'apigee:retail:journal' });
    await t.db
      .insertInto('access_policies')
      .values(['ledger-api', 'journal-api'].map((item_id) => ({ item_id, approval_required: true })))
      .execute();
    paula = await t.authHeaders('paula');
    api = runtimeClient(t, await t.authHeaders('alice'), 'orders-api');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const keyProduct = () => {
    const dev = fake.store.developer('alice@example.com')!;
    return dev.apps.get('Shop')!.credentials[0].apiProducts.find((p) => p.apiproduct === 'orders')!;
  };

  it('sets the API product approvalType to manual, so the key product is pending in Apigee too', async () => {
    fake.seen.length = 0;
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/items/orders-api/access-policy',
      headers: paula,
      payload: { approval: 'required' },
    });
    expect(set.statusCode).toBe(200);
    const put = fake.seen.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/v1/organizations/acme/apiproducts/orders');
    expect(put?.body).toMatchObject({ name: 'orders', approvalType: 'manual' });

    const created = await api.create(
      body([{ name: 'Shop', credentials: [{ products: [{ apiProduct: 'orders' }] }] }]),
    );
    expect(created.statusCode).toBe(201);
    expect(appOf(created.json(), 'Shop').credentials[0].products).toEqual([
      { apiProduct: 'orders', status: 'pending' },
    ]);
    expect(keyProduct().status).toBe('pending');
  });

  it('approves and revokes through the key/product actions', async () => {
    const [sub] = (
      await t.app.inject({ url: '/api/provider/subscriptions?itemId=orders-api', headers: paula })
    ).json().subscriptions;
    const key = fake.store.developer('alice@example.com')!.apps.get('Shop')!.credentials[0].consumerKey;
    const action = `/v1/organizations/acme/developers/alice%40example.com/apps/Shop/keys/${key}/apiproducts/orders`;
    fake.seen.length = 0;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/provider/subscriptions/${sub.id}/decision`,
      headers: paula,
      payload: { action: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    const call = fake.seen.find((r) => r.method === 'POST' && r.path === action);
    expect(call?.query.get('action')).toBe('approve');
    expect(keyProduct().status).toBe('approved');
    expect(appOf((await api.get()).json(), 'Shop').credentials[0].products[0].status).toBe('approved');

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/provider/subscriptions/${sub.id}/decision`,
      headers: paula,
      payload: { action: 'revoke' },
    });
    expect(revoked.statusCode).toBe(200);
    expect(keyProduct().status).toBe('revoked');
    expect(appOf((await api.get()).json(), 'Shop').credentials[0].products[0].status).toBe('revoked');
  });

  it('answers the real action endpoint with 204, 400 for an unknown action and 404 off the key', async () => {
    const key = fake.store.developer('alice@example.com')!.apps.get('Shop')!.credentials[0].consumerKey;
    const base = `${fake.url}/v1/organizations/acme/developers/alice%40example.com/apps/Shop/keys/${key}/apiproducts`;
    const auth = flavour === 'x' ? 'Bearer tok' : `Basic ${Buffer.from('u:p').toString('base64')}`;
    const post = (url: string) => fetch(url, { method: 'POST', headers: { authorization: auth } });
    expect((await post(`${base}/orders?action=approve`)).status).toBe(204);
    expect((await post(`${base}/orders?action=bless`)).status).toBe(400);
    expect((await post(`${base}/ledger?action=approve`)).status).toBe(404);
  });

  it('gives a pending credential product when Apigee still holds the product as auto', async () => {
    expect(fake.store.approvalTypes.get('ledger') ?? 'auto').toBe('auto');
    const ledger = runtimeClient(t, await t.authHeaders('alice'), 'ledger-api');
    fake.seen.length = 0;
    // The key panel's key: created with the product, which Apigee approves on association.
    const made = await ledger.newKey();
    expect(made.statusCode, made.body).toBe(201);
    const k = made.json().credential.consumerKey as string;
    const onKey = () =>
      [...fake.store.developer('alice@example.com')!.apps.values()]
        .flatMap((a) => a.credentials)
        .find((c) => c.consumerKey === k)!
        .apiProducts.find((p) => p.apiproduct === 'ledger')!;
    expect(onKey().status).toBe('pending');
    expect(fake.store.approvalTypes.get('ledger')).toBe('manual');
    const paths = fake.seen.map((r) => `${r.method} ${r.path.replace(/keys\/[^/]+/, 'keys/K')}`);
    expect(paths).toContain('PUT /v1/organizations/acme/apiproducts/ledger');
    expect(paths.some((p) => /^DELETE .*\/keys\/K\/apiproducts\/ledger$/.test(p))).toBe(true);
    // Never revoked on the way: the key was pending from the first moment Apigee said otherwise.
    expect(fake.seen.some((r) => r.query.get('action') === 'revoke')).toBe(false);
    expect(
      (await ledger.get())
        .json()
        .platformRuntime.developer.apps.flatMap(
          (a: {
            credentials: { consumerKey: string; products: { apiProduct: string; status: string }[] }[];
          }) => a.credentials.filter((c) => c.consumerKey === k).flatMap((c) => c.products),
        ),
    ).toEqual([{ apiProduct: 'ledger', status: 'pending' }]);

    // The provider approves through the key/product action; Apigee then says approved.
    const [sub] = (
      await t.app.inject({
        url: '/api/provider/subscriptions?itemId=ledger-api&view=pending',
        headers: paula,
      })
    ).json().subscriptions;
    expect(sub.keyHint).toBe(`…${k.slice(-4)}`);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/provider/subscriptions/${sub.id}/decision`,
      headers: paula,
      payload: { action: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    expect(onKey().status).toBe('approved');
  });

  it('"Use These Credentials" on an existing key: pending in Apigee too, never approved there', async () => {
    const journal = runtimeClient(t, await t.authHeaders('alice'), 'journal-api');
    const shop = fake.store.developer('alice@example.com')!.apps.get('Shop')!.credentials[0]!;
    fake.seen.length = 0;
    const put = await journal.put(
      body([
        {
          name: 'Shop',
          credentials: [{ consumerKey: shop.consumerKey, products: [{ apiProduct: 'journal' }] }],
        },
      ]),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(shop.apiProducts.find((p) => p.apiproduct === 'journal')?.status).toBe('pending');
    expect(fake.store.approvalTypes.get('journal')).toBe('manual');
    expect(fake.seen.some((r) => r.query.get('action') === 'revoke')).toBe(false);
  });
});
