import { type Static, Type } from '@sinclair/typebox';
import { ItemCard } from './catalog-search.ts';

/** One ranking metric with its top items (at most 4, value descending). */
export const TopMetricGroup = Type.Object({
  id: Type.String(),
  label: Type.String(),
  metric: Type.Object({ label: Type.String() }),
  timeUnit: Type.Object({ label: Type.String() }),
  items: Type.Array(Type.Object({ item: ItemCard, value: Type.Number() })),
});
export type TopMetricGroup = Static<typeof TopMetricGroup>;

/** GET /api/web/metrics/top: groups in metric order; metrics with no values are left out. */
export const TopMetrics = Type.Object({ metrics: Type.Array(TopMetricGroup) });
export type TopMetrics = Static<typeof TopMetrics>;
