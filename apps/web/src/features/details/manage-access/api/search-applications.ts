import type { RefdataPage } from '@storefront/contract/access';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

export const SEARCH_PAGE_SIZE = 10;

/** GET /api/web/refdatas/apps/search: the application register, to name a new application. */
export const searchApplications = (name: string, page: number, signal?: AbortSignal) =>
  apiGet<RefdataPage>('/api/web/refdatas/apps/search', { name, page, pageSize: SEARCH_PAGE_SIZE }, signal);

export const searchApplicationsQueryOptions = (name: string, page: number) =>
  queryOptions({
    queryKey: ['refdatas', 'apps', name, page] as const,
    queryFn: ({ signal }) => searchApplications(name, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useSearchApplications(name: string, page: number, enabled: boolean) {
  return useQuery({ ...searchApplicationsQueryOptions(name, page), enabled });
}
