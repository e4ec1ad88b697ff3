/// <reference lib="webworker" />
import { createDocsWorker } from './worker-handler.ts';

/**
 * Fetches, parses and indexes the document off the main thread: a 13 MB document (GitHub) or a
 * larger one (Microsoft Graph) never passes through the page, which only ever receives the
 * operation list (in parts) and the one operation it shows.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createDocsWorker((msg) => scope.postMessage(msg));
scope.onmessage = (event) => {
  void handle(event.data);
};
