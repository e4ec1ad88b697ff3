import type { Database } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { importDocument } from '../import/import-document.ts';
import { ImportRejected } from '../import/import-rejected.ts';
import { findObjectTypes } from '../items/read-repository.ts';
import { itemExists } from '../items/repository.ts';
import { getProviderItem } from '../items/service.ts';

const YAML_TYPES = /yaml|yml/i;

/**
 * Imports the uploaded OpenAPI/Swagger document into the item (created when missing): its name,
 * description, version, operations and downloadable document come from the document; the rest of
 * the item (state, classifications, plans, ...) is kept.
 */
export async function uploadDocument(
  db: Database,
  itemId: string,
  filename: string | undefined,
  contentType: string | undefined,
  body: unknown,
) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('Invalid body: the document is empty');
  const type = (await findObjectTypes(db, [itemId])).get(itemId);
  if (type === 'BUNDLE')
    throw badRequest(`Invalid body: '${itemId}' is a bundle; only specifications have documents`);
  const ext = YAML_TYPES.test(contentType ?? '') ? 'yaml' : 'json';
  try {
    await importDocument(db, { filename: filename ?? `${itemId}.${ext}`, content: body, itemId });
  } catch (err) {
    if (err instanceof ImportRejected) throw badRequest(`Invalid body: ${err.reason}`);
    throw err;
  }
  if (!(await itemExists(db, itemId))) throw notFound(`No catalogue item '${itemId}'.`);
  return getProviderItem(db, itemId);
}
