import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';
import type { UsageKind } from '../../db/schema/usage.ts';

export interface BucketCount {
  kind: UsageKind;
  bucket: number;
  n: number;
}

/**
 * Counts per kind and bucket over [from, to] from the daily rollup; bucket = whole `step`-day runs
 * since `from`. One item (primary key range) or every item (day index).
 */
export async function countByBucket(
  db: Database,
  itemId: string | null,
  from: string,
  to: string,
  step: number,
): Promise<BucketCount[]> {
  const { rows } = await sql<BucketCount>`
    SELECT kind, ((day - ${from}::date) / ${step}::int)::int AS bucket, sum(n)::int AS n
      FROM usage_daily
     WHERE day BETWEEN ${from}::date AND ${to}::date
       ${itemId === null ? sql`` : sql`AND item_id = ${itemId}`}
     GROUP BY 1, 2`.execute(db);
  return rows;
}

/** Net change of favourites and watchers after `day` (to walk today's counts back in time). */
export async function netChangesAfter(db: Database, itemId: string | null, day: string) {
  const { rows } = await sql<{ favourites: number; watchers: number }>`
    SELECT coalesce(sum(CASE kind WHEN 'favourite' THEN n WHEN 'unfavourite' THEN -n END), 0)::int AS favourites,
           coalesce(sum(CASE kind WHEN 'watch' THEN n WHEN 'unwatch' THEN -n END), 0)::int AS watchers
      FROM usage_daily
     WHERE day > ${day}::date AND kind IN ('favourite', 'unfavourite', 'watch', 'unwatch')
       ${itemId === null ? sql`` : sql`AND item_id = ${itemId}`}`.execute(db);
  return rows[0] ?? { favourites: 0, watchers: 0 };
}

/** Favourites and watchers now. */
export async function currentMarks(db: Database, itemId: string | null) {
  const where = itemId === null ? sql`` : sql`WHERE item_id = ${itemId}`;
  const { rows } = await sql<{ favourites: number; watchers: number }>`
    SELECT (SELECT count(*) FROM user_favourites ${where})::int AS favourites,
           (SELECT count(*) FROM user_watches ${where})::int AS watchers`.execute(db);
  return rows[0]!;
}

export interface TopItemRow {
  id: string;
  name: string;
  total: number;
  views: number;
  favouritesAdded: number;
  favouritesRemoved: number;
  watchesAdded: number;
  watchesRemoved: number;
  questions: number;
  accessRequests: number;
  keysIssued: number;
}

/** The items with the most events (removals left out) over [from, to]. */
export async function listTopItems(db: Database, from: string, to: string, limit: number) {
  if (limit === 0) return [];
  const { rows } = await sql<TopItemRow>`
    WITH per_item AS (
      SELECT item_id,
             sum(n) FILTER (WHERE kind NOT IN ('unfavourite', 'unwatch'))::int AS total,
             coalesce(sum(n) FILTER (WHERE kind = 'view'), 0)::int AS views,
             coalesce(sum(n) FILTER (WHERE kind = 'favourite'), 0)::int AS favourites_added,
             coalesce(sum(n) FILTER (WHERE kind = 'unfavourite'), 0)::int AS favourites_removed,
             coalesce(sum(n) FILTER (WHERE kind = 'watch'), 0)::int AS watches_added,
             coalesce(sum(n) FILTER (WHERE kind = 'unwatch'), 0)::int AS watches_removed,
             coalesce(sum(n) FILTER (WHERE kind = 'question'), 0)::int AS questions,
             coalesce(sum(n) FILTER (WHERE kind = 'access_request'), 0)::int AS access_requests,
             coalesce(sum(n) FILTER (WHERE kind = 'key_issued'), 0)::int AS keys_issued
        FROM usage_daily
       WHERE day BETWEEN ${from}::date AND ${to}::date
       GROUP BY item_id
      HAVING sum(n) FILTER (WHERE kind NOT IN ('unfavourite', 'unwatch')) > 0
       ORDER BY 2 DESC, item_id
       LIMIT ${limit})
    SELECT p.item_id AS id, i.name, p.total, p.views,
           p.favourites_added AS "favouritesAdded", p.favourites_removed AS "favouritesRemoved",
           p.watches_added AS "watchesAdded", p.watches_removed AS "watchesRemoved",
           p.questions, p.access_requests AS "accessRequests", p.keys_issued AS "keysIssued"
      FROM per_item p JOIN catalog_items i ON i.id = p.item_id
     ORDER BY p.total DESC, p.item_id`.execute(db);
  return rows;
}

export async function findItemName(db: Database, itemId: string) {
  const row = await db.selectFrom('catalog_items').select('name').where('id', '=', itemId).executeTakeFirst();
  return row?.name ?? null;
}
