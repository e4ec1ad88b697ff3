import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types.ts';

type Db = Kysely<DB>;

export async function listDimensions(db: Db) {
  const [dims, values] = await Promise.all([
    db.selectFrom('dimensions').selectAll().orderBy('position').orderBy('code').execute(),
    db.selectFrom('dimension_values').selectAll().orderBy('position').orderBy('code').execute(),
  ]);
  return { dims, values };
}

export async function findDimension(db: Db, code: string) {
  return db.selectFrom('dimensions').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertDimension(db: Db, d: { code: string; name: string; position: number }) {
  await db.insertInto('dimensions').values(d).execute();
}

export async function updateDimension(db: Db, code: string, d: { name: string; position?: number }) {
  const res = await db.updateTable('dimensions').set(d).where('code', '=', code).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteDimension(db: Db, code: string) {
  const res = await db.deleteFrom('dimensions').where('code', '=', code).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function findValue(db: Db, dimension: string, code: string) {
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

export async function insertValue(db: Db, dimension: string, code: string, v: ValueColumns) {
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

export async function updateValue(db: Db, dimension: string, code: string, v: ValueColumns) {
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

export async function deleteValue(db: Db, dimension: string, code: string) {
  const res = await db
    .deleteFrom('dimension_values')
    .where('dimension_code', '=', dimension)
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
