import type { CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type BruteQuery, bruteFacets, bruteMatch, makeItems, seedFixture } from './search-fixture.ts';
import { insertItem } from './test-factories.ts';

const items = makeItems(60);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixture(t.db, items);
});
afterAll(async () => t?.close());

async function search(params: string | URLSearchParams, user = 'alice') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/web/catalog/search?${params}`,
    headers: await t.authHeaders(user),
  });
  return {
    status: res.statusCode,
    body: res.json() as CatalogSearchResponse & { code?: string; detail?: string },
  };
}

function paramsOf(q: BruteQuery, extra: Record<string, string> = {}, style: 'comma' | 'repeat' = 'comma') {
  const p = new URLSearchParams(extra);
  if (q.text) p.set('text', q.text);
  for (const [d, codes] of Object.entries(q.filters ?? {})) {
    if (style === 'comma') p.set(d, codes.join(','));
    else for (const c of codes) p.append(d, c);
  }
  if (q.classificationIds?.length) p.set('classificationIds', q.classificationIds.join(','));
  return p;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1;

describe('GET /api/web/catalog/search', () => {
  const texts = [
    undefined,
    'quokka',
    'quokka falcon',
    'quo',
    'gecko ta',
    'mammals',
    'listheron',
    'nomatchword',
  ];
  const filterSets: Record<string, string[]>[] = [
    {},
    { pricingplans: ['free'] },
    { pricingplans: ['free', 'gold'] },
    { pricingplans: ['gold'], region: ['eu', 'apac'] },
  ];
  const classSets = [[], ['c-root'], ['c-child', 'c-other']];
  const combos = texts.flatMap((text) =>
    filterSets.flatMap((filters) =>
      classSets.map((classificationIds) => ({ text, filters, classificationIds })),
    ),
  );

  it('matches a brute-force count, facets and name order for every combination', async () => {
    for (const [i, q] of combos.entries()) {
      const { status, body } = await search(
        paramsOf(q, { sortField: 'sortName:asc', pageSize: '100' }, i % 2 ? 'repeat' : 'comma'),
      );
      expect(status, JSON.stringify(q)).toBe(200);
      const expected = bruteMatch(items, q).sort(byName);
      expect(body.metadata.totalSize, JSON.stringify(q)).toBe(expected.length);
      expect(
        body.results.map((r) => r.id),
        JSON.stringify(q),
      ).toEqual(expected.map((e) => e.id));
      expect(body.metadata.facets, JSON.stringify(q)).toEqual(bruteFacets(items, q));
    }
  });

  it('pages deep with every sort and keeps totals', async () => {
    const q: BruteQuery = { text: 'koa', filters: { region: ['eu', 'us'] } };
    const matched = bruteMatch(items, q);
    const byDate = [...matched].sort((a, b) => a.dateUpdated!.getTime() - b.dateUpdated!.getTime());
    const cases: [string, typeof matched][] = [
      ['sortName:asc', [...matched].sort(byName)],
      ['sortName:desc', [...matched].sort(byName).reverse()],
      ['dateUpdated:asc', byDate],
      ['dateUpdated:desc', [...byDate].reverse()],
    ];
    expect(matched.length).toBeGreaterThan(6);
    for (const [sortField, list] of cases) {
      const { body } = await search(paramsOf(q, { sortField, pageSize: '3', offset: '4' }));
      expect(body.metadata.totalSize).toBe(matched.length);
      expect(
        body.results.map((r) => r.id),
        sortField,
      ).toEqual(list.slice(4, 7).map((e) => e.id));
    }
    const past = await search(paramsOf(q, { pageSize: '3', offset: String(matched.length) }));
    expect(past.body.results).toEqual([]);
    expect(past.body.metadata.totalSize).toBe(matched.length);
  });

  it('returns the whole catalogue by name when there is no query', async () => {
    const { body } = await search('pageSize=5');
    expect(body.metadata).toMatchObject({ totalSize: 60, offset: 0, pageSize: 5, sortField: 'sortName:asc' });
    expect(body.results.map((r) => r.id)).toEqual(
      [...items]
        .sort(byName)
        .slice(0, 5)
        .map((i) => i.id),
    );
    expect(body.results[0]).toMatchObject({
      interfaceType: { name: 'REST' },
      state: { name: 'Live', colour: 'info' },
      objectType: 'SPECIFICATION',
      version: '1.0.0',
      userFavourite: false,
      userWatched: false,
    });
  });

  it('orders by relevance by default when text is given: name matches first', async () => {
    await insertItem(t.db, { id: 'rel-desc', name: 'Aardvark Catalogue', description: 'wombat wombat' });
    await insertItem(t.db, { id: 'rel-name', name: 'Zulu Wombat', description: 'plain' });
    const { body } = await search('text=wombat');
    expect(body.metadata.sortField).toBe('relevance:desc');
    expect(body.results.map((r) => r.id)).toEqual(['rel-name', 'rel-desc']);
    const byNameSorted = await search('text=wombat&sortField=sortName:asc');
    expect(byNameSorted.body.results.map((r) => r.id)).toEqual(['rel-desc', 'rel-name']);
  });

  it('sees new items at once (counts are cached per catalogue version)', async () => {
    const before = await search('text=yak');
    expect(before.body.metadata.totalSize).toBe(0);
    await insertItem(t.db, { id: 'yak-1', name: 'Yak Tracker', dims: { pricingplans: ['gold'] } });
    const after = await search('text=yak');
    expect(after.body.metadata.totalSize).toBe(1);
    expect(after.body.metadata.facets.pricingplans.gold).toBe(1);
  });

  it('carries the caller’s own favourite and watch flags', async () => {
    const alice = await t.authHeaders('alice');
    const bob = await t.authHeaders('bob');
    await t.app.inject({ method: 'POST', url: '/api/web/my/store/favourites/item-001/add', headers: alice });
    await t.app.inject({ method: 'POST', url: '/api/web/my/store/watch/item-002/add', headers: bob });
    const flags = async (user: string) => {
      const { body } = await search('text=item&pageSize=3&sortField=sortName:asc', user);
      return body.results.map((r) => [r.id, r.userFavourite, r.userWatched]);
    };
    expect(await flags('alice')).toEqual([
      ['item-000', false, false],
      ['item-001', true, false],
      ['item-002', false, false],
    ]);
    expect(await flags('bob')).toEqual([
      ['item-000', false, false],
      ['item-001', false, false],
      ['item-002', false, true],
    ]);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['sortField=name:asc', 'sortField'],
    ['sortField=sortName:up', 'sortField'],
    ['sortField=sortName', 'sortField'],
    ['pricingplans=platinum', 'pricingplans'],
    ['pricingplans=free,platinum', 'pricingplans'],
    ['colour=red', 'colour'],
    ['classificationIds=c-nope', 'classificationIds'],
  ])('rejects %s with a 400 naming %s', async (params, name) => {
    const { status, body } = await search(params);
    expect(status).toBe(400);
    expect(body.code).toBe('HTTP-400');
    expect(body.detail).toContain(name);
  });

  it('treats tsquery operators in text as plain words', async () => {
    const { status, body } = await search(`text=${encodeURIComponent("quokka & !falcon | (:* ' \\")}`);
    expect(status).toBe(200);
    expect(body.metadata.totalSize).toBe(bruteMatch(items, { text: 'quokka falcon' }).length);
  });

  it('refuses paging numbers that are not finite with a 400 (Ajv let "1e309" through as Infinity)', async () => {
    for (const [param, value] of [
      ['offset', '1e309'],
      ['offset', '-1e309'],
      ['pageSize', 'Infinity'],
    ]) {
      const res = await search(new URLSearchParams({ sortField: 'dateUpdated:desc', [param]: value }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'HTTP-400',
        detail: `Invalid querystring.${param}: must be a finite number`,
      });
    }
  });

  it('needs a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/web/catalog/search' });
    expect(res.statusCode).toBe(401);
  });
});
