import type { ClassificationNode, TaxonomyData } from '@storefront/contract/taxonomy';
import type { Database } from '../../../db/connection.ts';
import { notFound } from '../../../errors.ts';
import { findTaxonomy, listClassifications } from './repository.ts';

/** One taxonomy with its classification tree; children keep their position order. */
export async function getTaxonomyData(db: Database, id: string): Promise<TaxonomyData> {
  const taxonomy = await findTaxonomy(db, id);
  if (!taxonomy) throw notFound('Taxonomy not found.');
  const rows = await listClassifications(db, id);
  const nodes = new Map<string, ClassificationNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      taxonomyID: id,
      id: r.id,
      label: r.label,
      aggSpecificationCount: r.agg_spec_count,
      aggBundleCount: r.agg_bundle_count,
      children: [],
    });
  }
  const roots: ClassificationNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    // A parent in another taxonomy would be a data error; show the node at the top rather than lose it.
    (parent ? parent.children : roots).push(node);
  }
  return { id: taxonomy.id, name: taxonomy.name, classifications: roots };
}
