import type { DocIndex, OperationDetail, SchemaNode, WorkerRequest, WorkerResponse } from './model.ts';

type Pending = { resolve: (v: never) => void; reject: (e: Error) => void };
type Payload<T> = T extends { requestId: number } ? Omit<T, 'requestId'> : never;

/** Promise calls to the documentation worker (one worker per viewer, ended when it unmounts). */
export class DocsWorkerClient {
  private worker: Worker | null = null;
  private next = 1;
  private readonly pending = new Map<number, Pending>();

  constructor() {
    this.ensure();
  }

  /** The worker, started again after terminate() (React may unmount and mount a tab again). */
  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./docs-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const msg = event.data;
      const p = this.pending.get(msg.requestId);
      if (!p) return;
      this.pending.delete(msg.requestId);
      if (msg.type === 'error') p.reject(new Error(msg.message));
      else if (msg.type === 'loaded') p.resolve(msg.index as never);
      else if (msg.type === 'operation') p.resolve(msg.detail as never);
      else p.resolve(msg.node as never);
    };
    worker.onerror = (event) => {
      for (const p of this.pending.values())
        p.reject(new Error(event.message || 'The documentation worker failed.'));
      this.pending.clear();
    };
    this.worker = worker;
    return worker;
  }

  private call<T>(msg: Payload<WorkerRequest>, transfer: Transferable[] = []): Promise<T> {
    const requestId = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(requestId, { resolve: resolve as (v: never) => void, reject });
      this.ensure().postMessage({ ...msg, requestId }, transfer);
    });
  }

  /** The buffer is transferred (not copied) to the worker. */
  load(buffer: ArrayBuffer): Promise<DocIndex> {
    return this.call({ type: 'load', buffer }, [buffer]);
  }

  operation(id: number): Promise<OperationDetail> {
    return this.call({ type: 'operation', id });
  }

  schema(ref: string): Promise<SchemaNode> {
    return this.call({ type: 'schema', ref });
  }

  terminate() {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new Error('The viewer was closed.'));
    this.pending.clear();
  }
}
