import type { UsageQuery, UsageReport, UsageSeriesName } from '@storefront/contract/usage';
import type { Database } from '../../db/connection.ts';
import type { UsageKind } from '../../db/schema/usage.ts';
import { badRequest, notFound } from '../../errors.ts';
import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';
import * as repo from './repository.ts';

const DAY_MS = 86_400_000;
/** Longest range per bucket size: a year of days, three years of weeks. */
export const MAX_DAYS = { day: 366, week: 1092 } as const;
export const DEFAULT_DAYS = 30;
const STEP = { day: 1, week: 7 } as const;

const SERIES_OF: Record<UsageKind, UsageSeriesName> = {
  view: 'views',
  favourite: 'favouritesAdded',
  unfavourite: 'favouritesRemoved',
  watch: 'watchesAdded',
  unwatch: 'watchesRemoved',
  question: 'questions',
  access_request: 'accessRequests',
  key_issued: 'keysIssued',
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A YYYY-MM-DD that names a real calendar day, as ms since the epoch (UTC midnight). */
function parseDay(value: string, field: string): number {
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || isoDay(ms) !== value)
    throw badRequest(`Invalid querystring.${field}: ${value} is not a calendar date (YYYY-MM-DD)`);
  return ms;
}

export interface UsageRange {
  from: string;
  to: string;
  bucket: 'day' | 'week';
  /** [start, end] days of each bucket, inclusive. */
  buckets: { start: string; end: string }[];
}

/** Validates the range and cuts it into buckets of one or seven days counted from `from`. */
export function planRange(query: UsageQuery, now = new Date()): UsageRange {
  const bucket = query.bucket ?? 'day';
  const toMs = query.to ? parseDay(query.to, 'to') : Date.parse(`${isoDay(now.getTime())}T00:00:00Z`);
  const fromMs = query.from ? parseDay(query.from, 'from') : toMs - (DEFAULT_DAYS - 1) * DAY_MS;
  if (fromMs > toMs)
    throw badRequest(`Invalid range: from (${isoDay(fromMs)}) is after to (${isoDay(toMs)})`);
  const days = (toMs - fromMs) / DAY_MS + 1;
  if (days > MAX_DAYS[bucket]) {
    throw badRequest(
      bucket === 'day'
        ? `Invalid range: ${days} days asked; at most ${MAX_DAYS.day} with bucket=day (use bucket=week for longer ranges)`
        : `Invalid range: ${days} days asked; at most ${MAX_DAYS.week} with bucket=week`,
    );
  }
  const step = STEP[bucket];
  const buckets = [];
  for (let start = fromMs; start <= toMs; start += step * DAY_MS) {
    buckets.push({ start: isoDay(start), end: isoDay(Math.min(start + (step - 1) * DAY_MS, toMs)) });
  }
  return { from: isoDay(fromMs), to: isoDay(toMs), bucket, buckets };
}

const zeros = (n: number) => Array.from({ length: n }, () => 0);

/** Per-bucket counts, zero-filled, from rows of (kind, bucket, n). */
export function fillSeries(rows: repo.BucketCount[], size: number): UsageReport['series'] {
  const series = Object.fromEntries(
    Object.values(SERIES_OF).map((name) => [name, zeros(size)]),
  ) as UsageReport['series'];
  for (const row of rows) {
    const name = SERIES_OF[row.kind];
    if (name && row.bucket >= 0 && row.bucket < size) series[name][row.bucket] += row.n;
  }
  return series;
}

/** Counts at the end of each bucket, walked back from the count at the end of the last one. */
export function walkBack(atEnd: number, added: number[], removed: number[]): number[] {
  const out = zeros(added.length);
  let level = atEnd;
  for (let i = added.length - 1; i >= 0; i--) {
    out[i] = level;
    level -= added[i]! - removed[i]!;
  }
  return out;
}

export async function getUsageReport(
  db: Database,
  query: UsageQuery,
  now = new Date(),
): Promise<UsageReport> {
  const range = planRange(query, now);
  const itemId = query.itemId ?? null;
  const name = itemId === null ? null : await repo.findItemName(db, itemId);
  if (itemId !== null && name === null) throw notFound(ITEM_NOT_FOUND);
  const [rows, after, current, topItems] = await Promise.all([
    repo.countByBucket(db, itemId, range.from, range.to, STEP[range.bucket]),
    repo.netChangesAfter(db, itemId, range.to),
    repo.currentMarks(db, itemId),
    repo.listTopItems(db, range.from, range.to, query.top ?? 10),
  ]);
  const series = fillSeries(rows, range.buckets.length);
  const totals = Object.fromEntries(
    Object.entries(series).map(([k, values]) => [k, values.reduce((a, b) => a + b, 0)]),
  ) as UsageReport['totals'];
  return {
    item: itemId === null ? null : { id: itemId, name: name! },
    ...range,
    series,
    levels: {
      favourites: walkBack(
        current.favourites - after.favourites,
        series.favouritesAdded,
        series.favouritesRemoved,
      ),
      watchers: walkBack(current.watchers - after.watchers, series.watchesAdded, series.watchesRemoved),
    },
    totals,
    topItems,
  };
}
