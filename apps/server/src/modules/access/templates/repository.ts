import type { AccessTemplate } from '@storefront/contract/access';
import type { Database } from '../../../db/connection.ts';

export async function findTemplate(db: Database, name: string): Promise<AccessTemplate | null> {
  const row = await db
    .selectFrom('access_templates')
    .select(['items', 'metadata'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  return { items: row.items, metadata: row.metadata } as AccessTemplate;
}

export async function saveTemplate(db: Database, name: string, template: AccessTemplate) {
  const row = {
    items: JSON.stringify(template.items),
    metadata: JSON.stringify(template.metadata),
    updated_at: new Date(),
  };
  await db
    .insertInto('access_templates')
    .values({ name, ...row })
    .onConflict((oc) => oc.column('name').doUpdateSet(row))
    .execute();
}
