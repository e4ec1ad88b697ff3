import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

// Item ids cannot contain ',' (see the catalog_items id check), so ',' joins them safely. One
// string_agg per list: on PGlite, one wide value travels far faster than 100,000 rows.
const split = (s: string | null) => (s ? s.split(',') : []);

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
