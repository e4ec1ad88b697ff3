import type { UsageReport } from '@storefront/contract/usage';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../lib/theme/colour.ts';
import {
  ALL_ITEMS,
  alignedData,
  bucketLabel,
  buildCharts,
  COLOURS,
  DARK_COLOURS,
  describeChart,
  pickerOptions,
  presetQuery,
  tableRows,
  totalsList,
} from './usage-data.ts';

const zeros = [0, 0, 0];
const report: UsageReport = {
  item: { id: 'pay', name: 'Payments' },
  from: '2026-03-01',
  to: '2026-03-03',
  bucket: 'day',
  buckets: [
    { start: '2026-03-01', end: '2026-03-01' },
    { start: '2026-03-02', end: '2026-03-02' },
    { start: '2026-03-03', end: '2026-03-03' },
  ],
  series: {
    views: [2, 5, 0],
    favouritesAdded: [1, 0, 1],
    favouritesRemoved: [0, 1, 0],
    watchesAdded: zeros,
    watchesRemoved: zeros,
    questions: [0, 0, 1],
    accessRequests: zeros,
    keysIssued: [0, 2, 0],
  },
  levels: { favourites: [1, 0, 1], watchers: [4, 4, 4] },
  totals: {
    views: 7,
    favouritesAdded: 2,
    favouritesRemoved: 1,
    watchesAdded: 0,
    watchesRemoved: 0,
    questions: 1,
    accessRequests: 0,
    keysIssued: 2,
  },
  topItems: [],
};

describe('usage data shaping', () => {
  it('builds three charts: views, favourite and watcher levels, and the engagement counts', () => {
    const charts = buildCharts(report);
    expect(charts.map((c) => [c.id, c.lines.map((l) => l.label)])).toEqual([
      ['views', ['Views']],
      ['marks', ['Favourites', 'Watchers']],
      ['engagement', ['Questions', 'Access requests', 'Keys issued']],
    ]);
    expect(charts[1]!.lines[0]!.values).toEqual([1, 0, 1]);
  });

  it("gives uPlot the buckets' UTC midnights in seconds, then one array per line", () => {
    const [views] = buildCharts(report);
    expect(alignedData(report, views!)).toEqual([
      [Date.UTC(2026, 2, 1) / 1000, Date.UTC(2026, 2, 2) / 1000, Date.UTC(2026, 2, 3) / 1000],
      [2, 5, 0],
    ]);
  });

  it('labels days and weeks in UTC', () => {
    expect(bucketLabel({ start: '2026-03-01', end: '2026-03-01' })).toBe('1 Mar 2026');
    expect(bucketLabel({ start: '2026-02-23', end: '2026-03-01' })).toBe('23 Feb – 1 Mar 2026');
  });

  it('describes each chart in a sentence for screen readers', () => {
    const [views, marks, engagement] = buildCharts(report);
    expect(describeChart(report, views!)).toBe('Views, per day. Views: 7 in total, most in 2 Mar 2026 (5).');
    expect(describeChart(report, marks!)).toBe(
      'Favourites and watchers, per day. Favourites: 1 at the start, 1 at the end; Watchers: 4 at the start, 4 at the end.',
    );
    expect(describeChart({ ...report, bucket: 'week' }, engagement!)).toBe(
      'Questions, access requests and keys issued, per week. Questions: 1 in total, most in 3 Mar 2026 (1); Access requests: none; Keys issued: 2 in total, most in 2 Mar 2026 (2).',
    );
  });

  it('lays the data table out one row per bucket', () => {
    const engagement = buildCharts(report)[2]!;
    expect(tableRows(report, engagement)).toEqual([
      { label: '1 Mar 2026', cells: [0, 0, 0] },
      { label: '2 Mar 2026', cells: [0, 0, 2] },
      { label: '3 Mar 2026', cells: [1, 0, 0] },
    ]);
  });

  it('shows favourites and watchers at the end of the range among the totals', () => {
    const totals = Object.fromEntries(totalsList(report).map((t) => [t.key, t.value]));
    expect(totals).toMatchObject({ views: 7, favourites: 1, watchers: 4, keysIssued: 2, questions: 1 });
  });

  it('turns presets into ranges ending today; weekly ones are whole weeks', () => {
    const now = new Date('2026-03-10T15:00:00Z');
    expect(presetQuery('7d', now)).toEqual({ from: '2026-03-04', to: '2026-03-10', bucket: 'day' });
    expect(presetQuery('30d', now)).toEqual({ from: '2026-02-09', to: '2026-03-10', bucket: 'day' });
    const q = presetQuery('90d', now);
    expect(q.bucket).toBe('week');
    expect((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1).toBe(91);
    const year = presetQuery('365d', now);
    expect((Date.parse(year.to) - Date.parse(year.from)) / 86_400_000 + 1).toBe(371);
  });

  it('offers All items, the chosen item and the search results once each', () => {
    const chosen = { id: 'pay', name: 'Payments' };
    expect(
      pickerOptions(
        [
          { id: 'pay', name: 'Payments' },
          { id: 'b', name: 'B' },
        ],
        chosen,
      ),
    ).toEqual([
      { id: ALL_ITEMS, name: 'All items' },
      { id: 'pay', name: 'Payments' },
      { id: 'b', name: 'B' },
    ]);
    expect(pickerOptions([], null)).toEqual([{ id: ALL_ITEMS, name: 'All items' }]);
  });

  it('draws lines in colours with at least 4.5:1 contrast on white', () => {
    for (const c of COLOURS) expect(contrastRatio(c, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("draws dark-scheme lines with at least 4.5:1 contrast on the dark body (Mantine's dark-7)", () => {
    for (const c of DARK_COLOURS) expect(contrastRatio(c, '#242424')).toBeGreaterThanOrEqual(4.5);
    // Each scheme's lines differ from the other's: the light ones are too dark on dark.
    for (const c of COLOURS) expect(contrastRatio(c, '#242424')).toBeLessThan(4.5);
  });
});
