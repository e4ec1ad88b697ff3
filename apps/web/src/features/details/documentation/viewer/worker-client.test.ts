import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import type { OperationSummary, WorkerRequest, WorkerResponse } from './model.ts';
import { DocsWorkerClient, type WorkerLike } from './worker-client.ts';

/** A stand-in worker: records what the page posts; the test answers as the worker would. */
function fakeWorker() {
  const sent: WorkerRequest[] = [];
  const worker = {
    onmessage: null,
    onerror: null,
    postMessage: (msg: WorkerRequest) => sent.push(msg),
    terminate: () => {},
  } as unknown as WorkerLike;
  const reply = (msg: WorkerResponse) =>
    (worker.onmessage as unknown as (e: { data: WorkerResponse }) => void)({ data: msg });
  return { worker, sent, reply };
}

const op = (id: number): OperationSummary => ({
  id,
  key: `GET /p/${id}`,
  method: 'GET',
  path: `/p/${id}`,
  summary: '',
  operationId: '',
  tag: 't',
  deprecated: false,
});
const header = {
  title: 'T',
  version: '1',
  description: '',
  specVersion: '3.0.0',
  servers: [],
  tags: [],
  termsOfService: '',
  contact: null,
  license: null,
  externalDocs: null,
  securitySchemes: [],
  schemas: [],
};

describe('documentation worker client', () => {
  it('puts the operation list together from its parts, in order', async () => {
    const { worker, sent, reply } = fakeWorker();
    const client = new DocsWorkerClient(() => worker);
    const loading = client.fetchIndex('http://x/d', 'tok');
    expect(sent[0]).toEqual({ type: 'fetch', url: 'http://x/d', token: 'tok', requestId: 1 });
    reply({ type: 'operations', requestId: 1, operations: [op(0), op(1)] });
    reply({ type: 'operations', requestId: 99, operations: [op(50)] }); // nobody waits for it
    reply({ type: 'operations', requestId: 1, operations: [op(2)] });
    reply({ type: 'loaded', requestId: 1, index: { ...header, operations: [] } });
    const index = await loading;
    expect(index.operations.map((o) => o.id)).toEqual([0, 1, 2]);
    expect(index.title).toBe('T');
  });

  it("turns the server's refusal into an ApiError and other failures into an Error", async () => {
    const { worker, reply } = fakeWorker();
    const client = new DocsWorkerClient(() => worker);
    const refused = client.fetchIndex('http://x/d', 't');
    reply({ type: 'error', requestId: 1, status: 404, code: 'HTTP-404', message: 'does not exist' });
    const err = await refused.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 'HTTP-404', detail: 'does not exist' });

    const broken = client.operation(4);
    reply({ type: 'error', requestId: 2, message: 'No operation 4' });
    const plain = await broken.catch((e: unknown) => e);
    expect(plain).not.toBeInstanceOf(ApiError);
    expect((plain as Error).message).toBe('No operation 4');
  });

  it('asks the worker to stop a fetch when its signal aborts, and ends pending calls on terminate', async () => {
    const { worker, sent } = fakeWorker();
    const client = new DocsWorkerClient(() => worker);
    const abort = new AbortController();
    const loading = client.fetchIndex('http://x/d', 't', abort.signal);
    abort.abort();
    expect(sent[1]).toEqual({ type: 'cancel', requestId: 1 });
    client.terminate();
    await expect(loading).rejects.toThrow('The viewer was closed.');
  });
});
