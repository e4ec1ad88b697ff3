import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

export async function getSetting<T>(db: Database, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value as T | undefined;
}

export async function putSetting(db: Database, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
    .execute();
}

/**
 * Merges `patch` into the stored document in one statement, so concurrent calls never lose each
 * other's fields: top-level fields in `patch` replace the stored ones, and a field set to null is
 * removed. The stored documents hold no nulls of their own, so stripping them removes only those.
 */
export async function mergeSetting(db: Database, key: string, patch: Record<string, unknown>): Promise<void> {
  const json = JSON.stringify(patch);
  await db
    .insertInto('settings')
    .values({ key, value: sql`jsonb_strip_nulls(${json}::jsonb)` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        value: sql`jsonb_strip_nulls(settings.value || ${json}::jsonb)`,
        updated_at: new Date(),
      }),
    )
    .execute();
}

/** Inserts only when absent: seeding never overwrites what a provider changed. */
export async function insertSettingIfAbsent(db: Database, key: string, value: unknown): Promise<boolean> {
  const res = await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function getLogo(db: Database) {
  return db
    .selectFrom('branding_logo')
    .select(['content', 'content_type', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

export async function putLogo(db: Database, content: Buffer, contentType: string) {
  await db
    .insertInto('branding_logo')
    .values({ id: 1, content, content_type: contentType })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ content, content_type: contentType, updated_at: new Date() }),
    )
    .execute();
}

export async function deleteLogo(db: Database) {
  await db.deleteFrom('branding_logo').where('id', '=', 1).execute();
}

export async function listTaxonomies(db: Database) {
  return db.selectFrom('taxonomies').select(['id', 'name']).orderBy('position').orderBy('name').execute();
}

export async function listDimensions(db: Database) {
  const [dims, values] = await Promise.all([
    db.selectFrom('dimensions').select(['code', 'name']).orderBy('position').orderBy('name').execute(),
    db
      .selectFrom('dimension_values')
      .select(['dimension_code', 'code', 'name', 'visual_style'])
      .orderBy('dimension_code')
      .orderBy('position')
      .orderBy('name')
      .execute(),
  ]);
  return dims.map((d) => ({
    code: d.code,
    name: d.name,
    values: values
      .filter((v) => v.dimension_code === d.code)
      .map((v) => ({ code: v.code, name: v.name, visualStyle: v.visual_style ?? null })),
  }));
}
