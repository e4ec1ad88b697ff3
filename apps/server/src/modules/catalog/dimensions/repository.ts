import type { Database } from '../../../db/connection.ts';

export async function listDimensions(db: Database) {
  const [dims, values] = await Promise.all([
    db.selectFrom('dimensions').selectAll().orderBy('position').orderBy('code').execute(),
    db.selectFrom('dimension_values').selectAll().orderBy('position').orderBy('code').execute(),
  ]);
  return { dims, values };
}

export async function findDimension(db: Database, code: string) {
  return db.selectFrom('dimensions').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertDimension(db: Database, d: { code: string; name: string; position: number }) {
  await db.insertInto('dimensions').values(d).execute();
}

export async function updateDimension(db: Database, code: string, d: { name: string; position?: number }) {
  const res = await db.updateTable('dimensions').set(d).where('code', '=', code).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteDimension(db: Database, code: string) {
  const res = await db.deleteFrom('dimensions').where('code', '=', code).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function findValue(db: Database, dimension: string, code: string) {
  return db
    .selectFrom('dimension_values')
    .selectAll()
    .where('dimension_code', '=', dimension)
    .where('code', '=', code)
    .executeTakeFirst();
}

export interface ValueColumns {
  name: string;
  position?: number;
  visualStyle?: Record<string, unknown> | null;
}

export async function insertValue(db: Database, dimension: string, code: string, v: ValueColumns) {
  await db
    .insertInto('dimension_values')
    .values({
      dimension_code: dimension,
      code,
      name: v.name,
      position: v.position ?? 0,
      visual_style: v.visualStyle ? JSON.stringify(v.visualStyle) : null,
    })
    .execute();
}

export async function updateValue(db: Database, dimension: string, code: string, v: ValueColumns) {
  const res = await db
    .updateTable('dimension_values')
    .set({
      name: v.name,
      position: v.position,
      visual_style:
        v.visualStyle === undefined ? undefined : v.visualStyle ? JSON.stringify(v.visualStyle) : null,
    })
    .where('dimension_code', '=', dimension)
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteValue(db: Database, dimension: string, code: string) {
  const res = await db
    .deleteFrom('dimension_values')
    .where('dimension_code', '=', dimension)
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
