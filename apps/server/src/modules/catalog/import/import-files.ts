import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';
import { createAnalysePool } from './analyse-pool.ts';
import { type ImportDocumentResult, storeAnalysed, toRejection } from './import-document.ts';
import { invalid } from './import-rejected.ts';
import { importLimits, tooLarge } from './limits.ts';
import { type ImportMetadata, isSidecar, mergeMetadata, readSidecar, sidecarFor } from './metadata.ts';
import { NO_VERSION_FIELD } from './parse-document.ts';

export type ImportFileResult =
  | ({ file: string } & ImportDocumentResult)
  | { file: string; status: 'rejected'; reason: string }
  | { file: string; status: 'skipped'; reason: string };

export interface ImportPathsOptions {
  /** Applied to every document, over its sidecar (CLI flags). */
  metadata?: ImportMetadata;
  /** Import at most this many documents. */
  limit?: number;
  onResult?: (r: ImportFileResult) => void;
  /** Documents in flight at once (parsing on worker threads overlaps writing). Default 2. */
  concurrency?: number;
}

export interface ImportSummary {
  imported: number;
  updated: number;
  rejected: { file: string; reason: string }[];
  /** Files in walked directories that are not API documents (e.g. $ref fragments). */
  skipped: { file: string; reason: string }[];
}

interface Candidate {
  file: string;
  root: string;
  /** Found by walking a directory, so a non-API file is skipped rather than rejected. */
  walked: boolean;
}

const DOCUMENT = /\.(json|ya?ml)$/i;

/** Files and directories → documents to import, in a stable order. */
export function collectDocuments(paths: string[]): { candidates: Candidate[]; missing: string[] } {
  const candidates: Candidate[] = [];
  const missing: string[] = [];
  for (const p of paths) {
    const abs = path.resolve(p);
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) missing.push(p);
    else if (stat.isDirectory())
      for (const file of walk(abs)) candidates.push({ file, root: abs, walked: true });
    else candidates.push({ file: abs, root: path.dirname(abs), walked: false });
  }
  return { candidates, missing };
}

function walk(dir: string): string[] {
  const out: string[] = [];
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(full));
    else if (e.isFile() && DOCUMENT.test(e.name) && !isSidecar(e.name)) out.push(full);
  }
  return out;
}

export const formatSummary = (s: ImportSummary) =>
  `imported ${s.imported}, updated ${s.updated}, rejected ${s.rejected.length}`;

/**
 * Imports every document under the given files/directories (one transaction each), with its
 * `<doc>.storefront.json|yaml` sidecar merged under options.metadata. Taxonomy counts follow each
 * write by trigger (migration 0009).
 */
export async function importPaths(
  db: Database,
  paths: string[],
  options: ImportPathsOptions = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: 0, updated: 0, rejected: [], skipped: [] };
  const { candidates, missing } = collectDocuments(paths);
  for (const file of missing) {
    summary.rejected.push({ file, reason: 'no such file or directory' });
    options.onResult?.({ file, status: 'rejected', reason: 'no such file or directory' });
  }
  const queue = options.limit === undefined ? candidates : candidates.slice(0, Math.max(0, options.limit));
  const limits = importLimits();
  let next = 0;

  async function worker() {
    while (next < queue.length) {
      const c = queue[next++]!;
      const shown = path.relative(process.cwd(), c.file) || c.file;
      let result: ImportFileResult;
      try {
        const size = (await fs.promises.stat(c.file)).size;
        // Checked before reading so a huge file never enters memory.
        if (size >= limits.maxBytes) throw invalid(tooLarge(size, limits));
        const sidecar = sidecarFor(c.file);
        const metadata = mergeMetadata(sidecar ? readSidecar(sidecar) : undefined, options.metadata);
        const doc = await pool.analyse(c.file, c.root, limits);
        const r = await storeAnalysed(db, doc, { filename: c.file, baseDir: c.root, metadata, limits });
        result = { file: shown, ...r };
        if (r.status === 'imported') summary.imported++;
        else summary.updated++;
      } catch (err) {
        const reason = toRejection(shown, err).reason;
        if (c.walked && reason === NO_VERSION_FIELD) {
          result = { file: shown, status: 'skipped', reason };
          summary.skipped.push({ file: shown, reason });
        } else {
          result = { file: shown, status: 'rejected', reason };
          summary.rejected.push({ file: shown, reason });
        }
      }
      options.onResult?.(result);
    }
  }

  const n = Math.max(1, Math.min(options.concurrency ?? 2, 8));
  // Parsing runs on worker threads while this thread writes; a single file needs no workers.
  const pool = createAnalysePool(queue.length > 1 ? undefined : 0);
  try {
    await Promise.all(Array.from({ length: n }, worker));
  } finally {
    await pool.close();
  }
  // Fresh planner statistics after a bulk load (PGlite has no autovacuum to gather them).
  if (summary.imported + summary.updated > 0) await sql`ANALYZE`.execute(db);
  return summary;
}
