import type {
  ApiVersion,
  ApiVersionList,
  Changelog,
  PreviewVersionUrlBody,
  PublishedVersion,
  PublishVersionUrlBody,
  UpdateVersionBody,
} from '@storefront/contract/versions';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiJson, apiPost, buildUrl } from '../../../../lib/api-client.ts';
import { uploadWithProgress } from './uploads.ts';

const versionsPath = (id: string) => `/api/provider/items/${encodeURIComponent(id)}/versions`;

/** GET /api/provider/items/{id}/versions: newest first. */
export const versionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['provider', 'catalog', 'item', id, 'versions'] as const,
    queryFn: ({ signal }) => apiGet<ApiVersionList>(versionsPath(id), undefined, signal),
    retry: false,
  });

/** A document to publish: a chosen file, or pasted text sent the same way (as raw bytes). */
export interface DocumentSource {
  filename: string;
  body: Blob;
}

/** A pasted document's file name: JSON when it starts with "{", YAML otherwise. */
export function pastedSource(text: string): DocumentSource {
  const json = text.trimStart().startsWith('{');
  return {
    filename: json ? 'pasted.json' : 'pasted.yaml',
    body: new Blob([text], { type: json ? 'application/json' : 'application/yaml' }),
  };
}

/** POST …/versions/preview?filename=&label=: the changelog the document would bring; nothing is stored. */
export const previewVersion = (id: string, source: DocumentSource, label?: string) =>
  uploadWithProgress<Changelog>(
    buildUrl(`${versionsPath(id)}/preview`, { filename: source.filename, label }),
    'POST',
    source.body,
  );

/**
 * POST …/versions/preview-url: the server fetches the document (SSRF-guarded, as URL import) and
 * returns the changelog it would bring; nothing is stored.
 */
export const previewVersionUrl = (id: string, body: PreviewVersionUrlBody) =>
  apiPost<Changelog>(`${versionsPath(id)}/preview-url`, body);

/** POST …/versions?filename=&label=: publishes the document as the item's new default version. */
export const publishVersion = (id: string, source: DocumentSource, label?: string) =>
  uploadWithProgress<PublishedVersion>(
    buildUrl(versionsPath(id), { filename: source.filename, label }),
    'POST',
    source.body,
  );

/** POST …/versions/url: the server fetches the document (SSRF-guarded) and publishes it. */
export const publishVersionUrl = (id: string, body: PublishVersionUrlBody) =>
  apiPost<PublishedVersion>(`${versionsPath(id)}/url`, body);

/** PATCH …/versions/{label}: deprecate with a sunset date, retire, reinstate, release notes. */
export const updateVersion = (id: string, label: string, body: UpdateVersionBody) =>
  apiJson<ApiVersion>(`${versionsPath(id)}/${encodeURIComponent(label)}`, { method: 'PATCH', body });
