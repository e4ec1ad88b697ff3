import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { childCounts, classificationCounts, providerClient } from '../test-helpers.ts';

describe('provider items', () => {
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  beforeAll(async () => {
    t = await createTestApp();
    call = providerClient(t);
    await call('POST', '/taxonomies', { id: 'cat', name: 'Categories' });
    await call('POST', '/taxonomies/cat/classifications', { id: 'finance', label: 'Finance' });
    await call('POST', '/taxonomies/cat/classifications', {
      id: 'cards',
      label: 'Cards',
      parentId: 'finance',
    });
    await call('POST', '/pricing-plans', {
      code: 'free',
      name: 'Free',
      cost: '$0',
      period: 'month',
      quota: '1,000 calls',
    });
    await call('POST', '/dimensions', { code: 'region', name: 'Region' });
    await call('POST', '/dimensions/region/values', { code: 'emea', name: 'EMEA' });
  });
  afterAll(() => t.close());

  it('refuses consumers with 403 and anonymous callers with 401', async () => {
    expect((await call('POST', '/items', { name: 'X' }, 'alice')).statusCode).toBe(403);
    expect((await call('GET', '/items', undefined, 'alice')).json()).toEqual({
      code: 'HTTP-403',
      detail: 'You do not have permission to access this.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/provider/items' })).statusCode).toBe(401);
  });

  it('creates a specification with links and answers the provider view', async () => {
    const res = await call('POST', '/items', {
      id: 'payments',
      name: 'Payments API',
      description: 'Moves money',
      version: '2.1',
      state: { name: 'Live', colour: 'green' },
      division: 'Retail',
      owner: 'OWN-PAY',
      interfaceType: 'REST',
      storefront: 'native:payments:v2',
      classifications: ['cards'],
      pricingPlans: ['free'],
      dimensions: { region: ['emea'] },
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      id: 'payments',
      objectType: 'SPECIFICATION',
      state: { name: 'Live', colour: 'green' },
      classifications: ['cards'],
      pricingPlans: ['free'],
      dimensions: { region: ['emea'] },
      bundledSpecs: [],
      document: null,
    });
    expect(await classificationCounts(t)).toMatchObject({ finance: [1, 0], cards: [1, 0] });
    const row = await t.db
      .selectFrom('catalog_items')
      .select('search_vector')
      .where('id', '=', 'payments')
      .executeTakeFirstOrThrow();
    expect(String(row.search_vector)).toContain('cards');
    expect((await call('POST', '/items', { id: 'payments', name: 'Again' })).statusCode).toBe(409);
  });

  it('is described in our OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/web/openapi.json')).json();
    for (const p of [
      '/api/provider/items',
      '/api/provider/items/{id}/document',
      '/api/provider/taxonomies/{id}/classifications',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(doc.paths['/api/provider/items'].post.requestBody).toBeTruthy();
  });

  it('derives an id from the name when none is given', async () => {
    const a = await call('POST', '/items', { name: 'Weather Data!' });
    const b = await call('POST', '/items', { name: 'Weather data' });
    expect([a.json().id, b.json().id]).toEqual(['weather-data', 'weather-data-2']);
  });

  it('answers 400 naming the field for bad bodies', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body.name'],
      [{ name: '' }, 'body.name'],
      [{ id: '-bad id', name: 'x' }, 'body.id'],
      [{ name: 'x', state: { name: 'Live', colour: 'javascript:x' } }, 'body.state.colour'],
      [{ name: 'x', objectType: 'THING' }, 'body.objectType'],
      [{ name: 'x', classifications: ['nope'] }, "body.classifications.0: unknown classification 'nope'"],
      [{ name: 'x', pricingPlans: ['gold'] }, "body.pricingPlans.0: unknown pricing plan 'gold'"],
      [{ name: 'x', dimensions: { region: ['apac'] } }, 'body.dimensions.region.0'],
      [
        { name: 'x', bundledSpecs: [{ specId: 'payments' }] },
        'body.bundledSpecs: only items of objectType BUNDLE',
      ],
      [
        { name: 'x', objectType: 'BUNDLE', bundledSpecs: [{ specId: 'ghost' }] },
        'body.bundledSpecs.0.specId',
      ],
      [
        { name: 'x', objectType: 'BUNDLE', bundledSpecs: [{ live: false }] },
        'body.bundledSpecs.0.designName',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/items', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('HTTP-400');
      expect(res.json().detail).toContain(`Invalid ${field}`);
    }
    expect((await call('GET', '/items/ghost')).statusCode).toBe(404);
    expect((await call('PUT', '/items/ghost', { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/items/ghost')).statusCode).toBe(404);
  });

  it('creates bundles with live and non-live specs and refuses bundles inside bundles', async () => {
    const res = await call('POST', '/items', {
      id: 'open-banking',
      objectType: 'BUNDLE',
      name: 'Open Banking',
      classifications: ['finance'],
      bundledSpecs: [
        { specId: 'payments', live: true },
        { live: false, designName: 'Accounts v3', state: 'In design' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().bundledSpecs).toEqual([
      { specId: 'payments', live: true, designName: null, state: null },
      { specId: null, live: false, designName: 'Accounts v3', state: 'In design' },
    ]);
    expect(await classificationCounts(t)).toMatchObject({ finance: [1, 1], cards: [1, 0] });
    const nested = await call('POST', '/items', {
      name: 'Bundle of bundles',
      objectType: 'BUNDLE',
      bundledSpecs: [{ specId: 'open-banking' }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().detail).toContain("'open-banking' is not a specification");
    const flip = await call('PATCH', '/items/payments', { objectType: 'BUNDLE' });
    expect(flip.statusCode).toBe(400);
    expect(flip.json().detail).toContain('body.objectType');
  });

  it('patches only given fields and PUT replaces everything', async () => {
    const patched = await call('PATCH', '/items/payments', { version: '2.2', pricingPlans: [] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      version: '2.2',
      name: 'Payments API',
      pricingPlans: [],
      dimensions: { region: ['emea'] },
      classifications: ['cards'],
    });
    const put = await call('PUT', '/items/payments', { name: 'Payments API v3' });
    expect(put.json()).toMatchObject({
      name: 'Payments API v3',
      version: '',
      state: null,
      classifications: [],
      dimensions: {},
      pricingPlans: [],
    });
    expect(await classificationCounts(t)).toMatchObject({ finance: [0, 1], cards: [0, 0] });
    await call('PATCH', '/items/payments', { classifications: ['cards'] });
    expect(await classificationCounts(t)).toMatchObject({ finance: [1, 1], cards: [1, 0] });
  });

  it('lists items by name with paging', async () => {
    const res = await call('GET', '/items?pageSize=2&offset=0&objectType=SPECIFICATION');
    expect(res.json().metadata.totalSize).toBe(3);
    // 'weather data' sorts before 'weather data!'
    expect(res.json().results.map((r: { id: string }) => r.id)).toEqual(['payments', 'weather-data-2']);
  });

  it('deletes cascade without orphans and keeps counts right', async () => {
    await call('PUT', '/items/payments/metrics/headlines', { headlines: [{ label: 'Calls', value: 5 }] });
    await call('PUT', '/items/payments/security-policies', {
      policies: [{ id: 'oauth', name: 'OAuth', isOauth: true }],
    });
    await call('PUT', '/metrics/calls', { label: 'Most called' });
    await call('PUT', '/metrics/calls/values', { values: [{ itemId: 'payments', value: 10 }] });
    await t.db.insertInto('item_notices').values({ item_id: 'payments', message: 'hello' }).execute();
    const before = await childCounts(t, 'payments');
    expect(before).toMatchObject({ item_classifications: 1, item_metric_headlines: 1, bundle_specs: 1 });
    expect((await call('DELETE', '/items/payments')).statusCode).toBe(204);
    expect(Object.values(await childCounts(t, 'payments')).every((n) => n === 0)).toBe(true);
    expect(await classificationCounts(t)).toMatchObject({ finance: [0, 1], cards: [0, 0] });
    const bundle = (await call('GET', '/items/open-banking')).json();
    expect(bundle.bundledSpecs).toHaveLength(1);
    await call('DELETE', '/items/open-banking');
    expect(Object.values(await childCounts(t, 'open-banking')).every((n) => n === 0)).toBe(true);
    expect(await classificationCounts(t)).toMatchObject({ finance: [0, 0], cards: [0, 0] });
  });
});
