import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.ts';

type Db = Kysely<DB>;

export async function listTaxonomies(db: Db) {
  const [taxonomies, classes] = await Promise.all([
    db.selectFrom('taxonomies').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('classifications').selectAll().orderBy('position').orderBy('label').execute(),
  ]);
  return { taxonomies, classes };
}

export async function findTaxonomy(db: Db, id: string) {
  return db.selectFrom('taxonomies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertTaxonomy(db: Db, t: { id: string; name: string; position: number }) {
  await db.insertInto('taxonomies').values(t).execute();
}

export async function updateTaxonomy(db: Db, id: string, t: { name: string; position?: number }) {
  const res = await db.updateTable('taxonomies').set(t).where('id', '=', id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteTaxonomy(db: Db, id: string) {
  const res = await db.deleteFrom('taxonomies').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function findClassification(db: Db, id: string) {
  return db.selectFrom('classifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertClassification(
  db: Db,
  c: { id: string; taxonomy_id: string; parent_id: string | null; label: string; position: number },
) {
  await db.insertInto('classifications').values(c).execute();
}

export async function updateClassification(
  db: Db,
  id: string,
  c: { label?: string; parent_id?: string | null; position?: number },
) {
  await db.updateTable('classifications').set(c).where('id', '=', id).execute();
}

export async function deleteClassification(db: Db, id: string) {
  await db.deleteFrom('classifications').where('id', '=', id).execute();
}

/** Ancestors of a classification, nearest first (to refuse cycles when moving). */
export async function ancestorIds(db: Db, id: string): Promise<string[]> {
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
export async function itemsUnder(db: Db, root: { classificationId?: string; taxonomyId?: string }) {
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
