import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-blob.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** GET /api/web/catalog/item/{id}/openapi/file, saved under the name from Content-Disposition. */
export async function downloadOpenApi(id: string): Promise<void> {
  const { blob, filename } = await apiBlob(`/api/web/catalog/item/${encodeURIComponent(id)}/openapi/file`);
  saveBlob(blob, filename, `${id}-openapi`);
}

/** A failure only ends the spinner (quiet, like attachment downloads). */
export function useDownloadOpenApi() {
  return useMutation({ mutationFn: downloadOpenApi, onError: () => undefined });
}
