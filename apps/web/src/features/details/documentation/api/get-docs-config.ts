import type { InteractiveDocsConfig } from '@storefront/contract/docs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

/** GET /api/web/catalog/item/{id}/interactivedocs/config: which Try modes are allowed. */
export const getDocsConfig = (id: string, signal?: AbortSignal) =>
  apiGet<InteractiveDocsConfig>(
    `/api/web/catalog/item/${encodeURIComponent(id)}/interactivedocs/config`,
    undefined,
    signal,
  );

export const docsConfigQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['details', id, 'docs-config'] as const,
    queryFn: ({ signal }) => getDocsConfig(id, signal),
    retry: false,
  });

export function useDocsConfig(id: string) {
  return useQuery(docsConfigQueryOptions(id));
}
