import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-blob.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * GET /api/web/catalog/item/{id}/openapi/file (the default version) or
 * .../versions/{label}/file (a chosen one), saved under the name from Content-Disposition.
 */
export async function downloadOpenApi({
  id,
  version,
}: {
  id: string;
  version?: string | null;
}): Promise<void> {
  const base = `/api/web/catalog/item/${encodeURIComponent(id)}`;
  const path = version ? `${base}/versions/${encodeURIComponent(version)}/file` : `${base}/openapi/file`;
  const { blob, filename } = await apiBlob(path);
  saveBlob(blob, filename, version ? `${id}-${version}-openapi` : `${id}-openapi`);
}

/** A failure only ends the spinner (quiet, like attachment downloads). */
export function useDownloadOpenApi() {
  return useMutation({ mutationFn: downloadOpenApi, onError: () => undefined });
}
