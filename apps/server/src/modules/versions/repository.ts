import { sql } from 'kysely';
import type { Database } from '../../db/connection.ts';

/** Metadata columns only: listing versions never loads a document's (up to 20 MB) content. */
const META = [
  'id',
  'item_id',
  'label',
  'filename',
  'format',
  'spec_version',
  'size',
  'sha256',
  'published_at',
  'state',
  'sunset_at',
  'deprecated_at',
  'release_notes',
] as const;

export async function listVersions(db: Database, itemId: string) {
  return db
    .selectFrom('item_api_versions')
    .select(META)
    .where('item_id', '=', itemId)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type VersionRow = Awaited<ReturnType<typeof listVersions>>[number];

/** The sha256 of the document the item serves now (its current version), if any. */
export async function findCurrentSha(db: Database, itemId: string) {
  const row = await db
    .selectFrom('item_documents')
    .select('sha256')
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return row?.sha256;
}

export async function findVersion(db: Database, itemId: string, label: string) {
  return db
    .selectFrom('item_api_versions')
    .select(META)
    .where('item_id', '=', itemId)
    .where('label', '=', label)
    .executeTakeFirst();
}

export async function findVersionBySha(db: Database, itemId: string, sha256: string) {
  return db
    .selectFrom('item_api_versions')
    .select(META)
    .where('item_id', '=', itemId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}

export async function findVersionContent(db: Database, itemId: string, label: string) {
  return db
    .selectFrom('item_api_versions')
    .select(['sha256', 'content', 'format', 'spec_version', 'filename', 'content_type', 'size', 'state'])
    .where('item_id', '=', itemId)
    .where('label', '=', label)
    .executeTakeFirst();
}

export async function findContentBySha(db: Database, itemId: string, sha256: string) {
  return db
    .selectFrom('item_api_versions')
    .select(['content', 'format'])
    .where('item_id', '=', itemId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}

export async function updateVersionState(
  db: Database,
  itemId: string,
  label: string,
  values: {
    state?: 'current' | 'deprecated' | 'retired';
    sunset_at?: Date | null;
    deprecated_at?: Date | null;
    release_notes?: string;
  },
) {
  return db
    .updateTable('item_api_versions')
    .set(values)
    .where('item_id', '=', itemId)
    .where('label', '=', label)
    .returning(META)
    .executeTakeFirst();
}

export async function findChangelog(db: Database, from: string, to: string, engine: string) {
  return db
    .selectFrom('api_changelogs')
    .select('changes')
    .where('from_sha256', '=', from)
    .where('to_sha256', '=', to)
    .where('engine', '=', engine)
    .executeTakeFirst();
}

export async function saveChangelog(
  db: Database,
  from: string,
  to: string,
  engine: string,
  changes: unknown,
) {
  await db
    .insertInto('api_changelogs')
    .values({ from_sha256: from, to_sha256: to, engine, changes: JSON.stringify(changes) })
    .onConflict((oc) => oc.columns(['from_sha256', 'to_sha256', 'engine']).doNothing())
    .execute();
}

export async function findItemName(db: Database, itemId: string) {
  const row = await db.selectFrom('catalog_items').select('name').where('id', '=', itemId).executeTakeFirst();
  return row?.name;
}

/** Deprecation state by item for the versions items serve now (cards and search show it). */
export async function findCurrentStates(db: Database, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('item_api_versions as v')
    .innerJoin('item_documents as d', (j) =>
      j.onRef('d.item_id', '=', 'v.item_id').onRef('d.sha256', '=', 'v.sha256'),
    )
    .select(['v.item_id', 'v.label', 'v.state', 'v.sunset_at'])
    .where('v.item_id', 'in', itemIds)
    .execute();
}

export const nowSql = sql<Date>`now()`;
