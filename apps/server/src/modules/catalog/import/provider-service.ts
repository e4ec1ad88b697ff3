import path from 'node:path';
import type { ImportResult } from '@storefront/contract/provider-catalog';
import type { Database } from '../../../db/connection.ts';
import { AppError, badRequest } from '../../../errors.ts';
import { type GuardOptions, guardedFetch, ProxyRefused } from '../../../lib/guarded-fetch.ts';
import { importDocument } from './import-document.ts';
import { ImportRejected } from './import-rejected.ts';
import { formatBytes, importLimits } from './limits.ts';

/**
 * Options of the URL fetch: the same SSRF guard as the documentation proxy (tests swap the lookup
 * and address check to reach their local server under a public-looking name).
 */
export const urlImportGuard: GuardOptions = {};

const YAML_TYPE = /yaml|yml/i;
const FETCH_TIMEOUT_MS = 30_000;

function present(r: Awaited<ReturnType<typeof importDocument>>): ImportResult {
  const { status, itemId, name, operations, specVersion, warnings } = r;
  return { status, itemId, name, operations, specVersion, warnings };
}

/** Imports one uploaded document; its identity (and so its item) comes from the document itself. */
export async function importUploadedDocument(
  db: Database,
  filename: string,
  body: unknown,
  /** What the answer calls invalid: the request body, or the document fetched for it. */
  what: 'body' | 'document' = 'body',
): Promise<ImportResult> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(`Invalid ${what}: the document is empty`);
  try {
    return present(await importDocument(db, { filename: path.basename(filename), content: body }));
  } catch (err) {
    if (err instanceof ImportRejected) throw badRequest(`Invalid ${what}: ${err.reason}`);
    throw err;
  }
}

function parseHttpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw badRequest('Invalid body.url: not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('Invalid body.url: only http and https URLs can be imported');
  return url;
}

/** The download name: the URL's last path segment, with an extension the importer understands. */
export function filenameFromUrl(url: URL, contentType: string | undefined): string {
  const last = decodeURIComponent(url.pathname.split('/').pop() ?? '').replace(/[^\w.-]+/g, '_');
  if (/\.(json|ya?ml)$/i.test(last)) return last;
  const ext = YAML_TYPE.test(contentType ?? '') ? 'yaml' : 'json';
  return `${last || url.hostname}.${ext}`;
}

/** The server fetches the document (SSRF-guarded, size and time limits) and imports it. */
export async function importDocumentFromUrl(db: Database, text: string): Promise<ImportResult> {
  const { filename, body } = await fetchDocumentFromUrl(text);
  return importUploadedDocument(db, filename, body, 'document');
}

/** Fetches a document by URL for an import or a new version: its download name and bytes. */
export async function fetchDocumentFromUrl(text: string): Promise<{ filename: string; body: Buffer }> {
  const url = parseHttpUrl(text);
  const limits = importLimits();
  let res: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    res = await guardedFetch(
      url.href,
      { method: 'GET', headers: { accept: 'application/json, application/yaml, text/yaml, */*' } },
      { timeoutMs: FETCH_TIMEOUT_MS, ...urlImportGuard, maxResponseBytes: limits.maxBytes },
    );
  } catch (err) {
    if (err instanceof ProxyRefused)
      throw new AppError(400, `The URL was refused: ${err.message}.`, 'IMPORT-URL-REFUSED');
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new AppError(502, `The document could not be fetched (${reason}).`, 'IMPORT-URL-UNREACHABLE');
  }
  if (res.status < 200 || res.status > 299)
    throw badRequest(`The URL answered ${res.status} ${res.statusText}`.trim());
  if (res.truncated)
    throw badRequest(
      `Invalid document: document is larger than the limit of ${formatBytes(limits.maxBytes)} (IMPORT_MAX_BYTES)`,
    );
  const filename = filenameFromUrl(new URL(res.url), res.headers['content-type']);
  return { filename, body: res.body };
}
