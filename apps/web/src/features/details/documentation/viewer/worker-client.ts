import { ApiError } from '../../../../lib/api-error.ts';
import type {
  DocIndex,
  EventOperationDetail,
  MessageView,
  OperationDetail,
  OperationSummary,
  SchemaNode,
  WorkerRequest,
  WorkerResponse,
} from './model.ts';

type Pending = { resolve: (v: never) => void; reject: (e: Error) => void };
type Payload<T> = T extends { requestId: number } ? Omit<T, 'requestId'> : never;

/** The worker as the client uses it (tests pass a stand-in). */
export type WorkerLike = Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'>;

const startWorker = (): WorkerLike =>
  new Worker(new URL('./docs-worker.ts', import.meta.url), { type: 'module' });

/** Promise calls to the documentation worker (one worker per viewer, ended when it unmounts). */
export class DocsWorkerClient {
  private worker: WorkerLike | null = null;
  private next = 1;
  private readonly pending = new Map<number, Pending>();
  /** Operation lists arriving in parts, by the load request they answer. */
  private readonly parts = new Map<number, OperationSummary[][]>();

  constructor(private readonly start: () => WorkerLike = startWorker) {
    this.ensure();
  }

  /** The worker, started again after terminate() (React may unmount and mount a tab again). */
  private ensure(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => this.receive(event.data);
    worker.onerror = (event) => {
      for (const p of this.pending.values())
        p.reject(new Error(event.message || 'The documentation worker failed.'));
      this.pending.clear();
      this.parts.clear();
    };
    this.worker = worker;
    return worker;
  }

  private receive(msg: WorkerResponse) {
    if (msg.type === 'operations') {
      if (!this.pending.has(msg.requestId)) return;
      const parts = this.parts.get(msg.requestId) ?? [];
      parts.push(msg.operations);
      this.parts.set(msg.requestId, parts);
      return;
    }
    const p = this.pending.get(msg.requestId);
    const parts = this.parts.get(msg.requestId) ?? [];
    this.parts.delete(msg.requestId);
    if (!p) return;
    this.pending.delete(msg.requestId);
    if (msg.type === 'error') {
      p.reject(
        msg.status !== undefined
          ? new ApiError(msg.status, msg.code ?? `HTTP-${msg.status}`, msg.message)
          : new Error(msg.message),
      );
    } else if (msg.type === 'loaded') {
      p.resolve({ ...msg.index, operations: parts.flat() } as never);
    } else if (msg.type === 'operation') p.resolve(msg.detail as never);
    else if (msg.type === 'postman' || msg.type === 'openapi') p.resolve(msg.json as never);
    else if (msg.type === 'event-operation') p.resolve(msg.detail as never);
    else if (msg.type === 'message') p.resolve(msg.message as never);
    else p.resolve(msg.node as never);
  }

  private call<T>(
    msg: Payload<WorkerRequest>,
    transfer: Transferable[] = [],
    signal?: AbortSignal,
  ): Promise<T> {
    const requestId = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(requestId, { resolve: resolve as (v: never) => void, reject });
      this.ensure().postMessage({ ...msg, requestId }, transfer);
      signal?.addEventListener(
        'abort',
        () => {
          if (!this.pending.has(requestId)) return;
          this.worker?.postMessage({ type: 'cancel', requestId } satisfies WorkerRequest);
        },
        { once: true },
      );
    });
  }

  /** The worker fetches the document with the token and indexes it: its bytes never reach the page. */
  fetchIndex(url: string, token: string | null, signal?: AbortSignal): Promise<DocIndex> {
    return this.call({ type: 'fetch', url, token }, [], signal);
  }

  /** The buffer is transferred (not copied) to the worker. */
  load(buffer: ArrayBuffer): Promise<DocIndex> {
    return this.call({ type: 'load', buffer }, [buffer]);
  }

  operation(id: number): Promise<OperationDetail> {
    return this.call({ type: 'operation', id });
  }

  /** The document as a Postman collection's JSON text. */
  postman(baseUrl: string, apiKey: string | null): Promise<string> {
    return this.call({ type: 'postman', baseUrl, apiKey });
  }

  /** AsyncAPI: one operation, with its channel and messages (payload schemas included). */
  eventOperation(id: number): Promise<EventOperationDetail> {
    return this.call({ type: 'event-operation', id });
  }

  /** AsyncAPI: one message by its key, with its payload and headers schemas. */
  message(key: string): Promise<MessageView> {
    return this.call({ type: 'message', key });
  }

  /** The document shown as an OpenAPI file's JSON text, with the key beside its key schemes. */
  openapi(apiKey: string | null): Promise<string> {
    return this.call({ type: 'openapi', apiKey });
  }

  schema(ref: string): Promise<SchemaNode> {
    return this.call({ type: 'schema', ref });
  }

  terminate() {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(new Error('The viewer was closed.'));
    this.pending.clear();
    this.parts.clear();
  }
}
