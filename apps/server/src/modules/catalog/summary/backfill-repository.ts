import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

/** Items whose plain-text summary is still to be written, in id order after `afterId`. */
export async function listMissingSummaries(db: Database, afterId: string, limit: number) {
  return db
    .selectFrom('catalog_items')
    .select(['id', 'description'])
    .where('summary', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Writes summaries of many items in one statement (array parameters, no per-row round trips). */
export async function writeSummaries(db: Database, rows: { id: string; summary: string }[]) {
  if (rows.length === 0) return;
  await sql`UPDATE catalog_items i SET summary = t.summary
    FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.summary)}::text[]) AS t(id, summary)
    WHERE i.id = t.id AND i.summary IS NULL`.execute(db);
}
