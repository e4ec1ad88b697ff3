import { apiFetch, buildUrl } from '../../../../lib/api-client.ts';

/** GET /api/web/catalog/item/{id}/openapi/docs?useMocking={bool}&version={label}, as an absolute URL (for the worker). */
export function docsUrl(
  id: string,
  useMocking: boolean,
  version: string | null = null,
  origin = window.location.origin,
): string {
  return new URL(
    buildUrl(`/api/web/catalog/item/${encodeURIComponent(id)}/openapi/docs`, { useMocking, version }),
    origin,
  ).href;
}

/**
 * The document's bytes through the api client (its token renewal and sign-in on 401), handed to the
 * documentation worker as they are (parsing a 13 MB document on the page would freeze it). The
 * worker normally fetches the document itself (see load-document.ts); this is the path after a 401.
 */
export async function getDocsBuffer(
  id: string,
  useMocking: boolean,
  version: string | null,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const response = await apiFetch(`/api/web/catalog/item/${encodeURIComponent(id)}/openapi/docs`, {
    query: { useMocking, version },
    signal,
  });
  return response.arrayBuffer();
}
