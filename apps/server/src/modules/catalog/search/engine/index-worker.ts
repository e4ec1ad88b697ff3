import { parentPort } from 'node:worker_threads';
import { type BuildStep, IndexBuilder, structureTransfer, textTransfer } from './index-builder.ts';

export type WorkerRequest =
  | { id: number; steps: BuildStep[] }
  | { id: number; finish: 'structure' | 'text' }
  | { id: number; drop: true };

export type WorkerReply =
  | { ready: true }
  | { id: number; structure: ReturnType<IndexBuilder['structure']> }
  | { id: number; text: ReturnType<IndexBuilder['textData']> }
  | { id: number; error: string };

/**
 * Builds search indexes off the main thread: the main thread reads the catalogue page by page and
 * posts each page here; the finished arrays go back by transfer. Several builds (databases) may be
 * under way at once, told apart by id.
 */
const builds = new Map<number, IndexBuilder>();

parentPort?.on('message', (msg: WorkerRequest) => {
  try {
    if ('drop' in msg) {
      builds.delete(msg.id);
      return;
    }
    let b = builds.get(msg.id);
    if (!b) {
      b = new IndexBuilder();
      builds.set(msg.id, b);
    }
    if ('steps' in msg) for (const step of msg.steps) b.add(step);
    else if (msg.finish === 'structure') {
      const structure = b.structure();
      parentPort?.postMessage({ id: msg.id, structure } satisfies WorkerReply, structureTransfer(structure));
    } else {
      const text = b.textData();
      builds.delete(msg.id);
      parentPort?.postMessage({ id: msg.id, text } satisfies WorkerReply, textTransfer(text));
    }
  } catch (err) {
    builds.delete(msg.id);
    parentPort?.postMessage({
      id: msg.id,
      error: (err as Error)?.message ?? String(err),
    } satisfies WorkerReply);
  }
});

parentPort?.postMessage({ ready: true } satisfies WorkerReply);
