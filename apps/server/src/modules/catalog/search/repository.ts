import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';
import type { SortKey } from './request.ts';

/** The conditions that define a set of items (paging and sorting aside). */
export interface MatchConditions {
  tsquery: RawBuilder<unknown> | null;
  /** Classification ids already expanded to their descendants; empty means no restriction. */
  classificationIds: string[];
  filters: [dimension: string, codes: string[]][];
}

export interface SetCounts {
  total: number;
  /** `${dimension}\u0000${code}` → items of the set carrying that value. */
  values: Map<string, number>;
}

export const facetKey = (dimension: string, code: string) => `${dimension}\u0000${code}`;

function whereOf(m: MatchConditions): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (m.tsquery) parts.push(sql`i.search_vector @@ ${m.tsquery}`);
  if (m.classificationIds.length > 0) {
    parts.push(sql`i.id IN (SELECT ic.item_id FROM item_classifications ic
      WHERE ic.classification_id IN (${sql.join(m.classificationIds)}))`);
  }
  for (const [dimension, codes] of m.filters) {
    parts.push(sql`i.id IN (SELECT v.item_id FROM item_dimension_values v
      WHERE v.dimension_code = ${dimension} AND v.value_code IN (${sql.join(codes)}))`);
  }
  return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

const isEmpty = (m: MatchConditions) =>
  !m.tsquery && m.classificationIds.length === 0 && m.filters.length === 0;

/** One page of matching item ids in the requested order (ties broken by id, so paging is stable). */
export async function findPageIds(
  db: Database,
  m: MatchConditions,
  sort: { field: SortKey; order: 'asc' | 'desc' },
  page: { limit: number; offset: number },
): Promise<string[]> {
  const dir = sort.order === 'desc' ? sql`DESC` : sql`ASC`;
  const orderBy =
    sort.field === 'relevance' && m.tsquery
      ? sql`ts_rank(i.search_vector, ${m.tsquery}) ${dir}, i.sort_name, i.id`
      : sort.field === 'dateUpdated'
        ? sql`i.date_updated ${dir}, i.id ${dir}`
        : sql`i.sort_name ${dir}, i.id ${dir}`;
  const { rows } = await sql<{ id: string }>`SELECT i.id FROM catalog_items i WHERE ${whereOf(m)}
    ORDER BY ${orderBy} LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return rows.map((r) => r.id);
}

/** Size of the set and, per dimension value, how many of its items carry it (one statement). */
export async function countSet(db: Database, m: MatchConditions): Promise<SetCounts> {
  const query = isEmpty(m)
    ? sql<{ d: string | null; c: string | null; n: number }>`
        SELECT NULL AS d, NULL AS c, count(*)::int AS n FROM catalog_items
        UNION ALL
        SELECT dimension_code, value_code, count(*)::int FROM item_dimension_values GROUP BY 1, 2`
    : sql<{ d: string | null; c: string | null; n: number }>`
        WITH m AS MATERIALIZED (SELECT i.id FROM catalog_items i WHERE ${whereOf(m)})
        SELECT NULL AS d, NULL AS c, count(*)::int AS n FROM m
        UNION ALL
        SELECT v.dimension_code, v.value_code, count(*)::int FROM m
        JOIN item_dimension_values v ON v.item_id = m.id GROUP BY 1, 2`;
  const { rows } = await query.execute(db);
  const counts: SetCounts = { total: 0, values: new Map() };
  for (const r of rows) {
    if (r.d === null || r.c === null) counts.total = r.n;
    else counts.values.set(facetKey(r.d, r.c), r.n);
  }
  return counts;
}

/** Every dimension with its value codes, in display order. */
export async function listDimensionValues(db: Database): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('dimensions as d')
    .leftJoin('dimension_values as v', 'v.dimension_code', 'd.code')
    .select(['d.code as dimension', 'v.code'])
    .orderBy('d.position')
    .orderBy('d.code')
    .orderBy('v.position')
    .orderBy('v.code')
    .execute();
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const list = out.get(r.dimension) ?? [];
    if (r.code !== null) list.push(r.code);
    out.set(r.dimension, list);
  }
  return out;
}

/** The given classifications and all their descendants; `found` tells which given ids exist. */
export async function expandClassifications(db: Database, ids: string[]) {
  const { rows } = await sql<{ id: string; is_root: boolean }>`
    WITH RECURSIVE sub(id, is_root) AS (
      SELECT id, true FROM classifications WHERE id IN (${sql.join(ids)})
      UNION
      SELECT c.id, false FROM classifications c JOIN sub ON c.parent_id = sub.id
    ) SELECT id, bool_or(is_root) AS is_root FROM sub GROUP BY id`.execute(db);
  return { found: new Set(rows.filter((r) => r.is_root).map((r) => r.id)), all: rows.map((r) => r.id) };
}

/** A number that changes whenever catalogue data the search depends on changes (migration 0006). */
export async function readCatalogVersion(db: Database): Promise<string> {
  const { rows } = await sql<{ v: string }>`
    SELECT (last_value::text || ':' || is_called::text) AS v FROM catalog_search_version`.execute(db);
  return rows[0]?.v ?? '0';
}
