/// <reference lib="webworker" />
import { indexDocument, type LoadedDoc, operationDetail } from './doc-model.ts';
import type { WorkerRequest, WorkerResponse } from './model.ts';
import { isObj, resolvePointer, schemaNode } from './schema-view.ts';

/**
 * Parses and indexes the document off the main thread: a 13 MB document (GitHub) or a larger one
 * (Microsoft Graph) is parsed here, and the page only ever receives the operation list and the one
 * operation it shows.
 */
let loaded: LoadedDoc | null = null;
const post = (msg: WorkerResponse) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(msg);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const msg = event.data;
  try {
    if (msg.type === 'load') {
      const doc: unknown = JSON.parse(new TextDecoder().decode(msg.buffer));
      if (!isObj(doc)) throw new Error('The document is not an OpenAPI object.');
      loaded = indexDocument(doc);
      post({ type: 'loaded', requestId: msg.requestId, index: loaded.index });
    } else if (!loaded) {
      throw new Error('No document is loaded.');
    } else if (msg.type === 'operation') {
      post({ type: 'operation', requestId: msg.requestId, detail: operationDetail(loaded, msg.id) });
    } else if (msg.type === 'schema') {
      const ref = msg.ref.startsWith('#') ? msg.ref : `#/components/schemas/${msg.ref}`;
      const target = resolvePointer(loaded.doc, ref);
      post({
        type: 'schema',
        requestId: msg.requestId,
        node: { ...schemaNode(loaded.doc, target), ref: ref.split('/').pop() },
      });
    }
  } catch (err) {
    post({ type: 'error', requestId: msg.requestId, message: (err as Error).message });
  }
};
