import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

/** What one summary request needs besides the cached details: their version and the caller's flags. */
export interface DetailsState {
  /**
   * catalog_item_versions.version (migration 0008): null when there is no row, which triggers keep
   * for every existing item, so in practice when the item does not exist.
   */
  version: string | null;
  favourite: boolean;
  watched: boolean;
}

export interface StateKey {
  itemId: string;
  userId: number;
}

/**
 * The state of many (item, user) pairs in one statement, in the order given. Requests that arrive
 * together share it: planning a statement costs PGlite more than reading a few index entries.
 */
export async function findDetailsStates(db: Database, keys: readonly StateKey[]): Promise<DetailsState[]> {
  if (keys.length === 0) return [];
  const items = keys.map((k) => k.itemId);
  const users = keys.map((k) => k.userId);
  const { rows } = await sql<DetailsState & { n: number }>`
    SELECT r.n::int AS n, v.version::text AS version,
      EXISTS (SELECT 1 FROM user_favourites f WHERE f.user_id = r.user_id AND f.item_id = r.item_id) AS favourite,
      EXISTS (SELECT 1 FROM user_watches w WHERE w.user_id = r.user_id AND w.item_id = r.item_id) AS watched
    FROM unnest(${items}::text[], ${users}::int[]) WITH ORDINALITY AS r(item_id, user_id, n)
    LEFT JOIN catalog_item_versions v ON v.item_id = r.item_id`.execute(db);
  const out: DetailsState[] = new Array(keys.length);
  for (const { n, ...state } of rows) out[n - 1] = state;
  return out;
}

export async function currentSchema(db: Database): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0].schema;
}
