import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** One row of GET /api/provider/items (contract ItemList). */
export interface ProviderItemRow {
  id: string;
  name: string;
  objectType: string;
}

/** GET /api/provider/items?pageSize=500: the catalogue, for choosing an item. */
export const getProviderItems = (signal?: AbortSignal) =>
  apiGet<{ results: ProviderItemRow[] }>('/api/provider/items', { pageSize: 500 }, signal);

export const providerItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['provider', 'items'] as const,
    queryFn: ({ signal }) => getProviderItems(signal),
    retry: false,
  });
