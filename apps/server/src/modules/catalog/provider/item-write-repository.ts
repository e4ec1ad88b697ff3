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
 * An item and everything the provider view shows of it in ONE statement (each part as JSON), in the
 * orders readItemParts gives: a write reads its item once, and builds its answer from that and what
 * it wrote instead of reading it all back in nine statements.
 */
export async function readItemWithParts(
  db: Db,
  id: string,
): Promise<{ item: ItemHead; parts: ItemParts } | undefined> {
  const { rows } = await sql<Row>`
    SELECT i.id, i.object_type, i.name, i.description, i.version, i.state_name, i.state_color, i.division,
      i.owner, i.interface_type, i.storefront, i.date_updated,
      json_build_object(
        'classes', coalesce((SELECT json_agg(json_build_object('classification_id', c.classification_id))
          FROM item_classifications c WHERE c.item_id = i.id), '[]'),
        'dims', coalesce((SELECT json_agg(json_build_object('dimension_code', d.dimension_code,
            'value_code', d.value_code) ORDER BY d.dimension_code, d.value_code)
          FROM item_dimension_values d WHERE d.item_id = i.id), '[]'),
        'specs', coalesce((SELECT json_agg(json_build_object('spec_id', b.spec_id, 'live', b.live,
            'design_name', b.design_name, 'state_name', b.state_name) ORDER BY b.position)
          FROM bundle_specs b WHERE b.bundle_id = i.id), '[]'),
        'attachments', coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name,
            'content_type', a.content_type, 'size', a.size, 'date_updated', a.date_updated) ORDER BY a.id)
          FROM item_attachments a WHERE a.item_id = i.id), '[]'),
        'document', (SELECT json_build_object('filename', d.filename, 'format', d.format,
            'spec_version', d.spec_version, 'size', d.size) FROM item_documents d WHERE d.item_id = i.id),
        'operationCount', (SELECT count(*)::int FROM item_operations o WHERE o.item_id = i.id),
        'headlines', coalesce((SELECT json_agg(json_build_object('label', h.label, 'value', h.value,
            'description', h.description, 'unit_of_measure', h.unit_of_measure) ORDER BY h.position)
          FROM item_metric_headlines h WHERE h.item_id = i.id), '[]'),
        'policies', coalesce((SELECT json_agg(json_build_object('policy_id', p.policy_id, 'name', p.name,
            'type', p.type, 'is_oauth', p.is_oauth) ORDER BY p.policy_id)
          FROM item_security_policies p WHERE p.item_id = i.id), '[]')
      ) AS parts
    FROM catalog_items i WHERE i.id = ${id}`.execute(db);
  const r = rows[0];
  if (!r) return undefined;
  const { parts, ...head } = r;
  const json = typeof parts === 'string' ? (JSON.parse(parts) as Row['parts']) : parts;
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

/** Replaces the item's classifications by removing and adding only the difference. */
export async function changeClassifications(db: Db, itemId: string, current: string[], next: string[]) {
  const removed = current.filter((c) => !next.includes(c));
  const added = [...new Set(next)].filter((c) => !current.includes(c));
  if (removed.length > 0) {
    await db
      .deleteFrom('item_classifications')
      .where('item_id', '=', itemId)
      .where('classification_id', 'in', removed)
      .execute();
  }
  if (added.length > 0) {
    await db
      .insertInto('item_classifications')
      .values(added.map((classification_id) => ({ item_id: itemId, classification_id })))
      .execute();
  }
}
