import type { Database } from '../../../db/connection.ts';

export async function listTaxonomies(db: Database) {
  const [taxonomies, classes] = await Promise.all([
    db.selectFrom('taxonomies').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('classifications').selectAll().orderBy('position').orderBy('label').execute(),
  ]);
  return { taxonomies, classes };
}

export async function findTaxonomy(db: Database, id: string) {
  return db.selectFrom('taxonomies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTaxonomy(db: Database, t: { id: string; name: string; position: number }) {
  await db.insertInto('taxonomies').values(t).execute();
}

export async function updateTaxonomy(db: Database, id: string, t: { name: string; position?: number }) {
  const res = await db.updateTable('taxonomies').set(t).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteTaxonomy(db: Database, id: string) {
  const res = await db.deleteFrom('taxonomies').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function findClassification(db: Database, id: string) {
  return db.selectFrom('classifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertClassification(
  db: Database,
  c: { id: string; taxonomy_id: string; parent_id: string | null; label: string; position: number },
) {
  await db.insertInto('classifications').values(c).execute();
}

export async function updateClassification(
  db: Database,
  id: string,
  c: { label?: string; parent_id?: string | null; position?: number },
) {
  // Only the fields sent: an empty update (PUT {}) changes nothing and must not build `SET` with none.
  const changes = Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('classifications').set(changes).where('id', '=', id).execute();
}

export async function deleteClassification(db: Database, id: string) {
  await db.deleteFrom('classifications').where('id', '=', id).execute();
}

/** Ancestors of a classification, nearest first (to refuse cycles when moving). */
export async function ancestorIds(db: Database, id: string): Promise<string[]> {
  const out: string[] = [];
  let current: string | null = id;
  while (current && out.length < 1000) {
    const row: { parent_id: string | null } | undefined = await db
      .selectFrom('classifications')
      .select('parent_id')
      .where('id', '=', current)
      .executeTakeFirst();
    current = row?.parent_id ?? null;
    if (current) out.push(current);
  }
  return out;
}

/** Items classified in the subtree of a classification or in a whole taxonomy (their search text changes). */
export async function itemsUnder(db: Database, root: { classificationId?: string; taxonomyId?: string }) {
  const rows = await db
    .withRecursive('tree(id)', (qb) =>
      qb
        .selectFrom('classifications')
        .select('id')
        .$if(!!root.classificationId, (q) => q.where('id', '=', root.classificationId!))
        .$if(!!root.taxonomyId, (q) =>
          q.where('taxonomy_id', '=', root.taxonomyId!).where('parent_id', 'is', null),
        )
        .unionAll((q) =>
          q.selectFrom('classifications as c').innerJoin('tree', 'tree.id', 'c.parent_id').select('c.id'),
        ),
    )
    .selectFrom('item_classifications')
    .select('item_id')
    .distinct()
    .where('classification_id', 'in', (q) => q.selectFrom('tree').select('id'))
    .execute();
  return rows.map((r) => r.item_id);
}
