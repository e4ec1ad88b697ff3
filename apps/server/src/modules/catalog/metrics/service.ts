import type { TopMetricGroup, TopMetrics } from '@storefront/contract/metrics';
import type { Database } from '../../../db/connection.ts';
import { loadCards } from '../summary/repository.ts';
import { listTopMetricValues } from './repository.ts';

/** Spec section 9: Top APIs per metric group. */
export const TOP_ITEMS_PER_METRIC = 4;

export async function getTopMetrics(db: Database, userId: number): Promise<TopMetrics> {
  const rows = await listTopMetricValues(db, TOP_ITEMS_PER_METRIC);
  const cards = new Map(
    (
      await loadCards(
        db,
        rows.map((r) => r.item_id),
        userId,
      )
    ).map((c) => [c.id, c]),
  );
  const groups = new Map<string, TopMetricGroup>();
  for (const r of rows) {
    const card = cards.get(r.item_id);
    if (!card) continue;
    let group = groups.get(r.id);
    if (!group) {
      group = {
        id: r.id,
        label: r.label,
        metric: { label: r.label },
        timeUnit: { label: r.time_unit_label },
        items: [],
      };
      groups.set(r.id, group);
    }
    group.items.push({ item: card, value: r.value });
  }
  return { metrics: [...groups.values()] };
}
