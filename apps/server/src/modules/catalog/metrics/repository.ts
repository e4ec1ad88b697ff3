import { sql } from 'kysely';
import type { Database } from '../../../db/connection.ts';

/**
 * Each metric with its `perGroup` highest values (ties by item id), in metric order. A lateral
 * index scan per metric, so the cost does not grow with the number of items measured.
 */
export async function listTopMetricValues(db: Database, perGroup: number) {
  const { rows } = await sql<{
    id: string;
    label: string;
    time_unit_label: string;
    item_id: string;
    value: number;
  }>`SELECT m.id, m.label, m.time_unit_label, t.item_id, t.value
     FROM metrics m
     CROSS JOIN LATERAL (
       SELECT v.item_id, v.value FROM item_metric_values v
       WHERE v.metric_id = m.id ORDER BY v.value DESC, v.item_id LIMIT ${perGroup}
     ) t
     ORDER BY m.position, m.id, t.value DESC, t.item_id`.execute(db);
  return rows;
}
