/**
 * The embedded database on a thread of its own (the worker side; its client is
 * `connectPgliteWorker` in pglite-worker-client.ts): this worker owns the PGlite instance and runs
 * what the server thread sends, one message at a time, in order. A notification is posted when
 * PGlite delivers it, inside the committing statement, so it reaches the server thread before that
 * statement's answer (one port, messages in order), exactly as it does when PGlite runs on the
 * server thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pglite.ts';

export type WorkerCall =
  | { id: number; op: 'query'; sql: string; params?: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'close' };

export type WorkerAnswer =
  | { id: number; ok: true; rows?: unknown[]; affectedRows?: number }
  | { id: number; ok: false; error: Record<string, unknown> }
  | { notify: string; payload: string }
  | { ready: true }
  | { failed: Record<string, unknown> };

/** An error as plain data: its message, name and every field (code, detail, constraint, …). */
export function errorData(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const data: Record<string, unknown> = { message: err.message, name: err.name };
  for (const [k, v] of Object.entries(err)) {
    if (v === undefined || typeof v === 'function' || (typeof v === 'object' && v !== null)) continue;
    data[k] = v;
  }
  return data;
}

/** Byte arrays of the rows, to be moved to the server thread instead of copied. */
function buffersOf(rows: unknown[]): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  for (const row of rows) {
    for (const v of Object.values(row as Record<string, unknown>)) {
      if (v instanceof Uint8Array && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength)
        out.add(v.buffer as ArrayBuffer);
    }
  }
  return [...out];
}

async function main() {
  const port = parentPort;
  if (!port) return;
  const { dataDir } = workerData as { dataDir?: string };
  let pglite: Awaited<ReturnType<typeof openPglite>>;
  try {
    pglite = await openPglite(dataDir);
  } catch (err) {
    port.postMessage({ failed: errorData(err) } satisfies WorkerAnswer);
    return;
  }
  const unlistens = new Map<string, () => Promise<void>>();
  const answer = (a: WorkerAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(a, transfer);
  // One call at a time, in order: the server thread's pool already hands the database to one
  // borrower at a time; this keeps a close behind every call sent before it.
  let queue = Promise.resolve();
  port.on('message', (call: WorkerCall) => {
    queue = queue.then(async () => {
      try {
        switch (call.op) {
          case 'query': {
            const res = await pglite.query(call.sql, call.params, { rowMode: 'object' });
            // Large byte values (documents) move rather than copy; small ones share PGlite's pool
            // buffers and are copied with the rest.
            answer(
              { id: call.id, ok: true, rows: res.rows, affectedRows: res.affectedRows },
              buffersOf(res.rows).filter((b) => b.byteLength >= 64 * 1024),
            );
            return;
          }
          case 'exec':
            await pglite.exec(call.sql);
            break;
          case 'listen':
            if (!unlistens.has(call.channel))
              unlistens.set(
                call.channel,
                await pglite.listen(call.channel, (payload) =>
                  answer({ notify: call.channel, payload } satisfies WorkerAnswer),
                ),
              );
            break;
          case 'unlisten':
            await unlistens.get(call.channel)?.();
            unlistens.delete(call.channel);
            break;
          case 'close':
            if (!pglite.closed) {
              if (dataDir) await pglite.query('CHECKPOINT');
              await pglite.close();
            }
            break;
        }
        answer({ id: call.id, ok: true });
      } catch (err) {
        answer({ id: call.id, ok: false, error: errorData(err) });
      }
    });
  });
  answer({ ready: true });
}

void main();
