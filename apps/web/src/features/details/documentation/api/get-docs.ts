import { apiFetch } from '../../../../lib/api-client.ts';

/**
 * GET /api/web/catalog/item/{id}/openapi/docs?useMocking={bool}: the document's bytes, handed to
 * the documentation worker as they are (parsing a 13 MB document on the page would freeze it).
 */
export async function getDocsBuffer(
  id: string,
  useMocking: boolean,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const response = await apiFetch(`/api/web/catalog/item/${encodeURIComponent(id)}/openapi/docs`, {
    query: { useMocking },
    signal,
  });
  return response.arrayBuffer();
}
