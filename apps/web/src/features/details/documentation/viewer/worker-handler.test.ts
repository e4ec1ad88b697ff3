import { describe, expect, it, vi } from 'vitest';
import type { WorkerResponse } from './model.ts';
import { createDocsWorker, INDEX_CHUNK } from './worker-handler.ts';

/** A document with n operations under two tags. */
function bigDoc(n: number) {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    paths[`/things/${i}`] = {
      get: {
        tags: [i % 2 ? 'odd' : 'even'],
        summary: `Thing ${i}`,
        responses: { '200': { description: 'ok' } },
      },
    };
  }
  return { openapi: '3.0.0', info: { title: 'Big', version: '1' }, tags: [{ name: 'even' }], paths };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(reply: (url: string, init?: RequestInit) => Promise<Response>) {
  const posted: WorkerResponse[] = [];
  const fetchImpl = vi.fn((input: RequestInfo | URL, init?: RequestInit) => reply(String(input), init));
  const handle = createDocsWorker((m) => posted.push(m), fetchImpl as unknown as typeof fetch);
  return { posted, fetchImpl, handle };
}

describe('documentation worker', () => {
  it('fetches the document with the bearer token and sends the operation list in parts before loaded', async () => {
    const n = INDEX_CHUNK * 2 + 17;
    const { posted, fetchImpl, handle } = setup(async () => json(bigDoc(n)));
    await handle({
      type: 'fetch',
      requestId: 7,
      url: 'http://x/api/web/catalog/item/a/openapi/docs',
      token: 'tok',
    });
    const init = fetchImpl.mock.calls[0][1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(posted.map((m) => m.type)).toEqual(['operations', 'operations', 'operations', 'loaded']);
    const parts = posted.filter((m) => m.type === 'operations');
    expect(parts.map((m) => m.operations.length)).toEqual([INDEX_CHUNK, INDEX_CHUNK, 17]);
    // In the index's order (by tag), every operation once.
    const ids = parts.flatMap((m) => m.operations.map((o) => o.id));
    expect(new Set(ids).size).toBe(n);
    expect(parts[0].operations[0].tag).toBe('even');
    const loaded = posted.at(-1) as Extract<WorkerResponse, { type: 'loaded' }>;
    expect(loaded).toMatchObject({ requestId: 7, index: { title: 'Big', operations: [] } });
    expect(loaded.index.tags.map((t) => t.name)).toEqual(['even', 'odd']);

    // The fetched document answers for its operations afterwards.
    await handle({ type: 'operation', requestId: 8, id: ids[5] });
    expect(posted.at(-1)).toMatchObject({ type: 'operation', requestId: 8, detail: { id: ids[5] } });
  });

  it('sends no token header without a token', async () => {
    const { fetchImpl, handle } = setup(async () => json(bigDoc(1)));
    await handle({ type: 'fetch', requestId: 1, url: 'http://x/d', token: null });
    expect((fetchImpl.mock.calls[0][1] as RequestInit).headers).toEqual({ accept: 'application/json' });
  });

  it("passes the server's refusal on with its status, code and detail", async () => {
    const { posted, handle } = setup(async () =>
      json({ code: 'HTTP-404', detail: 'The API document of this item does not exist.' }, 404),
    );
    await handle({ type: 'fetch', requestId: 3, url: 'http://x/d', token: 't' });
    expect(posted).toEqual([
      {
        type: 'error',
        requestId: 3,
        status: 404,
        code: 'HTTP-404',
        message: 'The API document of this item does not exist.',
      },
    ]);
  });

  it('reports a server that cannot be reached, a document that is not JSON and one that is not an object', async () => {
    const down = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await down.handle({ type: 'fetch', requestId: 1, url: 'http://x/d', token: 't' });
    expect(down.posted[0]).toMatchObject({ type: 'error', status: 0, code: 'NETWORK' });

    const text = setup(async () => new Response('<html>', { status: 200 }));
    await text.handle({ type: 'fetch', requestId: 2, url: 'http://x/d', token: 't' });
    expect(text.posted[0]).toMatchObject({ type: 'error', requestId: 2 });
    expect(text.posted[0]).not.toHaveProperty('status');

    const list = setup(async () => json([1, 2]));
    await list.handle({ type: 'fetch', requestId: 3, url: 'http://x/d', token: 't' });
    expect(list.posted[0]).toEqual({
      type: 'error',
      requestId: 3,
      message: 'The document is not an OpenAPI or AsyncAPI object.',
    });
  });

  it('stops a fetch when cancelled, and a newer fetch replaces an older one', async () => {
    const waiting: { signal: AbortSignal; resolve: (r: Response) => void }[] = [];
    const { posted, handle } = setup(
      (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          waiting.push({ signal: init!.signal!, resolve });
        }),
    );
    const first = handle({ type: 'fetch', requestId: 1, url: 'http://x/d', token: 't' });
    await handle({ type: 'cancel', requestId: 1 });
    await first;
    expect(posted).toEqual([expect.objectContaining({ type: 'error', requestId: 1 })]);

    const older = handle({ type: 'fetch', requestId: 2, url: 'http://x/d', token: 't' });
    const newer = handle({ type: 'fetch', requestId: 3, url: 'http://x/d?useMocking=true', token: 't' });
    await older;
    expect(waiting[1].signal.aborted).toBe(true);
    waiting[2].resolve(json(bigDoc(2)));
    await newer;
    expect(posted.map((m) => `${m.type}:${m.requestId}`)).toEqual([
      'error:1',
      'error:2',
      'operations:3',
      'loaded:3',
    ]);
  });

  it('still takes a document as bytes, and refuses operations before any document', async () => {
    const { posted, handle } = setup(async () => json({}));
    await handle({ type: 'operation', requestId: 1, id: 0 });
    expect(posted[0]).toEqual({ type: 'error', requestId: 1, message: 'No document is loaded.' });
    const buffer = new TextEncoder().encode(JSON.stringify(bigDoc(3))).buffer as ArrayBuffer;
    await handle({ type: 'load', requestId: 2, buffer });
    expect(posted.slice(1).map((m) => m.type)).toEqual(['operations', 'loaded']);
  });
});
