import type { TopMetrics } from '@storefront/contract/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/web/metrics/top: metric groups with their top items. */
export const getTopMetrics = (signal?: AbortSignal) =>
  apiGet<TopMetrics>('/api/web/metrics/top', undefined, signal);

// Under ['metrics'] so the favourite/subscribe toggles refresh it (lib/store-actions.ts).
export const topMetricsQueryOptions = () =>
  queryOptions({ queryKey: ['metrics', 'top'], queryFn: ({ signal }) => getTopMetrics(signal) });

export const useTopMetrics = () => useQuery(topMetricsQueryOptions());
