import { Worker } from 'node:worker_threads';
import { Kysely, PostgresDialect } from 'kysely';
import { tsWorkerSource } from '../lib/ts-worker.ts';
import type { DbHandle } from './handle.ts';
import { connectPglite } from './pglite.ts';
import type { WorkerAnswer, WorkerCall } from './pglite-worker.ts';
import { pipelinedPool } from './pipelined-pool.ts';
import type { DB } from './types.ts';

/** A row's byte arrays as Buffers (a worker's Buffers arrive as plain Uint8Arrays). */
function withBuffers(rows: unknown[]) {
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    for (const k in r) {
      const v = r[k];
      if (v instanceof Uint8Array && !Buffer.isBuffer(v))
        r[k] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    }
  }
  return rows;
}

/**
 * The embedded database on a worker thread of its own (db/pglite-worker.ts): the server thread
 * parses, answers and serializes while the database works, so the embedded default uses a second
 * core as PostgreSQL's own processes do. Same semantics as `connectPglite`: statements run in the
 * order they are issued, a transaction at a time (`pipelinedPool`), notifications delivered before
 * the answer of the statement that committed them.
 * Falls back to `connectPglite` where the worker cannot start (no TypeScript loader).
 */
export async function connectPgliteWorker(dataDir: string | undefined): Promise<DbHandle> {
  let worker: Worker;
  try {
    worker = new Worker(tsWorkerSource(new URL('./pglite-worker.ts', import.meta.url)), {
      eval: true,
      workerData: { dataDir },
    });
  } catch {
    return connectPglite(dataDir);
  }
  // The thread keeps the process alive only while a call waits for its answer (as an in-flight
  // socket would): a handle left open does not hold a finished process.
  worker.unref();
  let nextId = 1;
  let failure: Error | null = null;
  const waiting = new Map<number, { resolve: (a: WorkerAnswer) => void; reject: (e: Error) => void }>();
  // Several listeners may share a channel (apps on one handle); the worker listens once per channel.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (a: WorkerAnswer) => {
      if ('ready' in a) return resolve();
      if ('failed' in a) return reject(Object.assign(new Error(String(a.failed.message)), a.failed));
      if ('notify' in a) {
        for (const listener of listeners.get(a.notify) ?? []) listener(a.payload);
        return;
      }
      const w = waiting.get(a.id);
      waiting.delete(a.id);
      if (waiting.size === 0) worker.unref();
      if (a.ok) w?.resolve(a);
      else w?.reject(Object.assign(new Error(String(a.error.message)), a.error));
    });
    const fail = (err: Error) => {
      failure ??= err;
      reject(err);
      for (const w of waiting.values()) w.reject(err);
      waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  });
  await ready;
  const call = (c: DistributiveOmit<WorkerCall, 'id'>) =>
    new Promise<Extract<WorkerAnswer, { ok: true }>>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve: resolve as (a: WorkerAnswer) => void, reject });
      worker.postMessage({ ...c, id });
    });
  const pool = pipelinedPool({
    async query(sqlText, params) {
      const a = await call({ op: 'query', sql: sqlText, params: params as unknown[] | undefined });
      const rows = withBuffers(a.rows ?? []);
      return { rows, affectedRows: a.affectedRows };
    },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the pool shape is duck-typed by Kysely
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as any }) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async exec(sqlText) {
      await call({ op: 'exec', sql: sqlText });
    },
    async listen(channel, onPayload) {
      // A distinct function per listen, so the same callback listened twice is removed once per unlisten.
      const listener = (payload: string) => onPayload(payload);
      const lease = await pool.exclusive();
      try {
        let set = listeners.get(channel);
        if (!set) {
          set = new Set();
          listeners.set(channel, set);
          await call({ op: 'listen', channel });
        }
        set.add(listener);
      } finally {
        lease.release();
      }
      return async () => {
        const set = listeners.get(channel);
        if (!set?.delete(listener) || set.size > 0) return;
        listeners.delete(channel);
        if (!closed && !failure) await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      if (!failure) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
