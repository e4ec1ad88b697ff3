import type { UsageReport, UsageSeriesName } from '@storefront/contract/usage';

/** Chart colours: each at least 4.5:1 against white, and told apart by dash as well as hue. */
export const COLOURS = ['#1864ab', '#c92a2a', '#2f7d32', '#862e9c'] as const;
export const DASHES: (number[] | undefined)[] = [undefined, [8, 4], [2, 3], [10, 3, 2, 3]];

export const SERIES_LABELS: Record<UsageSeriesName, string> = {
  views: 'Views',
  favouritesAdded: 'Favourites added',
  favouritesRemoved: 'Favourites removed',
  watchesAdded: 'Watches added',
  watchesRemoved: 'Watches removed',
  questions: 'Questions',
  accessRequests: 'Access requests',
  keysIssued: 'Keys issued',
};

export interface ChartLine {
  label: string;
  values: number[];
}

export interface ChartSpec {
  id: string;
  title: string;
  lines: ChartLine[];
}

/** The report's charts: views; favourites and watchers over time; questions, requests and keys. */
export function buildCharts(report: UsageReport): ChartSpec[] {
  const { series, levels } = report;
  return [
    { id: 'views', title: 'Views', lines: [{ label: 'Views', values: series.views }] },
    {
      id: 'marks',
      title: 'Favourites and watchers',
      lines: [
        { label: 'Favourites', values: levels.favourites },
        { label: 'Watchers', values: levels.watchers },
      ],
    },
    {
      id: 'engagement',
      title: 'Questions, access requests and keys issued',
      lines: [
        { label: 'Questions', values: series.questions },
        { label: 'Access requests', values: series.accessRequests },
        { label: 'Keys issued', values: series.keysIssued },
      ],
    },
  ];
}

/** Seconds since the epoch at UTC midnight of each bucket's first day (uPlot's x axis). */
export function bucketTimes(report: UsageReport): number[] {
  return report.buckets.map((b) => Date.parse(`${b.start}T00:00:00Z`) / 1000);
}

/** uPlot's aligned data: x values, then one array per line. */
export function alignedData(report: UsageReport, chart: ChartSpec): number[][] {
  return [bucketTimes(report), ...chart.lines.map((l) => l.values)];
}

/** "2 Mar" or "2–8 Mar 2026" style label of a bucket (UTC). */
export function bucketLabel(bucket: UsageReport['buckets'][number]): string {
  const fmt = (day: string, withYear: boolean) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
  return bucket.start === bucket.end
    ? fmt(bucket.start, true)
    : `${fmt(bucket.start, false)} – ${fmt(bucket.end, true)}`;
}

/** A sentence for screen readers: total (or range for levels) and the busiest bucket per line. */
export function describeChart(report: UsageReport, chart: ChartSpec): string {
  const parts = chart.lines.map((line) => {
    if (line.values.length === 0) return `${line.label}: no data`;
    if (chart.id === 'marks') {
      const first = line.values[0]!;
      const last = line.values.at(-1)!;
      return `${line.label}: ${first} at the start, ${last} at the end`;
    }
    const total = line.values.reduce((a, b) => a + b, 0);
    if (total === 0) return `${line.label}: none`;
    const max = Math.max(...line.values);
    const at = line.values.indexOf(max);
    return `${line.label}: ${total} in total, most in ${bucketLabel(report.buckets[at]!)} (${max})`;
  });
  return `${chart.title}, ${report.bucket === 'week' ? 'per week' : 'per day'}. ${parts.join('; ')}.`;
}

/** Rows of the data table beside a chart: one per bucket, one cell per line. */
export function tableRows(report: UsageReport, chart: ChartSpec): { label: string; cells: number[] }[] {
  return report.buckets.map((b, i) => ({
    label: bucketLabel(b),
    cells: chart.lines.map((l) => l.values[i] ?? 0),
  }));
}

export type RangePreset = '7d' | '30d' | '90d' | '365d';
export const RANGE_PRESETS: {
  value: RangePreset;
  label: string;
  days: number;
  bucket: UsageReport['bucket'];
}[] = [
  { value: '7d', label: 'Last 7 days', days: 7, bucket: 'day' },
  { value: '30d', label: 'Last 30 days', days: 30, bucket: 'day' },
  { value: '90d', label: 'Last 90 days (weekly)', days: 90, bucket: 'week' },
  { value: '365d', label: 'Last 12 months (weekly)', days: 365, bucket: 'week' },
];

/** The query of a preset ending today (UTC); weeks are counted back from today so the last is whole. */
export function presetQuery(preset: RangePreset, now = new Date()) {
  const p = RANGE_PRESETS.find((r) => r.value === preset) ?? RANGE_PRESETS[1]!;
  const to = now.toISOString().slice(0, 10);
  const days = p.bucket === 'week' ? Math.ceil(p.days / 7) * 7 : p.days;
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to, bucket: p.bucket };
}

export const ALL_ITEMS = '*';

/** The picker's options: "All items", the chosen item, then what the search found (no repeats). */
export function pickerOptions(
  found: { id: string; name: string }[],
  chosen: { id: string; name: string } | null,
) {
  const out = [{ id: ALL_ITEMS, name: 'All items' }];
  const seen = new Set([ALL_ITEMS]);
  for (const item of [...(chosen ? [chosen] : []), ...found]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push({ id: item.id, name: item.name });
  }
  return out;
}

/** The totals shown above the charts: events over the range, and favourites and watchers at its end. */
export function totalsList(report: UsageReport): { key: string; label: string; value: number }[] {
  const { totals, levels } = report;
  return [
    { key: 'views', label: 'Views', value: totals.views },
    { key: 'favourites', label: 'Favourites (at the end)', value: levels.favourites.at(-1) ?? 0 },
    { key: 'watchers', label: 'Watchers (at the end)', value: levels.watchers.at(-1) ?? 0 },
    { key: 'questions', label: 'Questions', value: totals.questions },
    { key: 'accessRequests', label: 'Access requests', value: totals.accessRequests },
    { key: 'keysIssued', label: 'Keys issued', value: totals.keysIssued },
    { key: 'favouritesAdded', label: 'Favourites added', value: totals.favouritesAdded },
    { key: 'watchesAdded', label: 'Watches added', value: totals.watchesAdded },
  ];
}
