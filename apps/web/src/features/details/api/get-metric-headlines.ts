import type { MetricHeadlines } from '@storefront/contract/details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/web/catalog/item/{id}/metrics/headlines */
export const getMetricHeadlines = (id: string, signal?: AbortSignal) =>
  apiGet<MetricHeadlines>(
    `/api/web/catalog/item/${encodeURIComponent(id)}/metrics/headlines`,
    undefined,
    signal,
  );

export const metricHeadlinesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['details', id, 'metrics'] as const,
    queryFn: ({ signal }) => getMetricHeadlines(id, signal),
    retry: false,
  });

export function useMetricHeadlines(id: string, enabled = true) {
  return useQuery({ ...metricHeadlinesQueryOptions(id), enabled });
}
