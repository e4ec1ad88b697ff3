import { toApiError } from '../../../../lib/api-error.ts';
import {
  eventOperationDetail,
  indexAsyncApi,
  isAsyncApi,
  type LoadedEvents,
  messageView,
} from './asyncapi-model.ts';
import { indexDocument, type LoadedDoc, operationDetail, schemaPrefix } from './doc-model.ts';
import type { WorkerRequest, WorkerResponse } from './model.ts';
import { openapiWithKey } from './openapi-file.ts';
import { postmanCollection } from './postman.ts';
import { isObj, resolvePointer, schemaNode } from './schema-view.ts';

/** Operations per 'operations' message: each message is its own short task on the page. */
export const INDEX_CHUNK = 1000;

/** The server's refusal of the document (or no answer at all: status 0). */
export class DocumentFetchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** GET the document with the bearer token, parsed here in the worker; refusals as DocumentFetchError. */
export async function fetchDocument(
  url: string,
  token: string | null,
  signal: AbortSignal,
  fetchImpl: typeof fetch,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetchImpl(url, { headers, signal });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new DocumentFetchError(0, 'NETWORK', 'The server could not be reached.');
  }
  if (!response.ok) {
    const refusal = await toApiError(response);
    throw new DocumentFetchError(refusal.status, refusal.code, refusal.detail);
  }
  return response.json();
}

/**
 * The documentation worker's message handling (docs-worker.ts wires it to the worker's scope): it
 * fetches or receives the document, parses and indexes it, and answers for one operation or schema
 * at a time, so the page only ever holds the operation list and what is on screen.
 */
export function createDocsWorker(
  post: (msg: WorkerResponse) => void,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
) {
  let loaded: (LoadedDoc & { events?: LoadedEvents }) | null = null;
  const fetching = new Map<number, AbortController>();

  function publish(requestId: number, doc: unknown) {
    if (!isObj(doc)) throw new Error('The document is not an OpenAPI or AsyncAPI object.');
    loaded = isAsyncApi(doc) ? indexAsyncApi(doc) : indexDocument(doc);
    const { operations, ...rest } = loaded.index;
    for (let i = 0; i < operations.length; i += INDEX_CHUNK) {
      post({ type: 'operations', requestId, operations: operations.slice(i, i + INDEX_CHUNK) });
    }
    post({ type: 'loaded', requestId, index: { ...rest, operations: [] } });
  }

  return async function handle(msg: WorkerRequest): Promise<void> {
    try {
      if (msg.type === 'load') {
        publish(msg.requestId, JSON.parse(new TextDecoder().decode(msg.buffer)));
      } else if (msg.type === 'fetch') {
        // A newer document (a Try mode change) replaces any still on its way.
        for (const pending of fetching.values()) pending.abort();
        const abort = new AbortController();
        fetching.set(msg.requestId, abort);
        try {
          const doc = await fetchDocument(msg.url, msg.token, abort.signal, fetchImpl);
          abort.signal.throwIfAborted();
          publish(msg.requestId, doc);
        } finally {
          fetching.delete(msg.requestId);
        }
      } else if (msg.type === 'cancel') {
        fetching.get(msg.requestId)?.abort();
      } else if (!loaded) {
        throw new Error('No document is loaded.');
      } else if (msg.type === 'operation') {
        post({ type: 'operation', requestId: msg.requestId, detail: operationDetail(loaded, msg.id) });
      } else if (msg.type === 'event-operation' || msg.type === 'message') {
        if (!loaded.events) throw new Error('The document is not an AsyncAPI document.');
        if (msg.type === 'message')
          post({ type: 'message', requestId: msg.requestId, message: messageView(loaded.events, msg.key) });
        else
          post({
            type: 'event-operation',
            requestId: msg.requestId,
            detail: eventOperationDetail(loaded.events, msg.id),
          });
      } else if (msg.type === 'postman') {
        const json = JSON.stringify(postmanCollection(loaded, msg.baseUrl, msg.apiKey), null, 2);
        post({ type: 'postman', requestId: msg.requestId, json });
      } else if (msg.type === 'openapi') {
        const json = JSON.stringify(openapiWithKey(loaded, msg.apiKey), null, 2);
        post({ type: 'openapi', requestId: msg.requestId, json });
      } else if (msg.type === 'schema') {
        const ref = msg.ref.startsWith('#')
          ? msg.ref
          : `${schemaPrefix(loaded.isSwagger2)}${msg.ref.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const target = resolvePointer(loaded.doc, ref);
        if (target === undefined) throw new Error(`No schema ${msg.ref}`);
        post({
          type: 'schema',
          requestId: msg.requestId,
          node: { ...schemaNode(loaded.doc, target), ref: ref.split('/').pop() },
        });
      }
    } catch (err) {
      const refusal = err instanceof DocumentFetchError ? { status: err.status, code: err.code } : {};
      post({ type: 'error', requestId: msg.requestId, message: (err as Error).message, ...refusal });
    }
  };
}
