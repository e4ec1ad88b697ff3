import { isMainThread } from 'node:worker_threads';
import { WorkerPool } from '../../../lib/worker-pool.ts';
import { extractAsyncApi } from './asyncapi.ts';
import type { AsyncApiTask } from './asyncapi-worker.ts';
import type { ExtractedApi } from './extract.ts';
import { InvalidDocument } from './import-rejected.ts';

/**
 * One worker thread for @asyncapi/parser: validating a document with its Spectral rules takes
 * hundreds of milliseconds to seconds of CPU (a document of thousands of channels, many seconds),
 * which on the main thread would stall every other request. Uploads, version previews and
 * single-file imports parse on the main thread's behalf here; bulk imports already parse on the
 * import pool's workers and call the parser directly. The worker (and the ~50 MB parser it loads)
 * starts on first use and stops when idle (lifecycle in WorkerPool).
 */
const pool = new WorkerPool<AsyncApiTask, ExtractedApi>({
  name: 'AsyncAPI parser worker',
  entry: new URL('./asyncapi-worker.ts', import.meta.url),
  inPlace: (task) => extractAsyncApi(task.doc, task.version, task.fallbackName),
  toError: (message, kind) =>
    kind === 'invalid'
      ? new InvalidDocument(message)
      : kind === 'range'
        ? new RangeError(message)
        : new Error(message),
});

/**
 * extractAsyncApi off the event loop: validates the document with @asyncapi/parser and reads its
 * name and operations on a worker thread. The document is copied to the worker, so the parser's
 * annotations (x-parser-* keys) never reach the caller's object.
 */
export const parseAsyncApi = (doc: Record<string, unknown>, version: string, fallbackName: string) =>
  // Already on a worker (the bulk import pool's): the event loop it would block is its own.
  isMainThread ? pool.run({ doc, version, fallbackName }) : pool.runInPlace({ doc, version, fallbackName });

export const asyncApiParseStats = () => ({ inWorker: pool.stats.inWorker, inPlace: pool.stats.inPlace });
