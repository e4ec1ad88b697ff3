import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem, makeOperations, makePricingPlan, userIdOf } from './test-factories.ts';

describe('GET /api/web/catalog/item/:id/summary', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.authHeaders('alice');
    const db = t.db;
    await makeItem(db, 'spec-a', {
      name: 'Spec A',
      owner: 'own1',
      state_name: 'Live',
      storefront: 'rt:grp:api',
    });
    await makeItem(db, 'spec-b', {
      name: 'Spec B',
      owner: 'unknown-owner',
      state_name: 'Beta',
      state_color: 'warning',
    });
    await makeItem(db, 'bundle-1', { name: 'Bundle One', object_type: 'BUNDLE' });
    await db.insertInto('refdata').values({ kind: 'owners', code: 'own1', name: 'Owner Team One' }).execute();
    await makeOperations(db, 'spec-a', 3);
    await makeOperations(db, 'spec-b', 2);
    await makePricingPlan(db, 'spec-a', 'gold', {
      cost: 10,
      period: 'month',
      quota: '1000 calls',
      description: 'Gold',
      x: '<b>',
    });
    await db.insertInto('taxonomies').values({ id: 'tx', name: 'Tax' }).execute();
    await db
      .insertInto('classifications')
      .values({ id: 'c1', taxonomy_id: 'tx', label: 'Payments' })
      .execute();
    await db
      .insertInto('item_classifications')
      .values({ item_id: 'spec-a', classification_id: 'c1' })
      .execute();
    await db
      .insertInto('item_security_policies')
      .values({ item_id: 'spec-a', policy_id: 'p1', name: 'OAuth2', type: 'oauth2', is_oauth: true })
      .execute();
    await db
      .insertInto('bundle_specs')
      .values([
        { bundle_id: 'bundle-1', position: 0, spec_id: 'spec-a', live: true },
        {
          bundle_id: 'bundle-1',
          position: 1,
          spec_id: null,
          live: false,
          design_name: 'Future API',
          state_name: 'Design',
        },
        { bundle_id: 'bundle-1', position: 2, spec_id: 'spec-b', live: true },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const get = (url: string, h = headers) => t.app.inject({ url, headers: h });

  it('returns a specification with operations, plans, owner name, policies and user flags', async () => {
    await get('/api/web/catalog/item/spec-a/summary');
    const userId = await userIdOf(t.db, 'alice');
    await t.db.insertInto('user_favourites').values({ user_id: userId, item_id: 'spec-a' }).execute();
    const res = await get('/api/web/catalog/item/spec-a/summary');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: 'spec-a',
      name: 'Spec A',
      objectType: 'SPECIFICATION',
      state: { name: 'Live', colour: 'info' },
      owner: 'own1',
      ownerName: 'Owner Team One',
      storefront: 'rt:grp:api',
      classifications: [{ id: 'c1', label: 'Payments' }],
      interfaceType: null,
      pricingplans: ['gold'],
      pricingPlans: [
        {
          code: 'gold',
          name: 'Plan gold',
          visualStyle: { cost: '10', period: 'month', quota: '1000 calls', description: 'Gold' },
        },
      ],
      securityPolicies: [{ id: 'p1', name: 'OAuth2', type: 'oauth2', isOauth: true }],
      userFavourite: true,
      userWatched: false,
      attachments: [],
      bundledSpecs: [],
      operationSpecifications: [],
      hasDocument: false,
      documentType: null,
    });
    expect(body.pricingPlans[0].visualStyle).not.toHaveProperty('x');
    expect(body.operations.map((o: { name: string }) => o.name)).toEqual(['op0', 'op1', 'op2']);
    expect(body.operations[1]).toMatchObject({
      description: 'Operation 1',
      uri: '/things/1',
      operationBehaviour: 'POST',
    });
    expect(new Date(body.dateUpdated).toISOString()).toBe(body.dateUpdated);
  });

  it('falls back to the owner code when no owner reference data matches', async () => {
    const body = (await get('/api/web/catalog/item/spec-b/summary')).json();
    expect(body.ownerName).toBe('unknown-owner');
    expect(body.state).toEqual({ name: 'Beta', colour: 'warning' });
    expect(body.pricingPlans).toEqual([]);
  });

  it('returns a bundle with live and non-live specs and their operations', async () => {
    const res = await get('/api/web/catalog/item/bundle-1/summary');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.objectType).toBe('BUNDLE');
    expect(body.bundledSpecs).toEqual([
      { specId: 'spec-a', live: true, designName: null, state: { name: 'Live', colour: 'info' } },
      { specId: null, live: false, designName: 'Future API', state: { name: 'Design', colour: 'info' } },
      { specId: 'spec-b', live: true, designName: null, state: { name: 'Beta', colour: 'warning' } },
    ]);
    expect(body.operationSpecifications.map((s: { id: string }) => s.id)).toEqual(['spec-a', 'spec-b']);
    const [a, b] = body.operationSpecifications;
    expect(a).toMatchObject({ name: 'Spec A', version: '', state: { name: 'Live', colour: 'info' } });
    expect(a.operations).toHaveLength(3);
    expect(b.operations).toHaveLength(2);
    expect(b.operations[0]).toMatchObject({ name: 'op0', operationSpecificationId: 'spec-b' });
  });

  it('returns about a thousand operations of a large spec in order', async () => {
    await makeItem(t.db, 'github', { name: 'GitHub' });
    await makeOperations(t.db, 'github', 1100);
    const body = (await get('/api/web/catalog/item/github/summary')).json();
    expect(body.operations).toHaveLength(1100);
    expect(body.operations[1099].name).toBe('op1099');
  });

  it('answers 404 with the error shape for unknown ids and 400 for malformed ones', async () => {
    const res = await get('/api/web/catalog/item/nope/summary');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'HTTP-404', detail: 'The catalogue item does not exist.' });
    expect((await get('/api/web/catalog/item/%20bad/summary')).statusCode).toBe(400);
  });

  it('requires a bearer token', async () => {
    expect((await get('/api/web/catalog/item/spec-a/summary', {})).statusCode).toBe(401);
  });

  it('serves metric headlines and the non-native flag from customer configuration', async () => {
    await t.db
      .insertInto('item_metric_headlines')
      .values([
        {
          item_id: 'spec-a',
          position: 1,
          label: 'Latency',
          value: 120.5,
          description: 'p95',
          unit_of_measure: 'ms',
        },
        { item_id: 'spec-a', position: 0, label: 'Availability', value: 0.9995, unit_of_measure: '%' },
      ])
      .execute();
    let res = await get('/api/web/catalog/item/spec-a/metrics/headlines');
    expect(res.json()).toEqual({
      headlines: [
        { label: 'Availability', value: 0.9995, description: '', metric: { unitOfMeasure: '%' } },
        { label: 'Latency', value: 120.5, description: 'p95', metric: { unitOfMeasure: 'ms' } },
      ],
      storefront: { details: { nonNativeMetrics: false } },
    });
    await t.db
      .insertInto('settings')
      .values({ key: 'config', value: JSON.stringify({ nonNativeMetrics: true }) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ nonNativeMetrics: true }) }))
      .execute();
    res = await get('/api/web/catalog/item/spec-b/metrics/headlines');
    expect(res.json()).toEqual({ headlines: [], storefront: { details: { nonNativeMetrics: true } } });
    expect((await get('/api/web/catalog/item/nope/metrics/headlines')).statusCode).toBe(404);
  });
});
