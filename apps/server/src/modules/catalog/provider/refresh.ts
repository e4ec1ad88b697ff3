import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/types.ts';

/** Recomputes the search vectors of changed items; call inside the writing transaction. */
export async function refreshSearch(db: Kysely<DB>, itemIds: Iterable<string>) {
  for (const id of new Set(itemIds)) await sql`select catalog_refresh_search(${id})`.execute(db);
}

/** Recomputes every classification's aggregate counts; call after taxonomy-relevant writes. */
export async function refreshTaxonomyCounts(db: Kysely<DB>) {
  await sql`select catalog_refresh_taxonomy_counts()`.execute(db);
}
