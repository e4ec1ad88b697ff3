import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { providerClient } from '../test-helpers.ts';

describe('provider dimensions, plans, metrics, reference data and announcements', () => {
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  beforeAll(async () => {
    t = await createTestApp();
    call = providerClient(t);
  });
  afterAll(() => t.close());

  it('manages pricing plans as values of dimension pricingplans', async () => {
    const plan = {
      code: 'gold',
      name: 'Gold',
      cost: '$99',
      period: 'month',
      quota: '1M calls',
      description: 'Best',
    };
    const res = await call('POST', '/pricing-plans', plan);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'pricingplans',
      values: [
        {
          code: 'gold',
          visualStyle: { cost: '$99', period: 'month', quota: '1M calls', description: 'Best' },
        },
      ],
    });
    expect((await call('POST', '/pricing-plans', plan)).statusCode).toBe(409);
    const bad = await call('POST', '/pricing-plans', { code: 'x', name: 'X', period: 'month', quota: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Invalid body.cost: is required');
    const upd = await call('PUT', '/pricing-plans/gold', { ...plan, code: undefined, cost: '$89' });
    expect(upd.json().values[0].visualStyle.cost).toBe('$89');
    expect(
      (await call('PUT', '/pricing-plans/none', { name: 'n', cost: '1', period: 'p', quota: 'q' }))
        .statusCode,
    ).toBe(404);
  });

  it('manages dimensions and values; deleting a value unassigns it from items', async () => {
    expect((await call('POST', '/dimensions', { code: 'region', name: 'Region' })).statusCode).toBe(201);
    expect((await call('POST', '/dimensions', { code: '9bad', name: 'x' })).json().detail).toContain(
      'body.code',
    );
    expect((await call('POST', '/dimensions', { code: 'region', name: 'R' })).statusCode).toBe(409);
    await call('POST', '/dimensions/region/values', { code: 'emea', name: 'EMEA' });
    expect((await call('POST', '/dimensions/nope/values', { code: 'x', name: 'x' })).statusCode).toBe(404);
    expect(
      (await call('POST', '/dimensions/region/values', { code: 'emea', name: 'again' })).statusCode,
    ).toBe(409);
    await call('POST', '/items', {
      id: 'api',
      name: 'API',
      pricingPlans: ['gold'],
      dimensions: { region: ['emea'] },
    });
    expect(
      (await call('PUT', '/dimensions/region/values/emea', { name: 'Europe' })).json().values[0].name,
    ).toBe('Europe');
    expect((await call('DELETE', '/dimensions/region/values/emea')).statusCode).toBe(204);
    expect((await call('GET', '/items/api')).json()).toMatchObject({
      dimensions: {},
      pricingPlans: ['gold'],
    });
    expect((await call('DELETE', '/pricing-plans/gold')).statusCode).toBe(204);
    expect((await call('GET', '/items/api')).json().pricingPlans).toEqual([]);
    expect((await call('DELETE', '/dimensions/region')).statusCode).toBe(204);
    expect((await call('DELETE', '/dimensions/region')).statusCode).toBe(404);
    const dims = (await call('GET', '/dimensions')).json();
    expect(dims.map((d: { code: string }) => d.code)).toEqual(['pricingplans']);
  });

  it('sets ranking metrics and their values, naming unknown items', async () => {
    const m = await call('PUT', '/metrics/calls', { label: 'Most Called', timeUnitLabel: 'Last 30 days' });
    expect(m.json()).toEqual({
      id: 'calls',
      label: 'Most Called',
      timeUnitLabel: 'Last 30 days',
      position: 0,
    });
    expect(
      (await call('PUT', '/metrics/calls/values', { values: [{ itemId: 'api', value: 7 }] })).statusCode,
    ).toBe(204);
    await call('PUT', '/metrics/calls/values', { values: [{ itemId: 'api', value: 9 }] });
    const rows = await t.db.selectFrom('item_metric_values').selectAll().execute();
    expect(rows).toEqual([{ metric_id: 'calls', item_id: 'api', value: 9 }]);
    const bad = await call('PUT', '/metrics/calls/values', {
      values: [
        { itemId: 'api', value: 1 },
        { itemId: 'ghost', value: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('Invalid body.values.1.itemId');
    expect(
      (await call('PUT', '/metrics/calls/values', { values: [{ itemId: 'api', value: 'x' }] })).json().detail,
    ).toContain('body.values.0.value');
    expect((await call('PUT', '/metrics/none/values', { values: [] })).statusCode).toBe(404);
    expect((await call('DELETE', '/metrics/calls/values/api')).statusCode).toBe(204);
    expect((await call('DELETE', '/metrics/calls/values/api')).statusCode).toBe(404);
    expect((await call('DELETE', '/metrics/calls')).statusCode).toBe(204);
  });

  it('upserts and deletes reference data and designs', async () => {
    const put = await call('PUT', '/refdata/apps/APP1', { name: 'Mobile', short: 'MOB', regions: ['EMEA'] });
    expect(put.json()).toMatchObject({
      kind: 'apps',
      code: 'APP1',
      name: 'Mobile',
      regions: ['EMEA'],
      designId: null,
    });
    await call('PUT', '/refdata/apps/APP1', { name: 'Mobile App', designId: 'D1', designName: 'Design One' });
    expect((await call('GET', '/refdata/apps')).json()).toEqual([
      {
        kind: 'apps',
        code: 'APP1',
        name: 'Mobile App',
        short: '',
        regions: [],
        designId: 'D1',
        designName: 'Design One',
      },
    ]);
    expect((await call('PUT', '/refdata/things/X', { name: 'x' })).json().detail).toContain('params.kind');
    expect((await call('PUT', '/refdata/owners/O1', { name: '' })).json().detail).toContain('body.name');
    expect((await call('DELETE', '/refdata/apps/APP1')).statusCode).toBe(204);
    expect((await call('DELETE', '/refdata/apps/APP1')).statusCode).toBe(404);
    expect((await call('PUT', '/designs/D1', { name: 'Design One', atlasId: 'ATL-1' })).json()).toEqual({
      id: 'D1',
      name: 'Design One',
      atlasId: 'ATL-1',
    });
    expect((await call('GET', '/designs')).json()).toHaveLength(1);
    expect((await call('DELETE', '/designs/D1')).statusCode).toBe(204);
    expect((await call('DELETE', '/designs/D1')).statusCode).toBe(404);
  });

  it('posts, edits and deletes announcements with http(s) links only', async () => {
    const res = await call('POST', '/announcements', {
      title: 'Hello',
      details: '<b>plain text</b>',
      externalLinks: [{ url: 'https://example.com/x', label: 'More' }],
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(res.json()).toMatchObject({ title: 'Hello', externalLinks: [{ url: 'https://example.com/x' }] });
    const evil = await call('POST', '/announcements', {
      title: 'x',
      externalLinks: [{ url: 'javascript:alert(1)' }],
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.json().detail).toContain('body.externalLinks.0.url');
    expect((await call('POST', '/announcements', { details: 'no title' })).json().detail).toBe(
      'Invalid body.title: is required',
    );
    expect((await call('PUT', `/announcements/${id}`, { title: 'Edited' })).json().title).toBe('Edited');
    expect((await call('DELETE', `/announcements/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/announcements/${id}`)).statusCode).toBe(404);
    expect((await call('POST', '/announcements', { title: 'x' }, 'alice')).statusCode).toBe(403);
  });
});
