import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';
import type { readItemParts } from './read-repository.ts';
import type { ItemColumns, ItemRow } from './repository.ts';

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
  db: Database,
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
 * the links as they are now), after replacing the classification links `removed` by `added` in the
 * same call (catalog_item_write, migration 0049: one statement, its plan kept). Answers the unknown
 * classifications among `added`, in the order given, and writes nothing then.
 */
export async function writeItemWithSearch(
  db: Database,
  id: string,
  cols: ItemColumns,
  at: Date,
  links: { removed: string[]; added: string[] } = { removed: [], added: [] },
): Promise<string[]> {
  const { rows } = await sql<{ unknown: string[] | null }>`
    SELECT catalog_item_write(${id}, ${cols.object_type}, ${cols.name}, ${cols.description},
      ${cols.summary}, ${cols.version}, ${cols.state_name}, ${cols.state_color}, ${cols.division},
      ${cols.owner}, ${cols.interface_type}, ${cols.storefront}, ${at}::timestamptz,
      ${links.removed}::text[], ${links.added}::text[]) AS unknown`.execute(db);
  return rows[0]?.unknown ?? [];
}

/** The links to remove and to add to go from `current` to `next` (each link once). */
export function classificationDiff(current: string[], next: string[]) {
  return {
    removed: current.filter((c) => !next.includes(c)),
    added: [...new Set(next)].filter((c) => !current.includes(c)),
  };
}

/**
 * Replaces the item's classifications by the difference only, in one call (catalog_item_relink,
 * migrations 0042-0043): a link replaced by another is one UPDATE, so the statement triggers
 * (counts, details version, search change) run once for the pair rather than once for a DELETE and
 * once for an INSERT. Classifications to add are checked in the same call: it answers the unknown
 * ones (in the order given) and writes nothing then.
 */
export async function changeClassifications(
  db: Database,
  itemId: string,
  current: string[],
  next: string[],
): Promise<string[]> {
  const { removed, added } = classificationDiff(current, next);
  if (removed.length === 0 && added.length === 0) return [];
  // Both drivers parse text[] into an array.
  const { rows } = await sql<{ unknown: string[] | null }>`
    SELECT catalog_item_relink(${itemId}, ${removed}::text[], ${added}::text[]) AS unknown`.execute(db);
  return rows[0]?.unknown ?? [];
}
