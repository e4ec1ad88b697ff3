/**
 * Usage a consumer can see (issue 24, item 6). Gateways report calls and errors per key, API
 * product and bucket (a UTC day or minute); the portal's Try proxy adds its own calls. Each row is
 * filed under the consumer whose subscription holds the key and product; a key the portal does not
 * know for the product is kept without an owner and counted as rejected. Consumers read their own
 * rows only; providers read everyone's, per consumer.
 */
import type {
  KeyUsageBatch,
  KeyUsageQuery,
  KeyUsageReceipt,
  KeyUsageReport,
  KeyUsageSeries,
} from '@storefront/contract/key-usage';
import type { Database } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { hashSecret, keyHint } from '../../../integrations/api-management/keys.ts';
import { displayNameOf } from '../../conversations/index.ts';
import { parseStorefront } from '../context.ts';
import { findRuntimeItem } from '../repository.ts';
import * as repo from './repository.ts';

export const NO_SUCH_KEY = 'No key or application of yours matches.';
const DAY = 86_400_000;
const MINUTE = 60_000;
/** Rows older than this are refused: gateways report what just happened. */
const OLDEST_DAYS = 400;
const MAX_DAYS = 366;
const MAX_MINUTE_DAYS = 2;

type Bucket = 'day' | 'minute';
const sizeOf = (b: Bucket) => (b === 'day' ? DAY : MINUTE);

/** Stores a gateway's batch; every row is checked first, so a bad row stores nothing. */
export async function ingestUsage(
  db: Database,
  batch: KeyUsageBatch,
  now = Date.now(),
): Promise<KeyUsageReceipt> {
  const checked = batch.rows.map((row, i) => {
    const at = Date.parse(row.at);
    const where = `body.rows.${i}`;
    if (Number.isNaN(at)) throw badRequest(`Invalid ${where}.at: not a date and time`);
    if (at % sizeOf(row.bucket) !== 0)
      throw badRequest(
        row.bucket === 'day'
          ? `Invalid ${where}.at: a day bucket starts at midnight UTC`
          : `Invalid ${where}.at: a minute bucket starts at a whole minute`,
      );
    if (at > now + sizeOf(row.bucket)) throw badRequest(`Invalid ${where}.at: the bucket lies in the future`);
    if (at < now - OLDEST_DAYS * DAY) throw badRequest(`Invalid ${where}.at: older than ${OLDEST_DAYS} days`);
    if (row.errors > row.calls) throw badRequest(`Invalid ${where}.errors: more errors than calls`);
    return { ...row, at, hash: hashSecret(row.consumerKey) };
  });
  const owners = await repo.listOwners(db, [...new Set(checked.map((r) => r.hash))]);
  const ownerOf = new Map<string, repo.UsageOwner>();
  for (const o of owners) {
    const k = `${o.key_hash}|${o.api_product}`;
    if (!ownerOf.has(k)) ownerOf.set(k, o);
  }
  // One row per bucket key: a batch may report the same key and bucket twice.
  const merged = new Map<string, repo.UsageAdd>();
  let accepted = 0;
  let rejected = 0;
  for (const r of checked) {
    const owner = ownerOf.get(`${r.hash}|${r.product}`);
    if (owner) accepted++;
    else rejected++;
    const k = `${r.hash}|${r.product}|${r.bucket}|${r.at}`;
    const prev = merged.get(k);
    if (prev) {
      prev.calls += r.calls;
      prev.errors += r.errors;
      continue;
    }
    merged.set(k, {
      key_hash: r.hash,
      api_product: r.product,
      bucket: r.bucket,
      bucket_start: new Date(r.at),
      user_id: owner?.user_id ?? null,
      item_id: owner?.item_id ?? null,
      app_name: owner?.app_name ?? null,
      key_hint: owner?.key_hint ?? keyHint(r.consumerKey),
      calls: r.calls,
      errors: r.errors,
    });
  }
  await repo.addUsage(db, [...merged.values()]);
  return { accepted, rejected };
}

/**
 * A Try call through the portal with a key of the item's product: one call (an error when the
 * answer is 4xx/5xx or none came) in the minute and the day buckets. Keys the portal does not
 * know are not counted: a Try call is not a gateway's report.
 */
