import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

/** Recomputes the search vectors of changed items; call inside the writing transaction. */
export async function refreshSearch(db: Database, itemIds: Iterable<string>) {
  for (const id of new Set(itemIds)) await sql`select catalog_refresh_search(${id})`.execute(db);
}
