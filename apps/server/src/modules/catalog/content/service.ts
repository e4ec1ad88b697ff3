import type { Headline, SecurityPolicy } from '@storefront/contract/provider';
import type { Database } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { itemExists } from '../items/repository.ts';
import {
  deleteAttachment,
  insertAttachment,
  replaceHeadlines,
  replaceSecurityPolicies,
  touchItem,
} from './repository.ts';

const SAFE_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;

async function mustExist(db: Database, id: string) {
  if (!(await itemExists(db, id))) throw notFound(`No catalogue item '${id}'.`);
}

export async function addAttachment(
  db: Database,
  itemId: string,
  input: { name: string; contentType: string | undefined; content: unknown },
) {
  if (!Buffer.isBuffer(input.content) || input.content.length === 0) {
    throw badRequest('Invalid body: the attachment is empty');
  }
  // Keep only the media type: parameters are dropped and anything odd becomes a plain download.
  const type = (input.contentType ?? '').split(';')[0].trim().toLowerCase();
  const contentType = SAFE_TYPE.test(type) ? type : 'application/octet-stream';
  // Path separators and control characters never reach a download's file name.
  const name = [...input.name]
    .map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c))
    .join('');
  return db.transaction().execute(async (trx) => {
    await mustExist(trx, itemId);
    const row = await insertAttachment(trx, { itemId, name, contentType, content: input.content as Buffer });
    await touchItem(trx, itemId);
    return {
      id: Number(row.id),
      name: row.name,
      contentType: row.content_type,
      size: row.size,
      dateUpdated: row.date_updated.toISOString(),
    };
  });
}

export async function removeAttachment(db: Database, itemId: string, attachmentId: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteAttachment(trx, itemId, attachmentId))) {
      throw notFound(`No attachment ${attachmentId} on item '${itemId}'.`);
    }
    await touchItem(trx, itemId);
  });
}

export async function setHeadlines(db: Database, itemId: string, headlines: Headline[]) {
  await db.transaction().execute(async (trx) => {
    await mustExist(trx, itemId);
    await replaceHeadlines(trx, itemId, headlines);
  });
  return { headlines };
}

export async function setSecurityPolicies(db: Database, itemId: string, policies: SecurityPolicy[]) {
  const seen = new Set<string>();
  policies.forEach((p, i) => {
    if (seen.has(p.id)) throw badRequest(`Invalid body.policies.${i}.id: duplicate policy '${p.id}'`);
    seen.add(p.id);
  });
  await db.transaction().execute(async (trx) => {
    await mustExist(trx, itemId);
    await replaceSecurityPolicies(trx, itemId, policies);
  });
  return { policies };
}
