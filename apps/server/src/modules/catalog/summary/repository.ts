import type { ItemCard } from '@storefront/contract/catalog-search';
import type { ItemSummary } from '@storefront/contract/common';
import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

type Operation = ItemSummary['operations'][number];

/** Dimension whose values are the item's pricing plans (spec section 3, Filter dimension). */
export const PRICING_DIMENSION = 'pricingplans';

/**
 * Item cards (summary without operations) for the given ids, in the order given; unknown ids are
 * left out. One statement: the related tables are read by indexed sub-selects, so a page of 100
 * items costs one round trip, and the caller's favourite and watch flags come with it.
 */
export async function loadCards(db: Database, ids: readonly string[], userId: number): Promise<ItemCard[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('catalog_items as i')
    .where('i.id', 'in', unique)
    .select([
      'i.id',
      'i.name',
      'i.description',
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
      sql<boolean>`EXISTS (SELECT 1 FROM user_favourites f WHERE f.user_id = ${userId} AND f.item_id = i.id)`.as(
        'user_favourite',
      ),
      sql<boolean>`EXISTS (SELECT 1 FROM user_watches w WHERE w.user_id = ${userId} AND w.item_id = i.id)`.as(
        'user_watched',
      ),
    ])
    .execute();
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        description: r.description,
        version: r.version,
        state: r.state_name ? { name: r.state_name, colour: r.state_color || 'info' } : null,
        division: r.division,
        owner: r.owner,
        classifications: r.classifications,
        interfaceType: r.interface_type ? { name: r.interface_type } : null,
        objectType: r.object_type,
        storefront: r.storefront,
        pricingplans: r.pricingplans,
        userFavourite: r.user_favourite,
        userWatched: r.user_watched,
        dateUpdated: new Date(r.date_updated).toISOString(),
      } satisfies ItemCard,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
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
 * for the caller `userId`. Two queries whatever the number of ids. Reusable by
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
