import { sql } from 'kysely';
import type { TestApp } from '../../test/app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a provider request as paula (provider) unless another user is named. */
export function providerClient(t: TestApp) {
  return async (method: Method, url: string, payload?: unknown, user = 'paula') =>
    t.app.inject({
      method,
      url: `/api/provider${url}`,
      headers: await t.authHeaders(user),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Row counts of every table hanging off catalogue items, to prove deletes leave no orphans. */
export async function childCounts(t: TestApp, itemId: string) {
  const tables = [
    'item_operations',
    'item_documents',
    'item_attachments',
    'item_classifications',
    'item_dimension_values',
    'item_security_policies',
    'item_metric_headlines',
    'item_metric_values',
    'item_notices',
  ] as const;
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_id', '=', itemId)
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  const bundles = await t.db
    .selectFrom('bundle_specs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('bundle_id', '=', itemId), eb('spec_id', '=', itemId)]))
    .executeTakeFirstOrThrow();
  out.bundle_specs = Number(bundles.n);
  return out;
}

export async function classificationCounts(t: TestApp) {
  const rows = await t.db
    .selectFrom('classifications')
    .select(['id', 'agg_spec_count', 'agg_bundle_count'])
    .orderBy('id')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id, [r.agg_spec_count, r.agg_bundle_count]]));
}

/** Every classification's counts computed from scratch (what catalog_refresh_taxonomy_counts sets). */
export async function recounted(t: TestApp) {
  const { rows } = await sql<{ id: string; specs: number; bundles: number }>`
    WITH RECURSIVE tree(ancestor_id, id) AS (
      SELECT id, id FROM classifications
      UNION ALL
      SELECT t.ancestor_id, c.id FROM tree t JOIN classifications c ON c.parent_id = t.id
    )
    SELECT c.id,
      count(DISTINCT i.id) FILTER (WHERE i.object_type = 'SPECIFICATION')::int AS specs,
      count(DISTINCT i.id) FILTER (WHERE i.object_type = 'BUNDLE')::int AS bundles
    FROM classifications c
    LEFT JOIN tree t ON t.ancestor_id = c.id
    LEFT JOIN item_classifications ic ON ic.classification_id = t.id
    LEFT JOIN catalog_items i ON i.id = ic.item_id
    GROUP BY c.id ORDER BY c.id`.execute(t.db);
  return Object.fromEntries(rows.map((r) => [r.id, [r.specs, r.bundles]]));
}
