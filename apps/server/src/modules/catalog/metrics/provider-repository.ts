import type { MetricBody } from '@storefront/contract/provider';
import type { Database } from '../../../db/connection.ts';

export async function listMetrics(db: Database) {
  return db.selectFrom('metrics').selectAll().orderBy('position').orderBy('id').execute();
}

export async function findMetric(db: Database, id: string) {
  return db.selectFrom('metrics').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function upsertMetric(db: Database, id: string, b: MetricBody) {
  const row = { label: b.label, time_unit_label: b.timeUnitLabel ?? '', position: b.position ?? 0 };
  await db
    .insertInto('metrics')
    .values({ id, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

export async function deleteMetric(db: Database, id: string) {
  const res = await db.deleteFrom('metrics').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function upsertMetricValues(
  db: Database,
  metricId: string,
  values: { itemId: string; value: number }[],
) {
  if (values.length === 0) return;
  await db
    .insertInto('item_metric_values')
    .values(values.map((v) => ({ metric_id: metricId, item_id: v.itemId, value: v.value })))
    .onConflict((oc) =>
      oc.columns(['metric_id', 'item_id']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
}

export async function deleteMetricValue(db: Database, metricId: string, itemId: string) {
  const res = await db
    .deleteFrom('item_metric_values')
    .where('metric_id', '=', metricId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function existingItemIds(db: Database, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.selectFrom('catalog_items').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}
