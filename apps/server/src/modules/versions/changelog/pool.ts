import { WorkerPool } from '../../../lib/worker-pool.ts';
import type { DiffResult } from './diff.ts';
import type { listOperations } from './parse.ts';
import { type ChangelogTask, runTask, type StoredDoc } from './task.ts';

/**
 * One worker thread for changelogs: parsing and diffing two large documents takes seconds of CPU,
 * which must not stall the server's event loop (lifecycle in WorkerPool).
 */
const pool = new WorkerPool<ChangelogTask, unknown>({
  name: 'changelog worker',
  entry: new URL('./worker.ts', import.meta.url),
  inPlace: runTask,
});

export const computeDiff = (before: StoredDoc, after: StoredDoc) =>
  pool.run({ kind: 'diff', before, after }) as Promise<DiffResult>;

export const computeOperations = (doc: StoredDoc) =>
  pool.run({ kind: 'operations', doc }) as Promise<ReturnType<typeof listOperations>>;
