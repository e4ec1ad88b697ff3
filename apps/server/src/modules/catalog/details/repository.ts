import type { Database } from '../../../db/connection.ts';

/** What the details add to the summary that is one value per item: owner name, document presence. */
export async function findItemExtras(db: Database, id: string) {
  return db
    .selectFrom('catalog_items as i')
    .leftJoin('refdata as o', (j) => j.on('o.kind', '=', 'owners').onRef('o.code', '=', 'i.owner'))
    .select(['o.name as owner_name'])
    .select((eb) =>
      eb.exists(eb.selectFrom('item_documents').whereRef('item_id', '=', 'i.id')).as('has_document'),
    )
    .select((eb) =>
      eb
        .selectFrom('item_documents')
        .select('spec_version')
        .whereRef('item_id', '=', 'i.id')
        .as('spec_version'),
    )
    .where('i.id', '=', id)
    .executeTakeFirst();
}

export async function itemExists(db: Database, id: string): Promise<boolean> {
  const row = await db.selectFrom('catalog_items').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function listPricingPlans(db: Database, id: string) {
  return db
    .selectFrom('item_dimension_values as iv')
    .innerJoin('dimension_values as v', (j) =>
      j.onRef('v.dimension_code', '=', 'iv.dimension_code').onRef('v.code', '=', 'iv.value_code'),
    )
    .select(['v.code', 'v.name', 'v.visual_style'])
    .where('iv.item_id', '=', id)
    .where('iv.dimension_code', '=', 'pricingplans')
    .orderBy('v.position')
    .orderBy('v.code')
    .execute();
}

/** Attachment metadata only: the bytes are read by the download route. */
export async function listAttachments(db: Database, id: string) {
  return db
    .selectFrom('item_attachments')
    .select(['id', 'name', 'content_type', 'size', 'date_updated'])
    .where('item_id', '=', id)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function listSecurityPolicies(db: Database, id: string) {
  return db
    .selectFrom('item_security_policies')
    .select(['policy_id', 'name', 'type', 'is_oauth'])
    .where('item_id', '=', id)
    .orderBy('name')
    .execute();
}

/** A bundle's rows with the live spec's own name, version, state when it is a catalogue item. */
export async function listBundleSpecs(db: Database, bundleId: string) {
  return db
    .selectFrom('bundle_specs as b')
    .leftJoin('catalog_items as s', 's.id', 'b.spec_id')
    .select([
      'b.spec_id',
      'b.live',
      'b.design_name',
      'b.state_name',
      's.id as item_id',
      's.name',
      's.version',
      's.description',
      's.summary',
      's.state_name as item_state_name',
      's.state_color as item_state_color',
    ])
    .where('b.bundle_id', '=', bundleId)
    .orderBy('b.position')
    .execute();
}

export async function listMetricHeadlines(db: Database, id: string) {
  return db
    .selectFrom('item_metric_headlines')
    .select(['label', 'value', 'description', 'unit_of_measure'])
    .where('item_id', '=', id)
    .orderBy('position')
    .execute();
}

export async function findDocument(db: Database, id: string) {
  return db
    .selectFrom('item_documents as d')
    .innerJoin('catalog_items as i', 'i.id', 'd.item_id')
    .select(['d.filename', 'd.format', 'd.content', 'd.sha256', 'd.date_updated', 'i.name', 'i.version'])
    .where('d.item_id', '=', id)
    .executeTakeFirst();
}

export async function findAttachment(db: Database, itemId: string, attachmentId: number) {
  return db
    .selectFrom('item_attachments')
    .select(['name', 'content_type', 'content', 'date_updated'])
    .where('id', '=', attachmentId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
}
