import type { ConversationPage } from '@storefront/contract/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';
import { itemPath, threadKey } from './keys.ts';

/** GET /api/web/asks/catitem/{id}/conv/{convId}/{order}: one thread. */
export const getThread = (itemId: string, convId: string, order: number, signal?: AbortSignal) =>
  apiGet<ConversationPage>(
    `${itemPath('asks', itemId)}/conv/${encodeURIComponent(convId)}/${order}`,
    undefined,
    signal,
  );

export const threadQueryOptions = (itemId: string, convId: string, order: number) =>
  queryOptions({
    queryKey: threadKey(itemId, convId, order),
    queryFn: ({ signal }) => getThread(itemId, convId, order, signal),
    retry: false,
  });

export function useThread(itemId: string, convId: string, order: number) {
  return useQuery(threadQueryOptions(itemId, convId, order));
}
