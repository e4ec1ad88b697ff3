import type { KeyUsageReport } from '@storefront/contract/key-usage';
import { describe, expect, it } from 'vitest';
import { bucketStarts, busiestSeries, describeUsage, seriesLabel, seriesValues } from './key-usage-rules.ts';

const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
const report: KeyUsageReport = {
  from: '2026-11-25',
  to: '2026-11-27',
  bucket: 'day',
  series: [
    {
      itemId: 'orders',
      appName: 'Shop',
      keyHint: '…abcd',
      apiProduct: 'orders-api',
      calls: 12,
      errors: 2,
      points: [
        { at: day('2026-11-25'), calls: 2, errors: 0 },
        { at: day('2026-11-27'), calls: 10, errors: 2 },
      ],
    },
  ],
};

describe('key usage rules', () => {
  it('fills every day of the range, zero where nothing was reported', () => {
    const starts = bucketStarts(report);
    expect(starts).toEqual([day('2026-11-25'), day('2026-11-26'), day('2026-11-27')]);
    expect(seriesValues(report.series[0]!, starts)).toEqual({ calls: [2, 0, 10], errors: [0, 0, 2] });
  });

  it('names each series by app, key ending and product, and describes the chart in words', () => {
    expect(seriesLabel(report.series[0]!)).toBe('Shop (key ending abcd), orders-api');
    expect(describeUsage(report)).toBe(
      'Shop (key ending abcd), orders-api: 12 calls, 2 errors, most on 27 Nov 2026 (10).',
    );
    expect(describeUsage({ ...report, series: [] })).toBe(
      'No calls were reported for your keys in this period.',
    );
  });

  it("names a provider's series by consumer first, and keeps the busiest series for the chart", () => {
    const s = report.series[0]!;
    const of = (name: string, calls: number, errors = 0) => ({
      ...s,
      consumer: { username: name.toLowerCase(), displayName: name },
      calls,
      errors,
    });
    expect(seriesLabel(of('Alice', 1))).toBe('Alice: Shop (key ending abcd), orders-api');
    const many = { ...report, series: [of('Bob', 3), of('Alice', 40), of('Carol', 3, 1), of('Dan', 0)] };
    expect(busiestSeries(many, 2).series.map((x) => x.consumer!.displayName)).toEqual(['Alice', 'Carol']);
    expect(busiestSeries(many, 2).from).toBe(report.from);
    expect(many.series.map((x) => x.consumer!.displayName)).toEqual(['Bob', 'Alice', 'Carol', 'Dan']);
    expect(describeUsage({ ...report, series: [], rejectedCalls: 0 })).toBe(
      'No calls were reported for consumers’ keys in this period.',
    );
  });
});
