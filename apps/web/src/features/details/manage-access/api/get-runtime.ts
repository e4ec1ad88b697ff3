import type { ItemRuntime } from '@storefront/contract/runtime';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';
import { runtimeKey, runtimePath } from './keys.ts';

/** GET /api/web/catalog/item/{id}/runtime: the consumer's developer on the item's runtime. */
export const getRuntime = (itemId: string, signal?: AbortSignal) =>
  apiGet<ItemRuntime>(runtimePath(itemId), undefined, signal);

export const runtimeQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: runtimeKey(itemId),
    queryFn: ({ signal }) => getRuntime(itemId, signal),
    retry: false,
  });

export function useRuntime(itemId: string) {
  return useQuery(runtimeQueryOptions(itemId));
}
