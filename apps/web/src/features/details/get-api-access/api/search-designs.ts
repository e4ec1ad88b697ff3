import type { DesignPage } from '@storefront/contract/access';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

export const DESIGN_PAGE_SIZE = 10;

/** GET /api/web/ics/search/atlasid: the designs of an application, by offset. */
export const searchDesigns = (atlasId: string, offset: number, signal?: AbortSignal) =>
  apiGet<DesignPage>(
    '/api/web/ics/search/atlasid',
    { atlasid: atlasId, offset, pageSize: DESIGN_PAGE_SIZE },
    signal,
  );

export const searchDesignsQueryOptions = (atlasId: string, offset: number) =>
  queryOptions({
    queryKey: ['access', 'designs', atlasId, offset] as const,
    queryFn: ({ signal }) => searchDesigns(atlasId, offset, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchDesigns(atlasId: string, offset: number) {
  return useQuery(searchDesignsQueryOptions(atlasId, offset));
}
