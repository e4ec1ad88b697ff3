import { i18n } from '@lingui/core';
import type { KeyUsageReport, KeyUsageSeries } from '@storefront/contract/key-usage';
import { intlLocale } from '../../lib/format-number.ts';

const DAY = 86_400_000;

/** Every bucket start of the report's range (days), so days without calls show as zero. */
export function bucketStarts(report: KeyUsageReport): number[] {
  if (report.bucket === 'minute') {
    const all = new Set(report.series.flatMap((s) => s.points.map((p) => p.at)));
    return [...all].sort((a, b) => a - b);
  }
  const from = Date.parse(`${report.from}T00:00:00Z`);
  const to = Date.parse(`${report.to}T00:00:00Z`);
  const out: number[] = [];
  for (let t = from; t <= to; t += DAY) out.push(t);
  return out;
}

/** A series' calls and errors at each bucket start (0 where nothing was reported). */
export function seriesValues(series: KeyUsageSeries, starts: number[]) {
  const at = new Map(series.points.map((p) => [p.at, p]));
  return {
    calls: starts.map((t) => at.get(t)?.calls ?? 0),
    errors: starts.map((t) => at.get(t)?.errors ?? 0),
  };
}

/**
 * "Shop (key ending abcd), orders-api": how a series is named in the chart and table; a provider's
 * series (which carry their consumer) start with whose key it is: "Alice Smith: Shop (...), ...".
 * The words are the common area's (Manage Access and the provider's Usage tab load it).
 */
export function seriesLabel(s: KeyUsageSeries): string {
  const series = i18n._('common.usage.series', {
    app: s.appName ?? i18n._('common.usage.unknownApp'),
    hint: s.keyHint.replace('…', ''),
    product: s.apiProduct,
  });
  return s.consumer
    ? i18n._('common.usage.consumerSeries', { consumer: s.consumer.displayName, series })
    : series;
}

/**
 * The report with only its `max` busiest series (most calls first): a chart with a line per key of
 * every consumer would be unreadable, so the provider's chart shows the busiest and the table all.
 */
export function busiestSeries(report: KeyUsageReport, max: number): KeyUsageReport {
  const series = [...report.series].sort((a, b) => b.calls - a.calls || b.errors - a.errors).slice(0, max);
  return { ...report, series };
}

/** The text alternative of the chart: totals per series and the busiest bucket. */
export function describeUsage(report: KeyUsageReport): string {
  if (report.series.length === 0)
    return report.rejectedCalls === undefined
      ? i18n._('common.usage.noCalls')
      : i18n._('common.usage.noConsumerCalls');
  const starts = bucketStarts(report);
  const text = report.series
    .map((s) => {
      const { calls } = seriesValues(s, starts);
      const max = Math.max(...calls);
      const totals = i18n._('common.usage.totals', {
        label: seriesLabel(s),
        calls: s.calls,
        errors: s.errors,
      });
      if (max === 0) return totals;
      const day = bucketText(starts[calls.indexOf(max)]!, report.bucket);
      return i18n._('common.usage.busiest', { totals, day, max });
    })
    .join(i18n._('common.usage.separator'));
  return i18n._('common.usage.end', { text });
}

/**
 * A bucket as people read it, in UTC: "27 Nov 2026" or "27 Nov 2026, 14:05" in English (day first,
 * as before the languages), the active language's short date otherwise.
 */
export function bucketText(at: number, bucket: KeyUsageReport['bucket']): string {
  const d = new Date(at);
  const locale = intlLocale() === 'en-US' ? 'en-GB' : intlLocale();
  const day = d.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return bucket === 'day' ? day : `${day}, ${d.toISOString().slice(11, 16)} UTC`;
}
