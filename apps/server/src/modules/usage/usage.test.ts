import type { UsageReport } from '@storefront/contract/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { defaultTemplateAnswers, makeItem, userIdOf } from '../catalog/details/test-factories.ts';
import { body, runtimeClient } from '../runtime/test-helpers.ts';

type Headers = Record<string, string>;

/** A complete access request for the default template (item without OAuth policies). */
const accessItems = defaultTemplateAnswers({
  appComponent: 'Usage Portal',
  desc: 'Counting things',
  cloudloc: 'aws',
});

let t: TestApp;
let alice: Headers;
let bob: Headers;
let paula: Headers;

beforeAll(async () => {
  t = await createTestApp({ conversations: { postIntervalMs: 0 } });
  [alice, bob, paula] = await Promise.all(['alice', 'bob', 'paula'].map((u) => t.authHeaders(u)));
  await makeItem(t.db, 'u-pay', { name: 'Usage Payments', storefront: 'native:finance:payments' });
  await makeItem(t.db, 'u-edge', { name: 'Edge Item' });
  await makeItem(t.db, 'u-top', { name: 'Top Item' });
});
afterAll(() => t?.close());

async function usage(query: string, headers = paula) {
  const res = await t.app.inject({ url: `/api/provider/usage?${query}`, headers });
  return { status: res.statusCode, body: res.json() };
}
const report = async (query: string) => {
  const res = await usage(query);
  expect(res.status).toBe(200);
  return res.body as UsageReport;
};
const today = () => new Date().toISOString().slice(0, 10);
const post = (url: string, headers = alice, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** Events at chosen times, written as recordUsage would (the rollup follows by trigger). */
async function eventsAt(itemId: string, kind: string, ats: string[], userId: number | null = null) {
  await t.db
    .insertInto('usage_events')
    .values(ats.map((at) => ({ item_id: itemId, kind: kind as 'view', user_id: userId, at })))
    .execute();
}

describe('usage events are recorded by the consumer routes themselves', () => {
  it('counts views, real favourite and watch changes, questions, access requests and keys issued', async () => {
    const store = '/api/web/my/store';
    for (let i = 0; i < 2; i++) expect((await post(`${store}/recent/u-pay/add`)).statusCode).toBe(200);
    await post(`${store}/favourites/u-pay/add`);
    await post(`${store}/favourites/u-pay/add`); // already a favourite: no change, no event
    await post(`${store}/favourites/u-pay/remove`);
    await post(`${store}/favourites/u-pay/remove`); // nothing to remove: no event
    await post(`${store}/favourites/u-pay/add`, bob);
    await post(`${store}/watch/u-pay/add`);
    await post(`${store}/watch/u-pay/add`, bob);
    await post(`${store}/watch/u-pay/remove`, bob);
    expect((await post(`${store}/recent/nope/add`)).statusCode).toBe(404);

    const key = (await t.app.inject({ url: '/api/web/asks/catitem/u-pay?pageSize=0', headers: alice })).json()
      .conversation.key as string;
    const conv = `/api/web/asks/catitem/u-pay/conv/${key}`;
    const asked = await post(conv, alice, { message: 'Is there a sandbox?', styling: 'question' });
    expect(asked.statusCode).toBe(201);
    // A private message without a template is not an access request, and a reply is not a question.
    expect((await post(conv, alice, { message: 'Just saying hi', styling: 'request' })).statusCode).toBe(201);
    const reply = await post(
      `/api/web/comments/catitem/u-pay/conv/${key}/order/${asked.json().order}/reply`,
      paula,
      { message: 'Yes.' },
    );
    expect(reply.statusCode).toBe(201);
    const request = (items: typeof accessItems) =>
      post(conv, alice, {
        message: 'I would like to request provider approval to get API access.',
        styling: 'request',
        template: 'default',
        templatedData: { items },
      });
    expect((await request(accessItems.filter((i) => i.id !== 'desc'))).statusCode).toBe(400);
    expect((await request(accessItems)).statusCode).toBe(201);

    const runtime = runtimeClient(t, alice, 'u-pay');
    expect((await runtime.newKey()).statusCode).toBe(201);
    // Try it made the developer; a second developer is refused and issues no key.
    expect((await runtime.create(body([{ name: 'again' }]))).statusCode).toBe(409);
    expect((await runtime.put(body([{ name: 'shop' }]))).statusCode).toBe(200);

    const r = await report('itemId=u-pay');
    expect(r.item).toEqual({ id: 'u-pay', name: 'Usage Payments' });
    expect(r.totals).toEqual({
      views: 2,
      favouritesAdded: 2,
      favouritesRemoved: 1,
      watchesAdded: 2,
      watchesRemoved: 1,
      questions: 1,
      accessRequests: 1,
      keysIssued: 2,
    });
    // Everything happened today: the last of the 30 default daily buckets.
    expect(r.buckets).toHaveLength(30);
    expect(r.buckets.at(-1)).toEqual({ start: today(), end: today() });
    expect(r.series.views.slice(0, 29).every((n) => n === 0)).toBe(true);
    expect(r.series.views.at(-1)).toBe(2);
    expect(r.levels.favourites.at(-1)).toBe(1);
    expect(r.levels.watchers.at(-1)).toBe(1);
    expect(r.levels.favourites.at(-2)).toBe(0);
    const rows = await t.db
      .selectFrom('usage_events')
      .select(['kind', 'user_id'])
      .where('item_id', '=', 'u-pay')
      .where('kind', '=', 'view')
      .execute();
    expect(rows).toEqual([
      { kind: 'view', user_id: await userIdOf(t.db, 'alice') },
      { kind: 'view', user_id: await userIdOf(t.db, 'alice') },
    ]);
  });

  it('counts a rotation as a key issued, a revocation not', async () => {
    const runtime = runtimeClient(t, alice, 'u-pay');
    const before = (await report('itemId=u-pay')).totals.keysIssued;
    const dev = (await runtime.get()).json();
    const cred = dev.platformRuntime.developer.apps.find((a: { name: string }) => a.name === 'shop')
      .credentials[0];
    expect((await runtime.rotate({ appName: 'shop', consumerKey: cred.consumerKey })).statusCode).toBe(200);
    expect((await runtime.revoke({ appName: 'shop', consumerKey: cred.consumerKey })).statusCode).toBe(200);
    expect((await report('itemId=u-pay')).totals.keysIssued).toBe(before + 1);
  });
  it('stops counting a question once its author deletes it (issue 27)', async () => {
    await makeItem(t.db, 'u-del', { name: 'Deleted Questions' });
    const key = (await t.app.inject({ url: '/api/web/asks/catitem/u-del?pageSize=0', headers: alice })).json()
      .conversation.key as string;
    const conv = `/api/web/asks/catitem/u-del/conv/${key}`;
    const kept = await post(conv, alice, { message: 'Kept question', styling: 'question' });
    const gone = await post(conv, bob, { message: 'Deleted question', styling: 'question' });
    expect([kept.statusCode, gone.statusCode]).toEqual([201, 201]);
    expect((await report('itemId=u-del')).totals.questions).toBe(2);
    const deleted = await t.app.inject({
      method: 'PUT',
      url: '/api/web/asks/catitem/u-del',
      headers: bob,
      payload: { key, order: gone.json().order, deleted: true },
    });
    expect(deleted.statusCode).toBe(200);
    const r = await report('itemId=u-del');
    expect(r.totals.questions).toBe(1);
    expect(r.series.questions.at(-1)).toBe(1);
    const top = await report('');
    expect(top.topItems.find((i) => i.id === 'u-del')?.questions ?? 0).toBe(1);
  });
});

describe('series', () => {
  it('puts events in UTC day buckets, edges included, zero-filled', async () => {
    await eventsAt('u-edge', 'view', [
      '2026-03-01T00:00:00Z',
      '2026-03-01T23:59:59.999Z',
      '2026-03-02T00:00:00Z',
      '2026-03-04T12:00:00+05:00', // 07:00 UTC on the 4th
      '2026-02-28T23:59:59.999Z', // before the range
      '2026-03-05T00:00:00Z', // after it
    ]);
    const r = await report('itemId=u-edge&from=2026-03-01&to=2026-03-04&bucket=day');
    expect(r.buckets.map((b) => b.start)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']);
    expect(r.series.views).toEqual([2, 1, 0, 1]);
    expect(r.series.questions).toEqual([0, 0, 0, 0]);
    expect(r.totals.views).toBe(4);
    const one = await report('itemId=u-edge&from=2026-03-05&to=2026-03-05');
    expect(one.series.views).toEqual([1]);
  });

  it('cuts weeks of seven days from `from`, the last one shorter', async () => {
    const r = await report('itemId=u-edge&from=2026-02-23&to=2026-03-10&bucket=week');
    expect(r.buckets).toEqual([
      { start: '2026-02-23', end: '2026-03-01' },
      { start: '2026-03-02', end: '2026-03-08' },
      { start: '2026-03-09', end: '2026-03-10' },
    ]);
    expect(r.series.views).toEqual([3, 3, 0]);
  });

  it('walks favourites and watchers back from today, per bucket end', async () => {
    const ids = await Promise.all(['alice', 'bob', 'paula'].map((u) => userIdOf(t.db, u)));
    // Today: three favourites. History: +1 on 03-01, +2 on 03-03, -1 on 03-03, +1 on 03-06 (after `to`).
    await t.db
      .insertInto('user_favourites')
      .values(ids.map((user_id) => ({ user_id, item_id: 'u-edge' })))
      .execute();
    await eventsAt('u-edge', 'favourite', [
      '2026-03-01T10:00:00Z',
      '2026-03-03T10:00:00Z',
      '2026-03-03T11:00:00Z',
    ]);
    await eventsAt('u-edge', 'unfavourite', ['2026-03-03T12:00:00Z']);
    await eventsAt('u-edge', 'favourite', ['2026-03-06T10:00:00Z']);
    const r = await report('itemId=u-edge&from=2026-03-01&to=2026-03-04');
    expect(r.series.favouritesAdded).toEqual([1, 0, 2, 0]);
    expect(r.series.favouritesRemoved).toEqual([0, 0, 1, 0]);
    expect(r.levels.favourites).toEqual([1, 1, 2, 2]);
    expect(r.levels.watchers).toEqual([0, 0, 0, 0]);
  });

  it('without an item, sums the whole catalogue and ranks the top items (removals not counted)', async () => {
    await eventsAt('u-top', 'view', Array(5).fill('2026-04-02T10:00:00Z'));
    await eventsAt('u-top', 'key_issued', ['2026-04-03T10:00:00Z']);
    await eventsAt('u-edge', 'view', ['2026-04-02T10:00:00Z']);
    await eventsAt('u-edge', 'unwatch', Array(9).fill('2026-04-02T10:00:00Z'));
    const r = await report('from=2026-04-01&to=2026-04-07');
    expect(r.item).toBeNull();
    expect(r.series.views).toEqual([0, 6, 0, 0, 0, 0, 0]);
    expect(r.topItems.map((i) => [i.id, i.name, i.total, i.views, i.keysIssued, i.watchesRemoved])).toEqual([
      ['u-top', 'Top Item', 6, 5, 1, 0],
      ['u-edge', 'Edge Item', 1, 1, 0, 9],
    ]);
    expect((await report('from=2026-04-01&to=2026-04-07&top=1')).topItems).toHaveLength(1);
    expect((await report('from=2026-04-01&to=2026-04-07&top=0')).topItems).toEqual([]);
    expect((await report('from=2030-01-01&to=2030-01-02')).topItems).toEqual([]);
  });

  it('defaults to the last 30 days by day', async () => {
    const r = await report('itemId=u-edge');
    expect(r.bucket).toBe('day');
    expect(r.to).toBe(today());
    expect(r.buckets).toHaveLength(30);
  });
});

describe('bad parameters', () => {
  it.each([
    ['from=2026-03-05&to=2026-03-01', 'Invalid range: from (2026-03-05) is after to (2026-03-01)'],
    [
      'from=2026-02-30&to=2026-03-01',
      'Invalid querystring.from: 2026-02-30 is not a calendar date (YYYY-MM-DD)',
    ],
    [
      'from=2026-01-01&to=2026-13-01',
      'Invalid querystring.to: 2026-13-01 is not a calendar date (YYYY-MM-DD)',
    ],
    [
      'from=2025-01-01&to=2026-01-02',
      'Invalid range: 367 days asked; at most 366 with bucket=day (use bucket=week for longer ranges)',
    ],
    [
      'from=2020-01-01&to=2026-01-01&bucket=week',
      'Invalid range: 2193 days asked; at most 1092 with bucket=week',
    ],
  ])('%s -> 400 %s', async (query, detail) => {
    expect(await usage(query)).toEqual({ status: 400, body: { code: 'HTTP-400', detail } });
  });

  it.each(['from=yesterday', 'from=2026-3-1', 'bucket=month', 'top=51', 'itemId=%20bad'])(
    'rejects %s with 400 naming the parameter',
    async (query) => {
      const res = await usage(query);
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/^Invalid querystring\./);
    },
  );

  it('takes the longest ranges allowed', async () => {
    expect((await usage('from=2025-01-01&to=2026-01-01')).status).toBe(200);
    expect((await usage('from=2025-01-01&to=2026-01-02&bucket=week')).status).toBe(200);
  });

  it('answers 404 for an unknown item', async () => {
    expect(await usage('itemId=ghost')).toEqual({
      status: 404,
      body: { code: 'HTTP-404', detail: 'The catalogue item does not exist.' },
    });
  });

  it('refuses consumers with 403', async () => {
    for (const h of [alice, bob]) {
      const res = await usage('itemId=u-pay', h);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('You do not have permission to access this.');
    }
  });
});
