import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertItem } from '../search/test-factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 6; i++) await insertItem(t.db, { id: `api-${i}`, name: `API ${i}` });
  await t.db
    .insertInto('metrics')
    .values([
      { id: 'calls', label: 'Most called', time_unit_label: 'Last 30 days', position: 1 },
      { id: 'errors', label: 'Fewest errors', time_unit_label: 'Last 7 days', position: 0 },
      { id: 'empty', label: 'Nothing yet', time_unit_label: '', position: 2 },
    ])
    .execute();
  await t.db
    .insertInto('item_metric_values')
    .values([
      ...[5, 50, 500, 5000, 50000, 1].map((value, i) => ({ metric_id: 'calls', item_id: `api-${i}`, value })),
      { metric_id: 'errors', item_id: 'api-1', value: 0.25 },
      { metric_id: 'errors', item_id: 'api-2', value: 0.5 },
    ])
    .execute();
});
afterAll(async () => t?.close());

describe('GET /api/web/metrics/top', () => {
  it('groups by metric in metric order, at most 4 items each, highest value first', async () => {
    const alice = await t.authHeaders('alice');
    await t.app.inject({ method: 'POST', url: '/api/web/my/store/favourites/api-4/add', headers: alice });
    const res = await t.app.inject({ method: 'GET', url: '/api/web/metrics/top', headers: alice });
    expect(res.statusCode).toBe(200);
    const { metrics } = res.json();
    expect(metrics.map((g: { id: string }) => g.id)).toEqual(['errors', 'calls']);
    expect(metrics[1]).toMatchObject({
      label: 'Most called',
      metric: { label: 'Most called' },
      timeUnit: { label: 'Last 30 days' },
    });
    const calls = metrics[1].items.map((i: { item: { id: string }; value: number }) => [i.item.id, i.value]);
    expect(calls).toEqual([
      ['api-4', 50000],
      ['api-3', 5000],
      ['api-2', 500],
      ['api-1', 50],
    ]);
    expect(metrics[1].items[0].item).toMatchObject({ name: 'API 4', userFavourite: true });
    expect(metrics[0].items.map((i: { value: number }) => i.value)).toEqual([0.5, 0.25]);
  });
});
