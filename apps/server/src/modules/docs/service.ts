import { gzipSync } from 'node:zlib';
import type { CustomerSettings } from '@storefront/contract/config';
import type { InteractiveDocsConfig, InteractiveDocsOverride } from '@storefront/contract/docs';
import type { Database } from '../../db/connection.ts';
import { AppError, notFound } from '../../errors.ts';
import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';
import { WeightedLru } from '../../lib/lru.ts';
import { getSetting } from '../config/index.ts';
import { findVersionDocument, findVersionSha } from '../versions/index.ts';
import { parseStoredDocument } from './parse.ts';
import * as repo from './repository.ts';
import { mockBaseUrl, withMockServers } from './servers.ts';
/** The wording the viewer maps to the spec's "There was an issue with the spec" message. */
export const NO_DOCUMENT = 'The API document of this item does not exist.';

export interface ServedDocument {
  etag: string;
  json: Buffer;
  gzip: Buffer;
}

/** Served texts (JSON and its gzip) by item, version and mocking: a 13 MB document is built once. */
const served = new WeightedLru<ServedDocument>(96 * 1024 * 1024);

/** GET openapi/docs: the document as JSON; with mocking, its servers point at the portal's mock. */
export async function getDocumentForDocs(
  db: Database,
  itemId: string,
  useMocking: boolean,
  publicUrl: string,
  versionLabel?: string,
): Promise<ServedDocument> {
  // A named version (issue 28) is read from the versions module; its hash keys the same cache.
  const version = versionLabel
    ? { sha256: await findVersionSha(db, itemId, versionLabel) }
    : await repo.findDocumentVersion(db, itemId);
  if (!version) {
    if (!(await repo.findItemKind(db, itemId))) throw notFound(ITEM_NOT_FOUND);
    throw notFound(NO_DOCUMENT);
  }
  const key = `${itemId}@${version.sha256}@${useMocking}`;
  const hit = served.get(key);
  if (hit) return hit;
  const row = versionLabel
    ? await findVersionDocument(db, itemId, versionLabel)
    : await repo.findDocumentContent(db, itemId);
  if (!row) throw notFound(NO_DOCUMENT);
  let doc: Record<string, unknown>;
  try {
    doc = parseStoredDocument(row.content, row.format);
  } catch (err) {
    throw new AppError(422, `The API document could not be read: ${(err as Error).message}`);
  }
  const value = useMocking ? withMockServers(doc, mockBaseUrl(publicUrl, itemId)) : doc;
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const entry = {
    // m2: the mocked text gained the API's servers (x-storefront-api-servers); an old "-m" copy
    // held by a browser must not be revalidated as current.
    etag: `"${row.sha256}-${useMocking ? 'm2' : 'r'}"`,
    json,
    gzip: gzipSync(json, { level: 6 }),
  };
  served.set(`${itemId}@${row.sha256}@${useMocking}`, entry, json.length + entry.gzip.length);
  return entry;
}

const DEFAULT_CONFIG: InteractiveDocsConfig = { allowedAPIKey: true, allowedMock: true };

/** The customer configuration's Try modes, overridden per item by providers. */
export async function getInteractiveDocsConfig(db: Database, itemId: string): Promise<InteractiveDocsConfig> {
  const [kind, settings, override] = await Promise.all([
    repo.findItemKind(db, itemId),
    getSetting<CustomerSettings>(db, 'config'),
    repo.findOverride(db, itemId),
  ]);
  if (!kind) throw notFound(ITEM_NOT_FOUND);
  const base = settings?.interactiveDocs ?? DEFAULT_CONFIG;
  return {
    allowedAPIKey: override?.allowed_api_key ?? base.allowedAPIKey,
    allowedMock: override?.allowed_mock ?? base.allowedMock,
  };
}

export async function setInteractiveDocsOverride(
  db: Database,
  itemId: string,
  body: InteractiveDocsOverride,
): Promise<InteractiveDocsConfig> {
  if (!(await repo.findItemKind(db, itemId))) throw notFound(ITEM_NOT_FOUND);
  await repo.upsertOverride(db, itemId, {
    allowed_api_key: body.allowedAPIKey ?? null,
    allowed_mock: body.allowedMock ?? null,
  });
  return getInteractiveDocsConfig(db, itemId);
}
