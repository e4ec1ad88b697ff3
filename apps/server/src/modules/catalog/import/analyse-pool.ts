import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { tsWorkerSource } from '../../../lib/ts-worker.ts';
import type { AnalysedDocument } from './analyse-document.ts';
import { analyseAnyDocument } from './analyse-document.ts';
import type { AnalyseTask } from './analyse-worker.ts';
import { InvalidDocument } from './import-rejected.ts';
import type { ImportLimits } from './limits.ts';

/**
 * Worker threads do not inherit tsx's loader, so the worker registers it itself before loading the
 * TypeScript module. Throws where tsx cannot be found; the pool then works on this thread.
 */
function workerBootstrap(): string {
  return tsWorkerSource(new URL('./analyse-worker.ts', import.meta.url));
}

const RECYCLE_BYTES = 16 * 1024 * 1024;

type Pending = { resolve: (d: AnalysedDocument) => void; reject: (e: unknown) => void; task: AnalyseTask };

/**
 * Analyses documents on worker threads so parsing uses the cores the database thread does not.
 * Where workers cannot load TypeScript (e.g. under a test runner), it analyses on this thread.
 */
export function createAnalysePool(size = Math.max(1, os.availableParallelism() - 1)) {
  const workers: { worker: Worker; busy: Pending | undefined }[] = [];
  const queue: Pending[] = [];
  let nextId = 0;
  let broken = false;
  let completed = 0;
  let inThreadCount = 0;

  const inThread = (p: Pending) => {
    inThreadCount++;
    try {
      const content = fs.readFileSync(p.task.file);
      analyseAnyDocument({ content, file: p.task.file, rootDir: p.task.rootDir, limits: p.task.limits }).then(
        p.resolve,
        p.reject,
      );
    } catch (err) {
      p.reject(err);
    }
  };

  const pump = () => {
    for (const w of workers) {
      if (w.busy || queue.length === 0) continue;
      const p = queue.shift()!;
      w.busy = p;
      w.worker.postMessage(p.task);
    }
  };

  const fail = () => {
    // Workers unusable: finish everything on this thread instead.
    if (broken) return;
    broken = true;
    const pending = [...workers.map((w) => w.busy).filter((p): p is Pending => !!p), ...queue.splice(0)];
    for (const w of workers) void w.worker.terminate();
    workers.length = 0;
    for (const p of pending) inThread(p);
  };

  function spawn() {
    const worker = new Worker(workerBootstrap(), { eval: true });
    const slot = { worker, busy: undefined as Pending | undefined };
    worker.on(
      'message',
      (msg: { doc?: AnalysedDocument; error?: string; invalid?: boolean; range?: boolean }) => {
        const p = slot.busy!;
        slot.busy = undefined;
        completed++;
        const s = msg.doc?.stored;
        if (msg.doc && s)
          p.resolve({ ...msg.doc, stored: Buffer.from(s.buffer, s.byteOffset, s.byteLength) });
        else if (msg.invalid) p.reject(new InvalidDocument(msg.error));
        else p.reject(msg.range ? new RangeError(msg.error) : new Error(msg.error));
        // A huge document leaves hundreds of MB of parsed garbage in the worker's heap; a fresh worker
        // gives it back at once, while this thread is busy storing that same document.
        if (s && s.byteLength >= RECYCLE_BYTES && !broken) {
          const i = workers.indexOf(slot);
          void worker.terminate();
          if (i !== -1) workers.splice(i, 1, spawn());
        }
        pump();
      },
    );
    worker.on('error', (err) => {
      // Before any document: the worker cannot start here (no TypeScript loader), so fall back.
      if (completed === 0) return fail();
      const p = slot.busy;
      slot.busy = undefined;
      p?.reject(err);
      const i = workers.indexOf(slot);
      if (i !== -1) workers.splice(i, 1);
      if (workers.length === 0) fail();
      else pump();
    });
    return slot;
  }

  try {
    for (let i = 0; i < size; i++) workers.push(spawn());
  } catch {
    broken = true;
  }
  if (size === 0) broken = true;

  return {
    analyse(file: string, rootDir: string, limits: ImportLimits): Promise<AnalysedDocument> {
      return new Promise((resolve, reject) => {
        const p = { resolve, reject, task: { id: nextId++, file, rootDir, limits } };
        if (broken) inThread(p);
        else {
          queue.push(p);
          pump();
        }
      });
    },
    /** Documents analysed on worker threads and on this thread (for tests and diagnostics). */
    stats: () => ({ inWorkers: completed, inThread: inThreadCount }),
    async close() {
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}
