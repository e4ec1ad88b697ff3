import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type FakeApigee, startFakeApigee } from '../../test/fake-apigee.ts';
import { makeItem } from '../catalog/details/test-factories.ts';
import { appOf, body, runtimeClient } from './test-helpers.ts';

describe('rotation and revocation on Apigee', () => {
  let t: TestApp;
  let fake: FakeApigee;
  let api: ReturnType<typeof runtimeClient>;
  beforeAll(async () => {
    fake = await startFakeApigee({ flavour: 'x', org: 'acme', token: 'tok', products: ['orders'] });
    t = await createTestApp({
      runtime: {
        ...readRuntimeConfig({ APIGEE_ORG: 'acme' }),
        // No overlap: the replaced key is due for revocation at once.
        rotationOverlapMs: 0,
        apigee: { baseUrl: fake.url, org: 'acme', flavour: 'x', token: 'tok', timeoutMs: 3000 },
      },
    });
    await makeItem(t.db, 'orders-api', { storefront: 'apigee:retail:orders' });
    api = runtimeClient(t, await t.authHeaders('alice'), 'orders-api');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates the new key with the same products and revokes the old one once the overlap is over', async () => {
    const created = await api.create(
      body([{ name: 'Shop', credentials: [{ products: [{ apiProduct: 'orders' }] }] }]),
    );
    const [old] = appOf(created.json(), 'Shop').credentials;
    const rotated = await api.rotate({ appName: 'Shop', consumerKey: old.consumerKey });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().credential.products).toEqual([{ apiProduct: 'orders', status: 'approved' }]);
    expect(rotated.json().credential.consumerSecret).toBeTruthy();
    const after = appOf((await api.get()).json(), 'Shop').credentials;
    expect(after.find((c) => c.consumerKey === old.consumerKey)).toMatchObject({ status: 'revoked' });
    expect(after.find((c) => c.consumerKey === rotated.json().credential.consumerKey)).toMatchObject({
      status: 'approved',
    });
    expect(fake.seen.some((r) => r.query.get('action') === 'revoke')).toBe(true);
    const events = (await api.events()).json().events.map((e: { event: string }) => e.event);
    expect(events.slice(0, 2)).toEqual(['key.retired', 'key.rotated']);
  });

  it('revokes a key at once', async () => {
    const key = appOf((await api.get()).json(), 'Shop').credentials.find((c) => c.status === 'approved');
    const res = await api.revoke({ appName: 'Shop', consumerKey: key?.consumerKey ?? '' });
    expect(res.statusCode).toBe(200);
    expect(
      fake.store
        .developer('alice@example.com')
        ?.apps.get('Shop')
        ?.credentials.every((c) => c.status === 'revoked'),
    ).toBe(true);
  });
});
