import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

/** What one summary request needs besides the cached details: their version and the caller's flags. */
export interface DetailsState {
  /** catalog_item_versions.version (migration 0008); null only if the row is missing. */
  version: string | null;
  favourite: boolean;
  watched: boolean;
}

/** One indexed statement; undefined when the item does not exist. */
export async function findDetailsState(
  db: Database,
  id: string,
  userId: number,
): Promise<DetailsState | undefined> {
  const { rows } = await sql<DetailsState>`
    SELECT v.version::text AS version,
      EXISTS (SELECT 1 FROM user_favourites f WHERE f.user_id = ${userId} AND f.item_id = i.id) AS favourite,
      EXISTS (SELECT 1 FROM user_watches w WHERE w.user_id = ${userId} AND w.item_id = i.id) AS watched
    FROM catalog_items i LEFT JOIN catalog_item_versions v ON v.item_id = i.id
    WHERE i.id = ${id}`.execute(db);
  return rows[0];
}
