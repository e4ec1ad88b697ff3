import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../../../config.ts';
import { parsePrivateAllowList } from '../../../lib/address-policy.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem } from '../../catalog/details/test-factories.ts';
import { petstore, putDocument } from '../../docs/test-fixtures.ts';
import { runtimeClient } from '../test-helpers.ts';
import { recordTryCall } from './service.ts';

const TOKEN = 'gateway-secret-for-tests-0123456789';
const DAY = 86_400_000;

describe('key usage: gateway ingestion, Try calls, consumer and provider reads', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  let paula: Record<string, string>;
  let aliceKey = '';
  let paulaKey = '';
  const today = new Date(Date.now() - (Date.now() % DAY));
  const minute = new Date(Date.now() - (Date.now() % 60_000) - 60_000);
  const ingest = (payload: unknown, authorization: string | null = `Bearer ${TOKEN}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/keys/usage',
      headers: authorization ? { authorization } : {},
      payload: payload as object,
    });
  const stored = async () =>
    Number(
      (
        await t.db
          .selectFrom('key_usage')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const row = (consumerKey: string, extra: object = {}) => ({
    consumerKey,
    product: 'metered-api',
    bucket: 'day',
    at: today.toISOString(),
    calls: 10,
    errors: 2,
    ...extra,
  });

  // The API Try calls: a local server (listed as a private range Try may reach); /fail answers 500.
  let api: http.Server;
  let server = '';

  beforeAll(async () => {
    api = http.createServer((req, res) =>
      res.writeHead(req.url?.includes('/fail') ? 500 : 200, { 'content-type': 'application/json' }).end('[]'),
    );
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    server = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
    t = await createTestApp({
      runtime: { ...readRuntimeConfig({}), usageToken: TOKEN },
      tryPrivateAllowList: parsePrivateAllowList('127.0.0.1/32', 'TRY_PRIVATE_ALLOWLIST'),
    });
    [alice, paula] = await Promise.all([t.authHeaders('alice'), t.authHeaders('paula')]);
    await makeItem(t.db, 'metered', { storefront: 'native:finance:metered-api' });
    await putDocument(t.db, 'metered', JSON.stringify({ ...petstore, servers: [{ url: server }] }), 'json');
    for (const headers of [alice, paula]) await t.app.inject({ url: '/api/web/my/store', headers });
    await t.db
      .updateTable('users')
      .set({ notification_email: 'alice@example.com' })
      .where('username', '=', 'alice')
      .execute();
    aliceKey = (await runtimeClient(t, alice, 'metered').newKey()).json().credential.consumerKey;
    paulaKey = (await runtimeClient(t, paula, 'metered').newKey()).json().credential.consumerKey;
    expect(aliceKey).toBeTruthy();
    expect(paulaKey).toBeTruthy();
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => api.close(() => r()));
  });

  it('accepts only the gateway credential, never a user token', async () => {
    const batch = { rows: [row(aliceKey)] };
    expect((await ingest(batch, null)).statusCode).toBe(401);
    expect((await ingest(batch, 'Bearer wrong-token')).statusCode).toBe(401);
    const asUser = await ingest(batch, paula.authorization);
    expect(asUser.statusCode).toBe(401);
    expect(asUser.json().detail).toContain('KEYS_USAGE_TOKEN');
    expect(await stored()).toBe(0);
  });

  it('refuses a bad batch with 400 naming the row, and stores nothing of it', async () => {
    const cases: [object, string][] = [
      [{ rows: [row(aliceKey), row(aliceKey, { calls: -1 })] }, 'body.rows.1.calls'],
      [{ rows: [row(aliceKey), row(aliceKey), row(aliceKey, { errors: 11 })] }, 'body.rows.2.errors'],
      [
        { rows: [row(aliceKey, { at: new Date(today.getTime() + 3_600_000).toISOString() })] },
        'body.rows.0.at',
      ],
      [{ rows: [row(aliceKey, { bucket: 'hour' })] }, 'body.rows.0.bucket'],
      [
        { rows: [row(aliceKey, { at: new Date(today.getTime() + 3 * DAY).toISOString() })] },
        'body.rows.0.at',
      ],
      [{ rows: [row(aliceKey, { at: 'yesterday' })] }, 'body.rows.0.at'],
      [{ rows: [] }, 'body.rows'],
    ];
    for (const [batch, named] of cases) {
      const res = await ingest(batch);
      expect(res.statusCode, named).toBe(400);
      expect(res.json().detail).toContain(named);
    }
    expect(await stored()).toBe(0);
  });

  it('files rows under the key owner, adds repeated rows, counts unknown keys as rejected', async () => {
    const first = await ingest({
      rows: [
        row(aliceKey),
        row(aliceKey, { calls: 5, errors: 0 }),
        row(aliceKey, { bucket: 'minute', at: minute.toISOString(), calls: 3, errors: 1 }),
        row(paulaKey, { calls: 7, errors: 7 }),
        row('not-a-key-of-the-portal', { calls: 4, errors: 0 }),
        row(aliceKey, { product: 'another-product', calls: 1, errors: 0 }),
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accepted: 4, rejected: 2 });
    // A second report of the same bucket adds to it.
    expect((await ingest({ rows: [row(aliceKey, { calls: 1, errors: 1 })] })).json()).toEqual({
      accepted: 1,
      rejected: 0,
    });
  });

  it('shows a consumer their own usage only, per app, key and product', async () => {
    const res = await t.app.inject({ url: '/api/web/keys/usage', headers: alice });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.bucket).toBe('day');
    expect(report.series).toHaveLength(1);
    expect(report.series[0]).toMatchObject({
      itemId: 'metered',
      appName: 'storefront-try-it',
      keyHint: `…${aliceKey.slice(-4)}`,
      apiProduct: 'metered-api',
      calls: 16,
      errors: 3,
      points: [{ at: today.getTime(), calls: 16, errors: 3 }],
    });
    expect(report.series[0].consumer).toBeUndefined();
    const minutes = (await t.app.inject({ url: '/api/web/keys/usage?bucket=minute', headers: alice })).json();
    expect(minutes.series[0].points).toEqual([{ at: minute.getTime(), calls: 3, errors: 1 }]);
    const mine = await t.app.inject({
      url: `/api/web/keys/usage?keyEnding=${aliceKey.slice(-4)}&itemId=metered`,
      headers: alice,
    });
    expect(mine.json().series).toHaveLength(1);
  });

  it("answers 404 for another consumer's key or application", async () => {
    if (paulaKey.slice(-4) === aliceKey.slice(-4)) return;
    const theirs = await t.app.inject({
      url: `/api/web/keys/usage?keyEnding=${paulaKey.slice(-4)}`,
      headers: alice,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().detail).toBe('No key or application of yours matches.');
    const noApp = await t.app.inject({ url: '/api/web/keys/usage?appName=Someone%20else', headers: alice });
    expect(noApp.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/web/keys/usage' })).statusCode).toBe(401);
  });

  it('shows providers every consumer, with rejected calls, and refuses consumers', async () => {
    const res = await t.app.inject({ url: '/api/provider/keys/usage?itemId=metered', headers: paula });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const byUser = Object.fromEntries(
      report.series.map((s: { consumer: { username: string }; calls: number }) => [
        s.consumer.username,
        s.calls,
      ]),
    );
    expect(byUser).toEqual({ alice: 16, paula: 7 });
    expect(report.rejectedCalls).toBe(5);
    expect((await t.app.inject({ url: '/api/provider/keys/usage', headers: alice })).statusCode).toBe(403);
  });

  it('counts Try calls with a consumer key, in the minute and the day', async () => {
    const tryCall = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/web/catalog/item/metered/try',
        headers: alice,
        payload: { server, method: 'GET', path, headers: { 'x-api-key': aliceKey } },
      });
    expect((await tryCall('/pets')).json().status).toBe(200);
    expect((await tryCall('/fail')).json().status).toBe(500);
    // A call without a key of the portal is nobody's usage.
    const rows = await stored();
    await recordTryCall(t.db, 'metered', ['not-a-key-of-the-portal'], false);
    expect(await stored()).toBe(rows);
    const day = (await t.app.inject({ url: '/api/web/keys/usage', headers: alice })).json();
    expect(day.series[0]).toMatchObject({ calls: 18, errors: 4 });
    const minutes = (await t.app.inject({ url: '/api/web/keys/usage?bucket=minute', headers: alice })).json();
    expect(minutes.series[0].calls).toBe(5);
  });

  it('refuses bad ranges with 400', async () => {
    for (const q of [
      'from=2026-02-01&to=2026-01-01',
      'bucket=minute&from=2026-01-01&to=2026-01-05',
      'from=2020-01-01&to=2026-01-01',
      'from=2026-13-45',
    ]) {
      const res = await t.app.inject({ url: `/api/web/keys/usage?${q}`, headers: alice });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('usage ingestion switched off (no KEYS_USAGE_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runtime: { ...readRuntimeConfig({}), usageToken: null } });
  });
  afterAll(() => t.close());

  // Not a server fault: this install has no such endpoint until the operator sets the credential.
  it('answers 404 naming the setting, whatever is sent', async () => {
    for (const authorization of [undefined, 'Bearer anything']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/keys/usage',
        headers: authorization ? { authorization } : {},
        payload: { rows: [] },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'USAGE-OFF' });
      expect(res.json().detail).toContain('KEYS_USAGE_TOKEN');
    }
  });
});
