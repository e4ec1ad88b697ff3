import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

/** Small factories for search, taxonomy, metrics and my-store tests (rows written directly). */
export interface ItemSeed {
  id: string;
  name: string;
  description?: string;
  objectType?: 'SPECIFICATION' | 'BUNDLE';
  owner?: string;
  dateUpdated?: Date;
  operations?: { name: string; uri: string }[];
  dims?: Record<string, string[]>;
  classifications?: string[];
}

export async function insertDimensions(db: Database, dims: Record<string, string[]>) {
  let position = 0;
  for (const [code, values] of Object.entries(dims)) {
    await db
      .insertInto('dimensions')
      .values({ code, name: code.toUpperCase(), position: position++ })
      .execute();
    await db
      .insertInto('dimension_values')
      .values(values.map((v, i) => ({ dimension_code: code, code: v, name: v.toUpperCase(), position: i })))
      .execute();
  }
}

/** classifications: [id, parentId | null, label] in insertion order (parents first). */
export async function insertTaxonomy(
  db: Database,
  id: string,
  name: string,
  nodes: [string, string | null, string][],
) {
  await db.insertInto('taxonomies').values({ id, name }).execute();
  for (const [i, [cid, parent, label]] of nodes.entries()) {
    await db
      .insertInto('classifications')
      .values({ id: cid, taxonomy_id: id, parent_id: parent, label, position: i })
      .execute();
  }
}

export async function insertItem(db: Database, seed: ItemSeed) {
  await db
    .insertInto('catalog_items')
    .values({
      id: seed.id,
      name: seed.name,
      description: seed.description ?? '',
      object_type: seed.objectType ?? 'SPECIFICATION',
      owner: seed.owner ?? null,
      division: null,
      state_name: 'Live',
      interface_type: 'REST',
      storefront: `native:default:${seed.id}`,
      version: '1.0.0',
      source_key: null,
      date_updated: seed.dateUpdated ?? new Date(),
    })
    .execute();
  const ops = seed.operations ?? [];
  if (ops.length > 0) {
    await db
      .insertInto('item_operations')
      .values(
        ops.map((o, i) => ({ item_id: seed.id, position: i, name: o.name, uri: o.uri, behaviour: 'GET' })),
      )
      .execute();
  }
  const dimRows = Object.entries(seed.dims ?? {}).flatMap(([d, codes]) =>
    codes.map((c) => ({ item_id: seed.id, dimension_code: d, value_code: c })),
  );
  if (dimRows.length > 0) await db.insertInto('item_dimension_values').values(dimRows).execute();
  const classes = seed.classifications ?? [];
  if (classes.length > 0) {
    await db
      .insertInto('item_classifications')
      .values(classes.map((c) => ({ item_id: seed.id, classification_id: c })))
      .execute();
  }
  await sql`SELECT catalog_refresh_search(${seed.id})`.execute(db);
}

export async function refreshTaxonomyCounts(db: Database) {
  await sql`SELECT catalog_refresh_taxonomy_counts()`.execute(db);
}
