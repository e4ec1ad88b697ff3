import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/types.ts';
import type { readItemParts } from './item-read-repository.ts';
import type { ItemColumns, ItemRow } from './item-repository.ts';

type Db = Kysely<DB>;
export type ItemParts = Awaited<ReturnType<typeof readItemParts>>;
export type ItemHead = Omit<ItemRow, 'sort_name' | 'search_vector' | 'source_key' | 'created_at' | 'summary'>;

interface Row extends Omit<ItemHead, 'date_updated'> {
  date_updated: Date | string;
  parts: Omit<ItemParts, 'attachments'> & {
    attachments: (Omit<ItemParts['attachments'][number], 'date_updated'> & { date_updated: string })[];
  };
}

/**
 * An item and everything the provider view shows of it in ONE statement (each part as JSON, built by
 * catalog_item_read, migration 0042, whose plan the session keeps), in the orders readItemParts
 * gives: a write reads its item once, and builds its answer from that and what it wrote instead of
 * reading it all back in nine statements.
 */
export async function readItemWithParts(
  db: Db,
  id: string,
): Promise<{ item: ItemHead; parts: ItemParts } | undefined> {
  const { rows } = await sql<{ r: Row | string | null }>`SELECT catalog_item_read(${id}) AS r`.execute(db);
  const value = rows[0]?.r;
  if (!value) return undefined;
  const r = typeof value === 'string' ? (JSON.parse(value) as Row) : value;
  const { parts: json, ...head } = r;
  return {
    item: { ...head, date_updated: new Date(head.date_updated) },
    parts: {
      ...json,
      attachments: json.attachments.map((a) => ({ ...a, date_updated: new Date(a.date_updated) })),
    },
  };
}

/**
 * Writes the item's columns and its search vector in one UPDATE (the vector from the new values and
 * the links as they are now: write links first). One statement, so one run of the row triggers.
 */
export async function updateItemWithSearch(db: Db, id: string, cols: ItemColumns, at: Date) {
  await sql`
    UPDATE catalog_items SET object_type = ${cols.object_type}, name = ${cols.name},
      description = ${cols.description}, summary = ${cols.summary}, version = ${cols.version},
      state_name = ${cols.state_name}, state_color = ${cols.state_color}, division = ${cols.division},
      owner = ${cols.owner}, interface_type = ${cols.interface_type}, storefront = ${cols.storefront},
      date_updated = ${at},
      search_vector = catalog_item_search_vector(${id}, ${cols.name}, ${cols.description}, ${cols.owner},
        ${cols.division}, ${cols.interface_type}, ${cols.state_name})
    WHERE id = ${id}`.execute(db);
}

/**
 * Replaces the item's classifications by the difference only, in one call (catalog_item_relink,
 * migrations 0042-0043): a link replaced by another is one UPDATE, so the statement triggers
 * (counts, details version, search change) run once for the pair rather than once for a DELETE and
 * once for an INSERT. Classifications to add are checked in the same call: it answers the unknown
 * ones (in the order given) and writes nothing then.
 */
export async function changeClassifications(
  db: Db,
  itemId: string,
  current: string[],
  next: string[],
): Promise<string[]> {
  const removed = current.filter((c) => !next.includes(c));
  const added = [...new Set(next)].filter((c) => !current.includes(c));
  if (removed.length === 0 && added.length === 0) return [];
  // Both drivers parse text[] into an array.
  const { rows } = await sql<{ unknown: string[] | null }>`
    SELECT catalog_item_relink(${itemId}, ${removed}::text[], ${added}::text[]) AS unknown`.execute(db);
  return rows[0]?.unknown ?? [];
}
