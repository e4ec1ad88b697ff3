import type { Database } from '../../../db/connection.ts';

export async function findTaxonomy(db: Database, id: string) {
  return db.selectFrom('taxonomies').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** All classifications of one taxonomy, parents' order kept by position then id. */
export async function listClassifications(db: Database, taxonomyId: string) {
  return db
    .selectFrom('classifications')
    .select(['id', 'parent_id', 'label', 'agg_spec_count', 'agg_bundle_count'])
    .where('taxonomy_id', '=', taxonomyId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
