import type { AttachmentInfo } from '@storefront/contract/provider';
import type { Database } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { deleteAttachment, insertAttachment, touchItem } from '../content/repository.ts';
import { itemExists } from '../items/repository.ts';

const SAFE_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;

/** As addAttachment: the media type only, and no path separators or control characters in names. */
const cleanType = (t: string | undefined) => {
  const type = (t ?? '').split(';')[0].trim().toLowerCase();
  return SAFE_TYPE.test(type) ? type : 'application/octet-stream';
};
const cleanName = (name: string) =>
  [...name].map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c)).join('');

/**
 * Replaces an attachment's file in one transaction: the new file takes the old one's place (its
 * name unless another is given); consumers never see the item without it.
 */
export async function replaceAttachment(
  db: Database,
  itemId: string,
  attachmentId: number,
  input: { name?: string; contentType: string | undefined; content: unknown },
): Promise<AttachmentInfo> {
  if (!Buffer.isBuffer(input.content) || input.content.length === 0) {
    throw badRequest('Invalid body: the attachment is empty');
  }
  const content = input.content;
  return db.transaction().execute(async (trx) => {
    if (!(await itemExists(trx, itemId))) throw notFound(`No catalogue item '${itemId}'.`);
    const old = await trx
      .selectFrom('item_attachments')
      .select(['name'])
      .where('item_id', '=', itemId)
      .where('id', '=', attachmentId)
      .executeTakeFirst();
    if (!old) throw notFound(`No attachment ${attachmentId} on catalogue item '${itemId}'.`);
    const row = await insertAttachment(trx, {
      itemId,
      name: cleanName(input.name ?? old.name),
      contentType: cleanType(input.contentType),
      content,
    });
    await deleteAttachment(trx, itemId, attachmentId);
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
