import type { DesignBody, RefdataBody } from '@storefront/contract/provider';
import type { Database } from '../../../db/connection.ts';

export type RefdataKind = 'apps' | 'prfs' | 'owners';

export async function listRefdata(db: Database, kind: RefdataKind) {
  return db.selectFrom('refdata').selectAll().where('kind', '=', kind).orderBy('code').execute();
}

export async function upsertRefdata(db: Database, kind: RefdataKind, code: string, b: RefdataBody) {
  const row = {
    name: b.name,
    short: b.short ?? '',
    regions: b.regions ?? [],
    design_id: b.designId ?? null,
    design_name: b.designName ?? null,
  };
  await db
    .insertInto('refdata')
    .values({ kind, code, ...row })
    .onConflict((oc) => oc.columns(['kind', 'code']).doUpdateSet(row))
    .execute();
}

export async function deleteRefdata(db: Database, kind: RefdataKind, code: string) {
  const res = await db
    .deleteFrom('refdata')
    .where('kind', '=', kind)
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function listDesigns(db: Database, offset: number, pageSize: number) {
  return db.selectFrom('designs').selectAll().orderBy('id').offset(offset).limit(pageSize).execute();
}

export async function upsertDesign(db: Database, id: string, b: DesignBody) {
  const row = { name: b.name, atlas_id: b.atlasId ?? null };
  await db
    .insertInto('designs')
    .values({ id, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

export async function deleteDesign(db: Database, id: string) {
  const res = await db.deleteFrom('designs').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