export async function recordTryCall(db: Database, itemId: string, values: string[], failed: boolean) {
  const row = await findRuntimeItem(db, itemId);
  const product = row ? parseStorefront(row.storefront).product : null;
  if (!product) return;
  const hashes = [...new Set(values.filter((v) => v.length >= 8 && v.length <= 512))].map(hashSecret);
  const owners = (await repo.listOwners(db, hashes)).filter((o) => o.api_product === product);
  const seen = new Set<string>();
  const now = Date.now();
  const rows: repo.UsageAdd[] = [];
  for (const o of owners) {
    if (seen.has(o.key_hash)) continue;
    seen.add(o.key_hash);
    for (const bucket of ['day', 'minute'] as const) {
      rows.push({
        key_hash: o.key_hash,
        api_product: product,
        bucket,
        bucket_start: new Date(now - (now % sizeOf(bucket))),
        user_id: o.user_id,
        item_id: o.item_id,
        app_name: o.app_name,
        key_hint: o.key_hint,
        calls: 1,
        errors: failed ? 1 : 0,
      });
    }
  }
  await repo.addUsage(db, rows);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function rangeOf(q: KeyUsageQuery, now: number) {
  const bucket: Bucket = q.bucket ?? 'day';
  const to = q.to ? Date.parse(`${q.to}T00:00:00Z`) : now - (now % DAY);
  const span = bucket === 'day' ? 29 : 0;
  const from = q.from ? Date.parse(`${q.from}T00:00:00Z`) : to - span * DAY;
  if (Number.isNaN(from) || Number.isNaN(to))
    throw badRequest('Invalid querystring: from and to must be real days');
  if (from > to) throw badRequest('Invalid querystring.from: after to');
  const days = (to - from) / DAY + 1;
  const max = bucket === 'day' ? MAX_DAYS : MAX_MINUTE_DAYS;
  if (days > max) throw badRequest(`Invalid querystring: at most ${max} days by ${bucket}`);
  return { bucket, from, to: to + DAY };
}

function toSeries(rows: Awaited<ReturnType<typeof repo.listUsage>>, withConsumer: boolean): KeyUsageSeries[] {
  const out = new Map<string, KeyUsageSeries>();
  for (const r of rows) {
    const k = `${r.key_hash}|${r.api_product}`;
    let s = out.get(k);
    if (!s) {
      s = {
        itemId: r.item_id,
        appName: r.app_name,
        keyHint: r.key_hint,
        apiProduct: r.api_product,
        ...(withConsumer ? { consumer: { username: r.username, displayName: displayNameOf(r) } } : {}),
        calls: 0,
        errors: 0,
        points: [],
      };
      out.set(k, s);
    }
    s.calls += r.calls;
    s.errors += r.errors;
    s.points.push({ at: new Date(r.bucket_start).getTime(), calls: r.calls, errors: r.errors });
  }
  return [...out.values()];
}

/** The signed-in consumer's usage; a filter naming a key, app or item that is not theirs is 404. */
export async function consumerUsage(
  db: Database,
  userId: number,
  q: KeyUsageQuery,
  now = Date.now(),
): Promise<KeyUsageReport> {
  const range = rangeOf(q, now);
  const named = { itemId: q.itemId, appName: q.appName, keyEnding: q.keyEnding };
  if ((q.itemId || q.appName || q.keyEnding) && !(await repo.userHasKey(db, userId, named)))
    throw notFound(NO_SUCH_KEY);
  const rows = await repo.listUsage(db, {
    ...named,
    userId,
    bucket: range.bucket,
    from: new Date(range.from),
    to: new Date(range.to),
  });
  return {
    from: isoDay(range.from),
    to: isoDay(range.to - DAY),
    bucket: range.bucket,
    series: toSeries(rows, false),
  };
}

/** Every consumer's usage (per key and product, with whose it is), and the rejected calls. */
export async function providerUsage(
  db: Database,
  q: KeyUsageQuery,
  now = Date.now(),
): Promise<KeyUsageReport> {
  const range = rangeOf(q, now);
  const filter = {
    itemId: q.itemId,
    appName: q.appName,
    keyEnding: q.keyEnding,
    bucket: range.bucket,
    from: new Date(range.from),
    to: new Date(range.to),
  };
  const [rows, rejectedCalls] = await Promise.all([repo.listUsage(db, filter), repo.sumRejected(db, filter)]);
  return {
    from: isoDay(range.from),
    to: isoDay(range.to - DAY),
    bucket: range.bucket,
    series: toSeries(rows, true),
    rejectedCalls,
  };
}
