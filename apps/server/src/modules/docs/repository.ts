import type { Database } from '../../db/connection.ts';

/** The version of an item's document (its content hash): what compiled documents are cached by. */
export async function findDocumentVersion(db: Database, itemId: string) {
  return db
    .selectFrom('item_documents')
    .select(['sha256', 'spec_version'])
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

export async function findDocumentContent(db: Database, itemId: string) {
  return db
    .selectFrom('item_documents')
    .select(['sha256', 'content', 'format', 'spec_version'])
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

export async function findItemKind(db: Database, itemId: string) {
  return db.selectFrom('catalog_items').select(['object_type']).where('id', '=', itemId).executeTakeFirst();
}

export async function findOverride(db: Database, itemId: string) {
  return db
    .selectFrom('item_interactive_docs')
    .select(['allowed_api_key', 'allowed_mock'])
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}

export async function upsertOverride(
  db: Database,
  itemId: string,
  values: { allowed_api_key: boolean | null; allowed_mock: boolean | null },
) {
  await db
    .insertInto('item_interactive_docs')
    .values({ item_id: itemId, ...values })
    .onConflict((oc) => oc.column('item_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
