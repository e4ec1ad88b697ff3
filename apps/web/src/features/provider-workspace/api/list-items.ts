import type { ItemList } from '@storefront/contract/provider';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** One row of GET /api/provider/items. */
export type ProviderItemRow = ItemList['results'][number];

/** GET /api/provider/items?pageSize=500: the catalogue, for choosing an item. */
export const getProviderItems = (signal?: AbortSignal) =>
  apiGet<ItemList>('/api/provider/items', { pageSize: 500 }, signal);

export const providerItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['provider', 'items'] as const,
    queryFn: ({ signal }) => getProviderItems(signal),
    retry: false,
  });
