import type { ItemDetails } from '@storefront/contract/details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export const itemDetailsKey = (id: string) => ['catalog', 'details', id, 'summary'] as const;

/**
 * GET /api/web/catalog/item/{id}/summary. The view is recorded by add-recent-view (an explicit call
 * when the page opens), so the summary itself does not record it.
 */
export const getItemDetails = (id: string, signal?: AbortSignal) =>
  apiGet<ItemDetails>(
    `/api/web/catalog/item/${encodeURIComponent(id)}/summary`,
    { recordView: false },
    signal,
  );

export const itemDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: itemDetailsKey(id), queryFn: ({ signal }) => getItemDetails(id, signal) });

export function useItemDetails(id: string) {
  return useQuery(itemDetailsQueryOptions(id));
}
