import { isApiError } from '../../../../lib/api-error.ts';
import { getAccessToken } from '../../../../lib/auth/auth-service.ts';
import { docsUrl, getDocsBuffer } from '../api/get-docs.ts';
import type { DocIndex } from './model.ts';
import type { DocsWorkerClient } from './worker-client.ts';

export interface LoadDeps {
  token: () => Promise<string | null>;
  buffer: typeof getDocsBuffer;
  url: (itemId: string, useMocking: boolean, version: string | null) => string;
}

const browserDeps: LoadDeps = { token: getAccessToken, buffer: getDocsBuffer, url: docsUrl };

/**
 * The document's operation list: the worker fetches the document with the current token (13 MB of
 * GitHub's, 20+ MB of Microsoft Graph's, never on the page). A refused token (it expired on the
 * way) goes through the api client instead, which renews it once or sends the user to sign in.
 */
export async function loadDocument(
  worker: Pick<DocsWorkerClient, 'fetchIndex' | 'load'>,
  itemId: string,
  useMocking: boolean,
  signal: AbortSignal,
  deps: LoadDeps = browserDeps,
  version: string | null = null,
): Promise<DocIndex> {
  try {
    return await worker.fetchIndex(deps.url(itemId, useMocking, version), await deps.token(), signal);
  } catch (err) {
    if (signal.aborted || !isApiError(err) || err.status !== 401) throw err;
  }
  return worker.load(await deps.buffer(itemId, useMocking, version, signal));
}
