import type { AttachmentInfo } from '@storefront/contract/provider';
import type { ImportResult, ImportUrlBody } from '@storefront/contract/provider-catalog';
import { apiDelete, apiPost, buildUrl } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { getAccessToken, renewToken } from '../../../../lib/auth/auth-service.ts';

export type Progress = (loaded: number, total: number) => void;

function send(url: string, method: string, file: Blob, token: string | null, onProgress?: Progress) {
  return new Promise<{ status: number; text: string; type: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        type: xhr.getResponseHeader('content-type') ?? '',
      });
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The server could not be reached.'));
    xhr.send(file);
  });
}

/**
 * A raw-body upload with progress (fetch reports none): bearer token, one silent renewal on 401,
 * and the server's { code, detail } as an ApiError, like every other call.
 */
export async function uploadWithProgress<T>(
  url: string,
  method: string,
  file: Blob,
  onProgress?: Progress,
): Promise<T> {
  let res = await send(url, method, file, await getAccessToken(), onProgress);
  if (res.status === 401 && (await renewToken())) {
    res = await send(url, method, file, await getAccessToken(), onProgress);
  }
  const body = res.type.includes('json') && res.text ? JSON.parse(res.text) : undefined;
  if (res.status < 200 || res.status > 299) {
    throw new ApiError(
      res.status,
      typeof body?.code === 'string' ? body.code : `HTTP-${res.status}`,
      typeof body?.detail === 'string' ? body.detail : `Request failed with status ${res.status}`,
    );
  }
  onProgress?.(file.size, file.size);
  return body as T;
}

/** POST /api/provider/imports/document?filename=: the item comes from the document's identity. */
export const importDocumentFile = (file: File, onProgress?: Progress) =>
  uploadWithProgress<ImportResult>(
    buildUrl('/api/provider/imports/document', { filename: file.name }),
    'POST',
    file,
    onProgress,
  );

/** POST /api/provider/imports/url {url}: the server fetches the document and imports it. */
export const importDocumentUrl = (url: string) =>
  apiPost<ImportResult>('/api/provider/imports/url', { url } satisfies ImportUrlBody);

const attachmentsPath = (id: string) => `/api/provider/items/${encodeURIComponent(id)}/attachments`;

/** POST /api/provider/items/{id}/attachments?name=: adds a file. */
export const addAttachment = (itemId: string, file: File, onProgress?: Progress) =>
  uploadWithProgress<AttachmentInfo>(
    buildUrl(attachmentsPath(itemId), { name: file.name }),
    'POST',
    file,
    onProgress,
  );

/** PUT /api/provider/items/{id}/attachments/{attachmentId}: replaces the file, keeping its name. */
export const replaceAttachment = (itemId: string, attachmentId: number, file: File, onProgress?: Progress) =>
  uploadWithProgress<AttachmentInfo>(`${attachmentsPath(itemId)}/${attachmentId}`, 'PUT', file, onProgress);

/** DELETE /api/provider/items/{id}/attachments/{attachmentId}. */
export const deleteAttachment = (itemId: string, attachmentId: number) =>
  apiDelete<void>(`${attachmentsPath(itemId)}/${attachmentId}`);
