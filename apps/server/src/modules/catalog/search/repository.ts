import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

// Item ids cannot contain ',' (see the catalog_items id check), so ',' joins them safely. One
// string_agg per list: on PGlite, one wide value travels far faster than 100,000 rows.
const split = (s: string | null) => (s ? s.split(',') : []);

/** What the in-memory search index is built from (one consistent snapshot). */
export interface IndexSource {
  idsByName: string[];
  idsByDate: string[];
  dimensions: { code: string; values: { code: string; itemIds: string[] }[] }[];
  classifications: { id: string; parentId: string | null; itemIds: string[] }[];
}

export async function loadIndexSource(db: Database): Promise<IndexSource> {
  // REPEATABLE READ: every list comes from the same snapshot even while writers are busy.
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows: order } = await sql<{ by_name: string | null; by_date: string | null }>`
        SELECT string_agg(id, ',' ORDER BY sort_name, id) AS by_name,
               string_agg(id, ',' ORDER BY date_updated, id) AS by_date
        FROM catalog_items`.execute(trx);
      const { rows: dims } = await sql<{ dimension: string; code: string | null; ids: string | null }>`
        SELECT d.code AS dimension, dv.code,
          (SELECT string_agg(v.item_id, ',') FROM item_dimension_values v
           WHERE v.dimension_code = dv.dimension_code AND v.value_code = dv.code) AS ids
        FROM dimensions d LEFT JOIN dimension_values dv ON dv.dimension_code = d.code
        ORDER BY d.position, d.code, dv.position, dv.code`.execute(trx);
      const { rows: classes } = await sql<{ id: string; parent_id: string | null; ids: string | null }>`
        SELECT c.id, c.parent_id,
          (SELECT string_agg(ic.item_id, ',') FROM item_classifications ic WHERE ic.classification_id = c.id) AS ids
        FROM classifications c`.execute(trx);
      const dimensions: IndexSource['dimensions'] = [];
      for (const r of dims) {
        let d = dimensions.at(-1);
        if (d?.code !== r.dimension) {
          d = { code: r.dimension, values: [] };
          dimensions.push(d);
        }
        if (r.code !== null) d.values.push({ code: r.code, itemIds: split(r.ids) });
      }
      return {
        idsByName: split(order[0]?.by_name ?? null),
        idsByDate: split(order[0]?.by_date ?? null),
        dimensions,
        classifications: classes.map((c) => ({ id: c.id, parentId: c.parent_id, itemIds: split(c.ids) })),
      };
    });
}

/**
 * Ids of the items matching a tsquery, with their ts_rank when asked (for relevance order). The GIN
 * index finds them; cost grows with the number of hits, not with the catalogue.
 */
export async function findTextMatches(
  db: Database,
  tsquery: RawBuilder<unknown>,
  withRank: boolean,
): Promise<{ ids: string[]; ranks: number[] | null }> {
  if (!withRank) {
    const { rows } = await sql<{ ids: string | null }>`
      SELECT string_agg(id, ',') AS ids FROM catalog_items WHERE search_vector @@ ${tsquery}`.execute(db);
    return { ids: split(rows[0]?.ids ?? null), ranks: null };
  }
  const { rows } = await sql<{ ids: string | null; ranks: string | null }>`
    SELECT string_agg(id, ',') AS ids, string_agg(r::text, ',') AS ranks FROM (
      SELECT id, ts_rank(search_vector, ${tsquery}) AS r FROM catalog_items WHERE search_vector @@ ${tsquery}
    ) m`.execute(db);
  return { ids: split(rows[0]?.ids ?? null), ranks: split(rows[0]?.ranks ?? null).map(Number) };
}

/** A number that changes whenever catalogue data the search depends on changes (migration 0006). */
export async function readCatalogVersion(db: Database): Promise<string> {
  const { rows } = await sql<{ v: string }>`
    SELECT (last_value::text || ':' || is_called::text) AS v FROM catalog_search_version`.execute(db);
  return rows[0]?.v ?? '0';
}
