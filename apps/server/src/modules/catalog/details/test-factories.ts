import type { Database } from '../../../db/connection.ts';

/** Small factories for details tests: each test file makes its own data. */
export async function makeItem(
  db: Database,
  id: string,
  patch: Partial<{
    object_type: 'SPECIFICATION' | 'BUNDLE';
    name: string;
    owner: string | null;
    state_name: string | null;
    state_color: string;
    storefront: string;
    version: string;
    description: string;
  }> = {},
) {
  await db
    .insertInto('catalog_items')
    .values({ id, name: patch.name ?? `Item ${id}`, ...patch })
    .execute();
}

/**
 * The answers of a complete request on the default access template for an item without OAuth
 * policies (issue 11), as the form sends them; `patch` changes or adds fields.
 */
export function defaultTemplateAnswers(patch: Record<string, string> = {}) {
  return Object.entries({
    appComponent: 'Shop Portal',
    atlasDesignId: '',
    desc: 'Order lookups from the shop',
    organization: 'retail',
    market: 'EMEA',
    consumerhostloc: 'cloud',
    cloudloc: 'aws,azure',
    subscription: 'false',
    newClientId: 'false',
    clientIdEnvironment: '',
    consumerAtlasTechLeadEmail: '',
    ...patch,
  }).map(([id, value]) => ({ id, label: id, value }));
}

export async function makeOperations(db: Database, itemId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    item_id: itemId,
    position: i,
    name: `op${i}`,
    description: `Operation ${i}`,
    uri: `/things/${i}`,
    behaviour: i % 2 ? 'POST' : 'GET',
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('item_operations')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export async function makeAttachment(
  db: Database,
  itemId: string,
  name: string,
  type: string,
  bytes: Buffer,
) {
  const row = await db
    .insertInto('item_attachments')
    .values({ item_id: itemId, name, content_type: type, content: bytes, size: bytes.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function makeDocument(
  db: Database,
  itemId: string,
  filename: string,
  format: 'json' | 'yaml',
  bytes: Buffer,
) {
  await db
    .insertInto('item_documents')
    .values({
      item_id: itemId,
      filename,
      content_type: format === 'json' ? 'application/json' : 'application/yaml',
      format,
      spec_version: '3.0.0',
      content: bytes,
      size: bytes.length,
      sha256: 'abc123',
    })
    .execute();
}

export async function makePricingPlan(db: Database, itemId: string, code: string, style: object) {
  await db
    .insertInto('dimensions')
    .values({ code: 'pricingplans', name: 'Pricing' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('dimension_values')
    .values({
      dimension_code: 'pricingplans',
      code,
      name: `Plan ${code}`,
      visual_style: JSON.stringify(style),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('item_dimension_values')
    .values({ item_id: itemId, dimension_code: 'pricingplans', value_code: code })
    .execute();
}

/** The user row behind a demo account (created on its first authenticated request). */
export async function userIdOf(db: Database, username: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}
