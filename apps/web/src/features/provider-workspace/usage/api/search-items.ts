import type { ItemList } from '@storefront/contract/provider';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

export type ItemChoice = Pick<ItemList['results'][number], 'id' | 'name'>;

/** GET /api/provider/items?q=: up to 20 items whose name or id contains the text. */
export const searchItems = (q: string, signal?: AbortSignal) =>
  apiGet<ItemList>('/api/provider/items', { q, pageSize: 20 }, signal);

export const itemSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['provider', 'items', 'search', q] as const,
    queryFn: ({ signal }) => searchItems(q, signal),
    staleTime: 30_000,
    retry: false,
  });
