import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem } from '../catalog/details/test-factories.ts';
import { appOf, body, runtimeClient } from './test-helpers.ts';

describe('runtime and developer calls on the native runtime', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let api: ReturnType<typeof runtimeClient>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.authHeaders('alice');
    await makeItem(t.db, 'pay', { storefront: 'native:finance:payments' });
    await makeItem(t.db, 'soon', { storefront: 'soon:' });
    await makeItem(t.db, 'other', { storefront: 'native:finance:ledger' });
    api = runtimeClient(t, headers, 'pay');
  });
  afterAll(() => t.close());

  it('answers no developer yet, the product and the runtime; not-deployed and unknown items', async () => {
    const res = await api.get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      platformRuntime: { developer: null, apiProduct: { name: 'payments' } },
      storefront: { runtime: 'native' },
      consumer: { email: 'alice@example.com', firstName: 'Alice', lastName: 'Consumer', username: 'alice' },
    });
    const soon = await runtimeClient(t, headers, 'soon').get();
    expect(soon.json()).toMatchObject({
      platformRuntime: { developer: null, apiProduct: null },
      storefront: { runtime: '' },
    });
    expect((await runtimeClient(t, headers, 'ghost').get()).statusCode).toBe(404);
    expect((await runtimeClient(t, headers, 'soon').create(body([{ name: 'x' }]))).statusCode).toBe(409);
  });

  it('refuses an account without email with the "No associated email address" detail', async () => {
    const bob = runtimeClient(t, await t.authHeaders('bob'), 'pay');
    for (const res of [
      await bob.get(),
      await bob.newKey(),
      await bob.create(body([{ name: 'a' }]), 'bob@example.com'),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'NO-EMAIL', detail: 'No associated email address' });
    }
  });

  it('rejects bad bodies naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...body([{ name: 'a' }]), firstName: '' }, 'body.firstName'],
      [{ ...body([{ name: 'a' }]), email: 'not-an-email' }, 'body.email'],
      [{ email: 'alice@example.com', firstName: 'A', lastName: 'B', apps: [] }, 'body.username'],
      [body([{ name: ' bad name' }]), 'body.apps.0.name'],
      [{ ...body([{ name: 'a' }]), extra: 1 }, 'body.extra'],
      [body([{ name: 'a' }, { name: 'b' }]), 'body.apps'],
      [
        body([{ name: 'a', credentials: [{ products: [{ apiProduct: 'ledger' }] }] }]),
        'body.apps.0.credentials.0.products.0.apiProduct',
      ],
      [{ ...body([{ name: 'a' }]), email: 'other@example.com' }, 'body.email'],
    ];
    for (const [payload, field] of cases) {
      const res = await api.create(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().detail, field).toContain(field);
    }
  });

  it('keeps alice to her own developer: another email in the path is 403', async () => {
    for (const res of [
      await api.create(body([{ name: 'a' }]), 'paula@example.com'),
      await api.put(body([{ name: 'a' }]), 'paula@example.com'),
      await api.events('paula@example.com'),
      await api.rotate({ appName: 'a', consumerKey: 'k' }, 'paula@example.com'),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it('creates the developer with one app whose key is shown once', async () => {
    const res = await api.create(
      body([{ name: 'Shop', credentials: [{ products: [{ apiProduct: 'payments' }] }] }]),
    );
    expect(res.statusCode).toBe(201);
    const dev = res.json().platformRuntime.developer;
    expect(dev).toMatchObject({
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Consumer',
      username: 'alice',
      status: 'active',
    });
    const [cred] = appOf(res.json(), 'Shop').credentials;
    expect(cred.consumerSecret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cred).toMatchObject({
      status: 'approved',
      products: [{ apiProduct: 'payments', status: 'approved' }],
    });
    const days = (Date.parse(cred.expiresAt ?? '') - Date.parse(cred.issuedAt ?? '')) / 86_400_000;
    expect(days).toBe(90);
    const again = await api.get();
    expect(JSON.stringify(again.json())).not.toContain(cred.consumerSecret);
    expect(appOf(again.json(), 'Shop').credentials[0].consumerSecret).toBeUndefined();
    expect((await api.create(body([{ name: 'Second' }]))).statusCode).toBe(409);
  });

  it('covers every PUT variant', async () => {
    const added = await api.put(body([{ name: 'Mobile' }]));
    expect(added.statusCode).toBe(200);
    expect(appOf(added.json(), 'Mobile').credentials).toHaveLength(1);
    expect(appOf(added.json(), 'Mobile').credentials[0].products).toEqual([]);

    const more = await api.put(body([{ name: 'Mobile', credentials: [{ consumerKey: '' }] }]));
    const keys = appOf(more.json(), 'Mobile').credentials;
    expect(keys).toHaveLength(2);
    expect(keys.filter((k: { consumerSecret?: string }) => k.consumerSecret)).toHaveLength(1);
    const key = keys[0].consumerKey;

    const attached = await api.put(
      body([
        {
          name: 'Mobile',
          credentials: [{ consumerKey: key, products: [{ apiProduct: 'payments', deleted: false }] }],
        },
      ]),
    );
    expect(appOf(attached.json(), 'Mobile').credentials[0].products).toEqual([
      { apiProduct: 'payments', status: 'approved' },
    ]);
    const detached = await api.put(
      body([
        {
          name: 'Mobile',
          credentials: [{ consumerKey: key, products: [{ apiProduct: 'payments', deleted: true }] }],
        },
      ]),
    );
    expect(appOf(detached.json(), 'Mobile').credentials[0].products).toEqual([]);

    const wrongProduct = await api.put(
      body([{ name: 'Mobile', credentials: [{ consumerKey: key, products: [{ apiProduct: 'ledger' }] }] }]),
    );
    expect(wrongProduct.statusCode).toBe(400);
    expect(wrongProduct.json().detail).toContain('body.apps.0.credentials.0.products.0.apiProduct');
    expect(
      (await api.put(body([{ name: 'Mobile', credentials: [{ consumerKey: 'nope' }] }]))).statusCode,
    ).toBe(404);
    expect((await api.put(body([{ name: 'Ghost', deleted: true }]))).statusCode).toBe(404);

    const removedKey = await api.put(
      body([{ name: 'Mobile', credentials: [{ consumerKey: key, deleted: true }] }]),
    );
    expect(
      appOf(removedKey.json(), 'Mobile').credentials.map((c: { consumerKey: string }) => c.consumerKey),
    ).not.toContain(key);

    const removedApp = await api.put(body([{ name: 'Mobile', deleted: true }]));
    expect(removedApp.json().platformRuntime.developer.apps.map((a: { name: string }) => a.name)).toEqual([
      'Shop',
    ]);

    const gone = await api.put(body([], { deleted: true }));
    expect(gone.statusCode).toBe(200);
    expect(gone.json().platformRuntime.developer).toBeNull();
    expect((await api.put(body([{ name: 'x' }]))).statusCode).toBe(404);
  });

  it('POST runtime makes keys in the reserved application, creating the developer when needed', async () => {
    const first = await api.newKey();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ appName: 'storefront-try-it', apiProduct: 'payments' });
    expect(first.json().credential.consumerSecret).toBeTruthy();
    const second = await api.newKey();
    expect(second.json().credential.consumerKey).not.toBe(first.json().credential.consumerKey);
    const app = appOf((await api.get()).json(), 'storefront-try-it') as unknown as {
      reserved: boolean;
      credentials: unknown[];
    };
    expect(app.reserved).toBe(true);
    expect(app.credentials).toHaveLength(2);
    const dev = (await api.get()).json().platformRuntime.developer;
    expect(dev).toMatchObject({ firstName: 'Alice', lastName: 'Consumer', username: 'alice' });
  });

  it('keeps an audit trail of key events without keys or secrets', async () => {
    const res = await api.events();
    expect(res.statusCode).toBe(200);
    const events = res.json().events as { event: string; keyHint: string | null }[];
    const kinds = events.map((e) => e.event);
    for (const k of [
      'developer.created',
      'app.created',
      'key.created',
      'product.attached',
      'product.detached',
      'key.deleted',
      'app.deleted',
      'developer.deleted',
    ]) {
      expect(kinds).toContain(k);
    }
    for (const e of events) if (e.keyHint) expect(e.keyHint).toMatch(/^….{4}$/);
  });

  it("shows on each API's page only that API's key events (issue 27)", async () => {
    const ledger = runtimeClient(t, headers, 'other');
    expect((await ledger.newKey()).statusCode).toBe(201);
    expect((await api.newKey()).statusCode).toBe(201);
    type Event = { event: string; apiProduct: string | null };
    const products = async (client: typeof api) =>
      ((await client.events()).json().events as Event[]).filter((e) => e.apiProduct).map((e) => e.apiProduct);
    const onLedger = await products(ledger);
    const onPay = await products(api);
    expect(onLedger.length).toBeGreaterThan(0);
    expect(onLedger.every((p) => p!.split(',').includes('ledger'))).toBe(true);
    expect(onPay.every((p) => p!.split(',').includes('payments'))).toBe(true);
    expect((await runtimeClient(t, headers, 'soon').events()).json().events).toEqual([]);
  });

  it("shows an application's own events only on the pages of the APIs it carries", async () => {
    const paula = await t.authHeaders('paula');
    const email = 'paula@example.com';
    const who = { email, firstName: 'Paula', lastName: 'Provider', username: 'paula' };
    const created = await runtimeClient(t, paula, 'pay').create(
      { ...who, apps: [{ name: 'pay-app', credentials: [{ products: [{ apiProduct: 'payments' }] }] }] },
      email,
    );
    expect(created.statusCode, created.body).toBeLessThan(300);
    const added = await runtimeClient(t, paula, 'other').put(
      { ...who, apps: [{ name: 'ledger-app', credentials: [{ products: [{ apiProduct: 'ledger' }] }] }] },
      email,
    );
    expect(added.statusCode, added.body).toBe(200);
    type Event = { event: string; appName: string | null };
    const appsOn = async (itemId: string) => {
      const events = (await runtimeClient(t, paula, itemId).events(email)).json().events as Event[];
      return new Set(events.filter((e) => e.event === 'app.created').map((e) => e.appName));
    };
    expect(await appsOn('pay')).toEqual(new Set(['pay-app']));
    expect(await appsOn('other')).toEqual(new Set(['ledger-app']));
  });
});
