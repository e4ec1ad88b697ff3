import { i18n } from '@lingui/core';
import type { UsageReport, UsageSeriesName } from '@storefront/contract/usage';
import { intlLocale } from '../../../lib/format-number.ts';
import { SERIES_COLOURS } from '../../../lib/theme/chart-colours.ts';

// Texts from the ws-catalog area (issue 31): every function reads them when called, so charts,
// summaries and tables follow the active language.

// Line colours and dashes are shared with the key-usage chart (lib/theme/chart-colours.ts).
export { DASHES, SERIES_COLOURS } from '../../../lib/theme/chart-colours.ts';
/** The light scheme's colours (Mantine's defaults). */
export const COLOURS = SERIES_COLOURS.light.map(([, hex]) => hex);
/** The dark scheme's colours (Mantine's defaults). */
export const DARK_COLOURS = SERIES_COLOURS.dark.map(([, hex]) => hex);

const SERIES_KEYS: Record<UsageSeriesName, string> = {
  views: 'ws-catalog.usage.views',
  favouritesAdded: 'ws-catalog.usage.favouritesAdded',
  favouritesRemoved: 'ws-catalog.usage.favouritesRemoved',
  watchesAdded: 'ws-catalog.usage.watchesAdded',
  watchesRemoved: 'ws-catalog.usage.watchesRemoved',
  questions: 'ws-catalog.usage.questions',
  accessRequests: 'ws-catalog.usage.accessRequests',
  keysIssued: 'ws-catalog.usage.keysIssued',
};

/** A series' name in the active language ("Favourites added"). */
export const seriesLabel = (name: UsageSeriesName): string => i18n._(SERIES_KEYS[name]);

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
    {
      id: 'views',
      title: i18n._('ws-catalog.usage.views'),
      lines: [{ label: seriesLabel('views'), values: series.views }],
    },
    {
      id: 'marks',
      title: i18n._('ws-catalog.usage.chartMarks'),
      lines: [
        { label: i18n._('ws-catalog.usage.favourites'), values: levels.favourites },
        { label: i18n._('ws-catalog.usage.watchers'), values: levels.watchers },
      ],
    },
    {
      id: 'engagement',
      title: i18n._('ws-catalog.usage.chartEngagement'),
      lines: [
        { label: seriesLabel('questions'), values: series.questions },
        { label: seriesLabel('accessRequests'), values: series.accessRequests },
        { label: seriesLabel('keysIssued'), values: series.keysIssued },
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

/** "2 Mar 2026" or "2 – 8 Mar 2026" style label of a bucket (UTC); English keeps the day first. */
export function bucketLabel(bucket: UsageReport['buckets'][number]): string {
  const locale = intlLocale() === 'en-US' ? 'en-GB' : intlLocale();
  const fmt = (day: string, withYear: boolean) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
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
    const label = line.label;
    if (line.values.length === 0) return i18n._('ws-catalog.usage.lineNoData', { label });
    if (chart.id === 'marks') {
      const first = line.values[0]!;
      const last = line.values.at(-1)!;
      return i18n._('ws-catalog.usage.lineLevels', { label, first, last });
    }
    const total = line.values.reduce((a, b) => a + b, 0);
    if (total === 0) return i18n._('ws-catalog.usage.lineNone', { label });
    const max = Math.max(...line.values);
    const at = line.values.indexOf(max);
    return i18n._('ws-catalog.usage.lineTotal', {
      label,
      total,
      bucket: bucketLabel(report.buckets[at]!),
      max,
    });
  });
  return i18n._(
    report.bucket === 'week' ? 'ws-catalog.usage.describePerWeek' : 'ws-catalog.usage.describePerDay',
    {
      title: chart.title,
      parts: parts.join(i18n._('ws-catalog.usage.partSeparator')),
    },
  );
}

/** Rows of the data table beside a chart: one per bucket, one cell per line. */
export function tableRows(report: UsageReport, chart: ChartSpec): { label: string; cells: number[] }[] {
  return report.buckets.map((b, i) => ({
    label: bucketLabel(b),
    cells: chart.lines.map((l) => l.values[i] ?? 0),
  }));
}

export type RangePreset = '7d' | '30d' | '90d' | '365d';
/** The ranges offered; `label` is the key of the preset's name (`i18n._(p.label)`). */
export const RANGE_PRESETS: {
  value: RangePreset;
  label: string;
  days: number;
  bucket: UsageReport['bucket'];
}[] = [
  { value: '7d', label: 'ws-catalog.usage.last7', days: 7, bucket: 'day' },
  { value: '30d', label: 'ws-catalog.usage.last30', days: 30, bucket: 'day' },
  { value: '90d', label: 'ws-catalog.usage.last90', days: 90, bucket: 'week' },
  { value: '365d', label: 'ws-catalog.usage.last365', days: 365, bucket: 'week' },
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
  const out = [{ id: ALL_ITEMS, name: i18n._('ws-catalog.usage.allItems') }];
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
    { key: 'views', label: seriesLabel('views'), value: totals.views },
    {
      key: 'favourites',
      label: i18n._('ws-catalog.usage.favouritesAtEnd'),
      value: levels.favourites.at(-1) ?? 0,
    },
    { key: 'watchers', label: i18n._('ws-catalog.usage.watchersAtEnd'), value: levels.watchers.at(-1) ?? 0 },
    { key: 'questions', label: seriesLabel('questions'), value: totals.questions },
    { key: 'accessRequests', label: seriesLabel('accessRequests'), value: totals.accessRequests },
    { key: 'keysIssued', label: seriesLabel('keysIssued'), value: totals.keysIssued },
    { key: 'favouritesAdded', label: seriesLabel('favouritesAdded'), value: totals.favouritesAdded },
    { key: 'watchesAdded', label: seriesLabel('watchesAdded'), value: totals.watchesAdded },
  ];
}
