import type { Database } from '../../../db/connection.ts';

/** Everything hanging off one item, read in parallel for the provider view. */
export async function readItemParts(db: Database, id: string) {
  const [classes, dims, specs, attachments, document, ops, headlines, policies] = await Promise.all([
    db.selectFrom('item_classifications').select('classification_id').where('item_id', '=', id).execute(),
    db
      .selectFrom('item_dimension_values')
      .select(['dimension_code', 'value_code'])
      .where('item_id', '=', id)
      .orderBy('dimension_code')
      .orderBy('value_code')
      .execute(),
    db
      .selectFrom('bundle_specs')
      .select(['spec_id', 'live', 'design_name', 'state_name'])
      .where('bundle_id', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('item_attachments')
      .select(['id', 'name', 'content_type', 'size', 'date_updated'])
      .where('item_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('item_documents')
      .select(['filename', 'format', 'spec_version', 'size'])
      .where('item_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('item_operations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('item_metric_headlines')
      .select(['label', 'value', 'description', 'unit_of_measure'])
      .where('item_id', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('item_security_policies')
      .select(['policy_id', 'name', 'type', 'is_oauth'])
      .where('item_id', '=', id)
      .orderBy('policy_id')
      .execute(),
  ]);
  return { classes, dims, specs, attachments, document, operationCount: Number(ops.n), headlines, policies };
}

export async function findExistingClassifications(db: Database, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.selectFrom('classifications').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function findExistingDimensionValues(db: Database, codes: string[]) {
  if (codes.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('dimension_values')
    .select(['dimension_code', 'code'])
    .where('dimension_code', 'in', codes)
    .execute();
  return new Set(rows.map((r) => `${r.dimension_code}\u0000${r.code}`));
}

export async function findObjectTypes(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('catalog_items')
    .select(['id', 'object_type'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.object_type]));
}

export async function findBundlesHolding(db: Database, specId: string) {
  const rows = await db
    .selectFrom('bundle_specs')
    .select('bundle_id')
    .where('spec_id', '=', specId)
    .limit(1)
    .execute();
  return rows.map((r) => r.bundle_id);
}
