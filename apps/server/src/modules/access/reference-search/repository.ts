import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

export interface RefdataFilters {
  code?: string;
  name?: string;
  short?: string;
}

/** LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchRefdata(
  db: Database,
  kind: 'apps' | 'prfs',
  filters: RefdataFilters,
  offset: number,
  limit: number,
) {
  let query = db.selectFrom('refdata').where('kind', '=', kind);
  for (const column of ['code', 'name', 'short'] as const) {
    const text = filters[column]?.trim();
    if (text) query = query.where(sql<boolean>`${sql.ref(column)} ILIKE ${contains(text)}`);
  }
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('code').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function searchDesignsByAtlasId(db: Database, atlasId: string, offset: number, limit: number) {
  let query = db.selectFrom('designs');
  if (atlasId) query = query.where('atlas_id', '=', atlasId);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('name').orderBy('id').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Designs whose name equals the text, ignoring case and surrounding or repeated spaces. */
export async function findDesignsNamed(db: Database, name: string) {
  const normal = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return db
    .selectFrom('designs')
    .selectAll()
    .where(sql<boolean>`lower(regexp_replace(trim(name), '\\s+', ' ', 'g')) = ${normal}`)
    .orderBy('id')
    .limit(50)
    .execute();
}

export async function listOauthPolicies(db: Database, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('item_security_policies')
    .select(['item_id', 'policy_id', 'name', 'type'])
    .where('item_id', 'in', itemIds)
    .where('is_oauth', '=', true)
    .orderBy('item_id')
    .orderBy('name')
    .execute();
}
