import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

/** Where the catalogue stands for an index built at `baseSeq` (migration 0040). */
export interface SearchState {
  /** The catalog_search_version sequence as text ("last:is_called"), as readCatalogVersion gives it. */
  version: string;
  /** The sequence value an index built now starts from: rows after it are changes it may miss. */
  seq: string;
  /** Change rows after the base (counted up to the cap the caller gave); 0 without a base. */
  changes: number;
  /** Whether a row after the base changed the catalogue's shape (the index must be rebuilt). */
  shape: boolean;
}

/**
 * The version and, for an index built at `baseSeq`, how many change rows followed it (counted up to
 * `cap`, so a burst of writes costs a bounded scan) and whether any of them moved the shape. One
 * statement per search: the count moves when a late transaction commits rows under an older value,
 * which the sequence alone would not show.
 */
export async function readSearchState(
  db: Database,
  baseSeq: string | null,
  cap: number,
): Promise<SearchState> {
  if (baseSeq === null) {
    const { rows } = await sql<{ last: string; called: boolean }>`
      SELECT last_value::text AS last, is_called AS called FROM catalog_search_version`.execute(db);
    const r = rows[0];
    return stateOf(r?.last ?? '0', r?.called ?? false, 0, false);
  }
  const { rows } = await sql<{ last: string; called: boolean; n: number; shape: boolean }>`
    SELECT s.last_value::text AS last, s.is_called AS called,
      (SELECT count(*)::int FROM (
        SELECT 1 FROM catalog_search_changes WHERE seq > ${baseSeq}::bigint LIMIT ${cap}) c) AS n,
      EXISTS (SELECT 1 FROM catalog_search_changes WHERE seq > ${baseSeq}::bigint AND item_id IS NULL) AS shape
    FROM catalog_search_version s`.execute(db);
  const r = rows[0];
  return stateOf(r?.last ?? '0', r?.called ?? false, r?.n ?? 0, r?.shape ?? false);
}

function stateOf(last: string, called: boolean, changes: number, shape: boolean): SearchState {
  return { version: `${last}:${called}`, seq: called ? last : '0', changes, shape };
}

/** One changed item as the index needs it; absent from the answer when the item no longer exists. */
export interface ChangedItemRow {
  id: string;
  /** Position among the changed items in name order and in date order. */
  name_rank: number;
  date_rank: number;
  /** The nearest unchanged item before it in name order and in date order (null: none). */
  name_prev: string | null;
  date_prev: string | null;
  /** dimension code \u0001 value code, joined by \u0002. */
  dims: string | null;
  /** Its classifications and all their ancestors, joined by ','. */
  classes: string | null;
  vector: string | null;
}

/** Ids of the items changed after `baseSeq`, at most `limit` (the caller rebuilds beyond it). */
export async function readChangedIds(db: Database, baseSeq: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ ids: string | null }>`
    SELECT string_agg(item_id, ',') AS ids FROM (
      SELECT DISTINCT item_id FROM catalog_search_changes
      WHERE seq > ${baseSeq}::bigint AND item_id IS NOT NULL LIMIT ${limit}) c`.execute(db);
  const csv = rows[0]?.ids;
  return csv ? csv.split(',') : [];
}

/**
 * The current state of the given items, with where each falls among the items that did not change
 * (those hold the same place in an index built before the change): one statement, its cost bounded
 * by the number of changed items, not by the catalogue.
 */
export async function readChangedItems(db: Database, ids: readonly string[]): Promise<ChangedItemRow[]> {
  if (ids.length === 0) return [];
  const list = sql`${[...ids]}::text[]`;
  const { rows } = await sql<ChangedItemRow>`
    SELECT i.id,
      (row_number() OVER (ORDER BY i.sort_name, i.id))::int AS name_rank,
      (row_number() OVER (ORDER BY i.date_updated, i.id))::int AS date_rank,
      (SELECT p.id FROM catalog_items p WHERE (p.sort_name, p.id) < (i.sort_name, i.id)
         AND p.id <> ALL (${list}) ORDER BY p.sort_name DESC, p.id DESC LIMIT 1) AS name_prev,
      (SELECT p.id FROM catalog_items p WHERE (p.date_updated, p.id) < (i.date_updated, i.id)
         AND p.id <> ALL (${list}) ORDER BY p.date_updated DESC, p.id DESC LIMIT 1) AS date_prev,
      (SELECT string_agg(v.dimension_code || chr(1) || v.value_code, chr(2))
         FROM item_dimension_values v WHERE v.item_id = i.id) AS dims,
      array_to_string(catalog_classification_paths(ARRAY(
        SELECT ic.classification_id FROM item_classifications ic WHERE ic.item_id = i.id)), ',') AS classes,
      i.search_vector::text AS vector
    FROM catalog_items i WHERE i.id = ANY (${list})`.execute(db);
  return rows;
}

/** Drops change rows older than an hour (a full build has just made them unnecessary here). */
export async function pruneSearchChanges(db: Database) {
  await sql`SELECT catalog_search_changes_prune(interval '1 hour')`.execute(db);
}
