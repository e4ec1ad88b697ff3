import { Worker } from 'node:worker_threads';
import { tsWorkerSource } from '../../../../lib/ts-worker.ts';
import { type BuildStep, type IndexData, stepTransfer } from './index-builder.ts';
import type { WorkerReply, WorkerRequest } from './index-worker.ts';
import type { TextData } from './text-index.ts';

/** The worker thread could not start here (no TypeScript loader): build on this thread instead. */
export class WorkerUnavailable extends Error {}

/** Where a build's pages go: the worker thread, or a builder on this thread (see index-build.ts). */
export interface BuildSink {
  add(step: BuildStep): void;
  structure(): Promise<IndexData>;
  text(): Promise<TextData>;
  drop(): void;
}

/**
 * Worker threads do not inherit tsx's loader, so the worker registers it itself before loading the
 * TypeScript module (as the importer's analyse pool does).
 */
function workerBootstrap(): string {
  return tsWorkerSource(new URL('./index-worker.ts', import.meta.url));
}

interface Waiter {
  resolve: (reply: WorkerReply) => void;
  reject: (err: Error) => void;
}

interface Shared {
  worker: Worker;
  isReady: boolean;
  waiting: Map<number, Waiter>;
  /** Why the worker stopped, once it has. */
  failure: Error | null;
}

const BATCH_BYTES = 1 << 20;

let shared: Shared | null = null;
let unavailable = false;
let nextId = 1;

function failAll(s: Shared, err: Error) {
  if (shared === s) shared = null;
  s.failure ??= err;
  for (const w of s.waiting.values()) w.reject(err);
  s.waiting.clear();
}

/** One worker per process, started on the first large build and kept (unreferenced) for the next. */
function sharedWorker(): Shared {
  if (shared) return shared;
  if (unavailable) throw new WorkerUnavailable('search index worker unavailable');
  let worker: Worker;
  try {
    worker = new Worker(workerBootstrap(), { eval: true });
  } catch (err) {
    unavailable = true;
    throw new WorkerUnavailable((err as Error).message);
  }
  const s: Shared = { worker, isReady: false, waiting: new Map(), failure: null };
  worker.unref();
  worker.on('message', (msg: WorkerReply) => {
    if ('ready' in msg) {
      s.isReady = true;
      return;
    }
    const w = s.waiting.get(msg.id);
    s.waiting.delete(msg.id);
    if (s.waiting.size === 0) worker.unref();
    w?.resolve(msg);
  });
  worker.on('error', (err) => {
    if (!s.isReady) unavailable = true;
    failAll(s, s.isReady ? err : new WorkerUnavailable(err.message));
  });
  worker.on('exit', () => failAll(s, new Error('search index worker exited')));
  shared = s;
  return s;
}

/** A build on the shared worker thread. Throws WorkerUnavailable when no worker can run here. */
export function workerSink(): BuildSink {
  const s = sharedWorker();
  const id = nextId++;
  const post = (msg: WorkerRequest, transfer: ArrayBuffer[] = []) => s.worker.postMessage(msg, transfer);
  // Steps go in batches: every message costs the posting thread a wake-up of the worker.
  let batch: BuildStep[] = [];
  let batchBytes = 0;
  const flush = () => {
    if (batch.length === 0) return;
    post({ id, steps: batch }, batch.flatMap(stepTransfer));
    batch = [];
    batchBytes = 0;
  };
  const finish = (what: 'structure' | 'text') =>
    new Promise<WorkerReply>((resolve, reject) => {
      if (s.failure) return reject(s.failure);
      s.waiting.set(id, { resolve, reject });
      // Keep the process alive while a reply is due (the worker is unreferenced when idle).
      s.worker.ref();
      flush();
      post({ id, finish: what });
    }).then((reply) => {
      if ('error' in reply) throw new Error(reply.error);
      return reply;
    });
  return {
    add(step) {
      batch.push(step);
      batchBytes += step.t === 'vectors' ? step.vectors.byteLength : 'csv' in step ? step.csv.length : 1024;
      if (batchBytes >= BATCH_BYTES) flush();
    },
    async structure() {
      const reply = await finish('structure');
      if (!('structure' in reply)) throw new Error('unexpected reply from the search index worker');
      return reply.structure;
    },
    async text() {
      const reply = await finish('text');
      if (!('text' in reply)) throw new Error('unexpected reply from the search index worker');
      return reply.text;
    },
    drop() {
      batch = [];
      post({ id, drop: true });
    },
  };
}

/** Whether builds run on the worker thread (for tests and the benchmark). */
export const workerState = () => ({ running: !!shared?.isReady, unavailable });
