import type { Database } from '../../../db/connection.ts';
import { listMissingSummaries, writeSummaries } from './backfill-repository.ts';
import { plainSummary } from './plain-summary.ts';

const BATCH = 500;

/**
 * Fills the plain-text summary of every item that has none (rows from before migration 0007, or
 * written by something that left it out). Idempotent: only NULL summaries are written, so a second
 * run, or several instances starting together, change nothing already filled. Returns how many.
 */
export async function fillMissingSummaries(db: Database): Promise<number> {
  let filled = 0;
  let afterId = '';
  for (;;) {
    const rows = await listMissingSummaries(db, afterId, BATCH);
    if (rows.length === 0) return filled;
    await writeSummaries(
      db,
      rows.map((r) => ({ id: r.id, summary: plainSummary(r.description) })),
    );
    filled += rows.length;
    afterId = rows[rows.length - 1].id;
  }
}
