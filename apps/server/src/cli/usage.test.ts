import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUsageReport } from '../modules/usage/service.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { formatUsage, parseUsageArgs } from './usage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insertInto('catalog_items').values({ id: 'cli-pay', name: 'CLI Payments' }).execute();
  await t.db
    .insertInto('usage_events')
    .values([
      { item_id: 'cli-pay', kind: 'view', at: '2026-03-01T10:00:00Z' },
      { item_id: 'cli-pay', kind: 'view', at: '2026-03-02T10:00:00Z' },
      { item_id: 'cli-pay', kind: 'key_issued', at: '2026-03-02T11:00:00Z' },
    ])
    .execute();
});
afterAll(() => t.close());

describe('storefront usage', () => {
  it('reads an item, a range, a bucket size and --csv', () => {
    expect(
      parseUsageArgs(['cli-pay', '--from', '2026-03-01', '--to=2026-03-02', '--bucket', 'week', '--csv']),
    ).toEqual({
      query: { itemId: 'cli-pay', from: '2026-03-01', to: '2026-03-02', bucket: 'week' },
      csv: true,
    });
    expect(parseUsageArgs([])).toEqual({ query: {}, csv: false });
  });

  it('explains bad arguments', () => {
    expect(() => parseUsageArgs(['--bucket', 'month'])).toThrow('--bucket must be day or week');
    expect(() => parseUsageArgs(['--from'])).toThrow('--from needs a value');
    expect(() => parseUsageArgs(['a', 'b'])).toThrow('unexpected b');
    expect(() => parseUsageArgs(['--verbose'])).toThrow('unexpected --verbose');
  });

  it('prints one row per bucket, as a table or CSV', async () => {
    const report = await getUsageReport(t.db, { itemId: 'cli-pay', from: '2026-03-01', to: '2026-03-03' });
    expect(formatUsage(report, true).split('\n')).toEqual([
      'bucket,views,favourites,watchers,questions,access requests,keys issued',
      '2026-03-01,1,0,0,0,0,0',
      '2026-03-02,1,0,0,0,0,1',
      '2026-03-03,0,0,0,0,0,0',
    ]);
    const table = formatUsage(report, false).split('\n');
    expect(table[0]).toBe('CLI Payments (cli-pay), 2026-03-01 to 2026-03-03 (UTC), per day');
    expect(table[1]).toBe('bucket      views  favourites  watchers  questions  access requests  keys issued');
    expect(table[3]).toBe('2026-03-02      1           0         0          0                0            1');
    const weekly = await getUsageReport(t.db, { from: '2026-03-01', to: '2026-03-09', bucket: 'week' });
    expect(formatUsage(weekly, true).split('\n').slice(1)).toEqual([
      '2026-03-01..2026-03-07,2,0,0,0,0,1',
      '2026-03-08..2026-03-09,0,0,0,0,0,0',
    ]);
  });
});
