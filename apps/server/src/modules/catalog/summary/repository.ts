import type { ItemCard } from '@storefront/contract/catalog-search';
import type { ItemSummary } from '@storefront/contract/common';
import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';
import { plainSummary } from './plain-summary.ts';

type Operation = ItemSummary['operations'][number];

/** Dimension whose values are the item's pricing plans (spec section 3, Filter dimension). */
export const PRICING_DIMENSION = 'pricingplans';

export type CardBase = Omit<ItemCard, 'userFavourite' | 'userWatched'>;

/**
 * Card data that does not depend on the caller, for the given ids (unknown ids are left out, order
 * not kept). One statement: the related tables are read by indexed sub-selects.
 */
export async function loadCardBases(db: Database, ids: readonly string[]): Promise<Map<string, CardBase>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('catalog_items as i')
    // One array parameter whatever the number of ids: one statement text, prepared once.
    .where(sql<boolean>`i.id = ANY(${[...new Set(ids)]}::text[])`)
    .select([
      'i.id',
      'i.name',
      'i.description',
      'i.summary',
      'i.version',
      'i.state_name',
      'i.state_color',
      'i.division',
      'i.owner',
      'i.interface_type',
      'i.object_type',
      'i.storefront',
      'i.date_updated',
      sql<{ id: string; label: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', c.id, 'label', c.label) ORDER BY c.taxonomy_id, c.position, c.id)
        FROM item_classifications ic JOIN classifications c ON c.id = ic.classification_id
        WHERE ic.item_id = i.id), '[]'::json)`.as('classifications'),
      sql<string[]>`ARRAY(
        SELECT v.value_code FROM item_dimension_values v
        LEFT JOIN dimension_values dv ON dv.dimension_code = v.dimension_code AND dv.code = v.value_code
        WHERE v.item_id = i.id AND v.dimension_code = ${PRICING_DIMENSION}
        ORDER BY dv.position, v.value_code)`.as('pricingplans'),
      // Issue 28: the sunset date of the version the item serves, when it is deprecated.
      sql<Date | string | null>`(SELECT av.sunset_at FROM item_documents d
        JOIN item_api_versions av ON av.item_id = d.item_id AND av.sha256 = d.sha256
        WHERE d.item_id = i.id AND av.state = 'deprecated')`.as('sunset_at'),
    ])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        description: r.description,
        // NULL only until the start-up backfill reaches a row written without one.
        summary: r.summary ?? plainSummary(r.description),
        version: r.version,
        state: r.state_name ? { name: r.state_name, colour: r.state_color || 'info' } : null,
        division: r.division,
        owner: r.owner,
        classifications: r.classifications,
        interfaceType: r.interface_type ? { name: r.interface_type } : null,
        objectType: r.object_type,
        storefront: r.storefront,
        pricingplans: r.pricingplans,
        dateUpdated: new Date(r.date_updated).toISOString(),
        ...(r.sunset_at ? { sunsetAt: new Date(r.sunset_at).toISOString() } : {}),
      },
    ]),
  );
}

/** Which of the given items the user has favourited and watched (one statement). */
export async function loadUserFlags(db: Database, ids: readonly string[], userId: number) {
  const favourites = new Set<string>();
  const watched = new Set<string>();
  if (ids.length === 0) return { favourites, watched };
  const list = [...new Set(ids)];
  const { rows } = await sql<{ kind: 'f' | 'w'; item_id: string }>`
    SELECT 'f' AS kind, item_id FROM user_favourites WHERE user_id = ${userId} AND item_id = ANY(${list}::text[])
    UNION ALL
    SELECT 'w', item_id FROM user_watches WHERE user_id = ${userId} AND item_id = ANY(${list}::text[])`.execute(
    db,
  );
  for (const r of rows) (r.kind === 'f' ? favourites : watched).add(r.item_id);
  return { favourites, watched };
}

/** Cards in the order of `ids`, with the caller's flags; ids without a base are left out. */
export function withFlags(
  ids: readonly string[],
  bases: ReadonlyMap<string, CardBase>,
  flags: { favourites: Set<string>; watched: Set<string> },
): ItemCard[] {
  return ids.flatMap((id) => {
    const base = bases.get(id);
    return base
      ? [{ ...base, userFavourite: flags.favourites.has(id), userWatched: flags.watched.has(id) }]
      : [];
  });
}

/**
 * Item cards (summary without operations) for the given ids, in the order given, with the caller's
 * favourite and watch flags; unknown ids are left out. Two statements whatever the number of ids.
 */
export async function loadCards(db: Database, ids: readonly string[], userId: number): Promise<ItemCard[]> {
  if (ids.length === 0) return [];
  const [bases, flags] = await Promise.all([loadCardBases(db, ids), loadUserFlags(db, ids, userId)]);
  return withFlags(ids, bases, flags);
}

/** Operations of the given items, keyed by item id, in document order (one query). */
export async function loadOperations(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, Operation[]>> {
  const out = new Map<string, Operation[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('item_operations')
    .where('item_id', 'in', [...new Set(ids)])
    .select(['id', 'item_id', 'name', 'description', 'uri', 'behaviour', 'date_updated'])
    .orderBy('item_id')
    .orderBy('position')
    .execute();
  for (const r of rows) {
    const list = out.get(r.item_id) ?? [];
    list.push({
      id: String(r.id),
      name: r.name,
      description: r.description,
      uri: r.uri,
      operationBehaviour: r.behaviour,
      dateUpdated: new Date(r.date_updated).toISOString(),
    });
    out.set(r.item_id, list);
  }
  return out;
}

/**
 * Full item summaries (ItemSummary of the contract, with operations) for the given ids, in order,
 * for the caller `userId`. Three queries whatever the number of ids. Reusable by
 * GET /api/web/catalog/item/{id}/summary: `(await loadSummaries(db, [id], user.id))[0]`.
 */
export async function loadSummaries(
  db: Database,
  ids: readonly string[],
  userId: number,
): Promise<ItemSummary[]> {
  const [cards, operations] = await Promise.all([loadCards(db, ids, userId), loadOperations(db, ids)]);
  return cards.map((card) => ({ ...card, operations: operations.get(card.id) ?? [] }));
}
