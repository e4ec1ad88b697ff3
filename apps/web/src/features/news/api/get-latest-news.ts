import type { LatestNews } from '@storefront/contract/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/web/news/latest: the latest provider updates across items. */
export const getLatestNews = (signal?: AbortSignal) =>
  apiGet<LatestNews>('/api/web/news/latest', undefined, signal);

export const latestNewsQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'latest'] as const,
    queryFn: ({ signal }) => getLatestNews(signal),
    retry: false,
  });

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions());
}
