import type { Headline, SecurityPolicy } from '@storefront/contract/provider';
import type { Database } from '../../../db/connection.ts';

export async function insertAttachment(
  db: Database,
  a: { itemId: string; name: string; contentType: string; content: Buffer },
) {
  return db
    .insertInto('item_attachments')
    .values({
      item_id: a.itemId,
      name: a.name,
      content_type: a.contentType,
      content: a.content,
      size: a.content.length,
      date_updated: new Date(),
    })
    .returning(['id', 'name', 'content_type', 'size', 'date_updated'])
    .executeTakeFirstOrThrow();
}

export async function deleteAttachment(db: Database, itemId: string, id: number) {
  const res = await db
    .deleteFrom('item_attachments')
    .where('item_id', '=', itemId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function replaceHeadlines(db: Database, itemId: string, headlines: Headline[]) {
  await db.deleteFrom('item_metric_headlines').where('item_id', '=', itemId).execute();
  if (headlines.length === 0) return;
  await db
    .insertInto('item_metric_headlines')
    .values(
      headlines.map((h, position) => ({
        item_id: itemId,
        position,
        label: h.label,
        value: h.value,
        description: h.description ?? '',
        unit_of_measure: h.unitOfMeasure ?? '',
      })),
    )
    .execute();
}

export async function replaceSecurityPolicies(db: Database, itemId: string, policies: SecurityPolicy[]) {
  await db.deleteFrom('item_security_policies').where('item_id', '=', itemId).execute();
  if (policies.length === 0) return;
  await db
    .insertInto('item_security_policies')
    .values(
      policies.map((p) => ({
        item_id: itemId,
        policy_id: p.id,
        name: p.name,
        type: p.type ?? '',
        is_oauth: p.isOauth ?? false,
      })),
    )
    .execute();
}

/** Marks the item changed (its Updated Date moves) without touching anything else. */
export async function touchItem(db: Database, itemId: string) {
  await db.updateTable('catalog_items').set({ date_updated: new Date() }).where('id', '=', itemId).execute();
}
