import { apiFetch, type RequestOptions } from './api-client.ts';
import { filenameFrom } from './content-disposition.ts';

/**
 * A file download: the blob and the filename from content-disposition (if any, see filenameFrom).
 * Apart from api-client.ts so the first page's code does not carry it (only downloads use it).
 */
export async function apiBlob(
  path: string,
  opts: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await apiFetch(path, { ...opts, headers: { accept: '*/*', ...opts.headers } });
  return { blob: await response.blob(), filename: filenameFrom(response.headers.get('content-disposition')) };
}
