import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';
import type { IndexData } from './engine/index.ts';

// Item ids cannot contain ',' (see the catalog_items id check), so ',' joins them safely: one wide
// value per page travels far faster than a row per item on PGlite. Pages are keyset-ordered along
// an index, so each costs the same wherever it starts, and each is short: on PGlite every query
// holds the one connection and the event loop, so requests slip in between pages.

/** A page of item ids in name order after (afterName, afterId); empty ids at the end. */
export async function readNamePage(db: Database, afterName: string, afterId: string, limit: number) {
  const { rows } = await sql<{ ids: string | null; n: number; last_name: string; last_id: string }>`
    WITH page AS (
      SELECT id, sort_name FROM catalog_items WHERE (sort_name, id) > (${afterName}, ${afterId})
      ORDER BY sort_name, id LIMIT ${limit})
    SELECT string_agg(id, ',' ORDER BY sort_name, id) AS ids, count(*)::int AS n,
      (SELECT sort_name FROM page ORDER BY sort_name DESC, id DESC LIMIT 1) AS last_name,
      (SELECT id FROM page ORDER BY sort_name DESC, id DESC LIMIT 1) AS last_id
    FROM page`.execute(db);
  const r = rows[0];
  return { csv: r?.ids ?? '', n: r?.n ?? 0, lastName: r?.last_name ?? '', lastId: r?.last_id ?? '' };
}

/** A page of item ids in date order after (afterDate, afterId); afterDate in timestamptz text form. */
export async function readDatePage(db: Database, afterDate: string, afterId: string, limit: number) {
  const { rows } = await sql<{ ids: string | null; n: number; last_date: string; last_id: string }>`
    WITH page AS (
      SELECT id, date_updated FROM catalog_items
      WHERE (date_updated, id) > (${afterDate}::timestamptz, ${afterId})
      ORDER BY date_updated, id LIMIT ${limit})
    SELECT string_agg(id, ',' ORDER BY date_updated, id) AS ids, count(*)::int AS n,
      (SELECT date_updated::text FROM page ORDER BY date_updated DESC, id DESC LIMIT 1) AS last_date,
      (SELECT id FROM page ORDER BY date_updated DESC, id DESC LIMIT 1) AS last_id
    FROM page`.execute(db);
  const r = rows[0];
  return { csv: r?.ids ?? '', n: r?.n ?? 0, lastDate: r?.last_date ?? '', lastId: r?.last_id ?? '' };
}

export const FIRST_DATE = '-infinity';

/**
 * Whether another session of this database holds an open transaction that has written (has an
 * xid): it may have bumped the catalogue version already and commit its rows after a build has read
 * past them.
 */
export async function hasTransactionsInFlight(db: Database): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid() AND datname = current_database()`.execute(db);
  return (rows[0]?.n ?? 0) > 0;
}

/** Dimensions with their values and classifications with their parents, in display order. */
export async function readIndexShape(db: Database) {
  const { rows: dims } = await sql<{ dimension: string; code: string | null }>`
    SELECT d.code AS dimension, dv.code
    FROM dimensions d LEFT JOIN dimension_values dv ON dv.dimension_code = d.code
    ORDER BY d.position, d.code, dv.position, dv.code`.execute(db);
  const dimensions: IndexData['dimensions'] = [];
  for (const r of dims) {
    let d = dimensions.at(-1);
    if (d?.code !== r.dimension) {
      d = { code: r.dimension, values: [] };
      dimensions.push(d);
    }
    if (r.code !== null) d.values.push(r.code);
  }
  const { rows: classes } = await sql<{ id: string; parent_id: string | null }>`
    SELECT id, parent_id FROM classifications`.execute(db);
  return { dimensions, classes: classes.map((c) => ({ id: c.id, parentId: c.parent_id })) };
}

export interface LinkGroup {
  key: string;
  value: string;
  csv: string;
}

/**
 * A page of an item link table in index order after `after` ([key, value, itemId]), grouped per
 * (key, value): dimension values (dimension, value) or classifications (classification, '').
 */
export async function readLinkPage(
  db: Database,
  table: 'dimensions' | 'classifications',
  after: [string, string, string],
  limit: number,
) {
  const page =
    table === 'dimensions'
      ? sql`SELECT dimension_code AS k, value_code AS v, item_id AS i FROM item_dimension_values
            WHERE (dimension_code, value_code, item_id) > (${after[0]}, ${after[1]}, ${after[2]})
            ORDER BY dimension_code, value_code, item_id LIMIT ${limit}`
      : sql`SELECT classification_id AS k, '' AS v, item_id AS i FROM item_classifications
            WHERE (classification_id, item_id) > (${after[0]}, ${after[2]})
            ORDER BY classification_id, item_id LIMIT ${limit}`;
  const { rows } = await sql<{ k: string; v: string; ids: string; n: number; last: string }>`
    WITH page AS (${page})
    SELECT k, v, string_agg(i, ',' ORDER BY i) AS ids, count(*)::int AS n, max(i) AS last
    FROM page GROUP BY k, v ORDER BY k, v`.execute(db);
  const last = rows.at(-1);
  return {
    groups: rows.map((r): LinkGroup => ({ key: r.k, value: r.v, csv: r.ids })),
    n: rows.reduce((sum, r) => sum + r.n, 0),
    after: (last ? [last.k, last.v, last.last] : after) as [string, string, string],
  };
}
