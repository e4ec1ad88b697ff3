import type { RefdataPage, RefdataSearchParams, RefdataSearchQuery } from '@storefront/contract/access';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

export const REFDATA_PAGE_SIZE = 10;
export type RefdataKind = RefdataSearchParams['kind'];
/** The search step's filter inputs, as typed (trimmed when sent). */
export type RefdataFilters = Required<Pick<RefdataSearchQuery, 'code' | 'name' | 'short'>>;

/** GET /api/web/refdatas/{apps|prfs}/search: page counts from 0. */
export const searchRefdata = (
  kind: RefdataKind,
  filters: RefdataFilters,
  page: number,
  signal?: AbortSignal,
) =>
  apiGet<RefdataPage>(
    `/api/web/refdatas/${kind}/search`,
    {
      page,
      pageSize: REFDATA_PAGE_SIZE,
      code: filters.code.trim(),
      name: filters.name.trim(),
      short: filters.short.trim(),
    },
    signal,
  );

export const searchRefdataQueryOptions = (kind: RefdataKind, filters: RefdataFilters, page: number) =>
  queryOptions({
    queryKey: ['access', 'refdata', kind, filters, page] as const,
    queryFn: ({ signal }) => searchRefdata(kind, filters, page, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchRefdata(kind: RefdataKind, filters: RefdataFilters, page: number, enabled: boolean) {
  return useQuery({ ...searchRefdataQueryOptions(kind, filters, page), enabled });
}
