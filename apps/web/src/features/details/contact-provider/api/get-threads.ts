import type { ConversationPage } from '@storefront/contract/conversations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';
import { itemPath, threadsKey } from './keys.ts';

/** Comments page size and offset step (spec section 9). */
export const THREADS_PAGE_SIZE = 20;

/** GET /api/web/asks/catitem/{id}?pageSize=20&offset={n}: threads, newest first. */
export const getThreads = (itemId: string, offset: number, signal?: AbortSignal) =>
  apiGet<ConversationPage>(itemPath('asks', itemId), { pageSize: THREADS_PAGE_SIZE, offset }, signal);

/** The next offset, or undefined once `last` (the total) is reached or a page comes back empty. */
export function nextThreadsOffset(pages: ConversationPage[]): number | undefined {
  const loaded = pages.reduce((sum, p) => sum + p.comments.length, 0);
  const last = pages.at(-1);
  if (!last || last.comments.length === 0) return undefined;
  return loaded < last.conversation.last ? loaded : undefined;
}

export const threadsQueryOptions = (itemId: string) =>
  infiniteQueryOptions({
    queryKey: threadsKey(itemId),
    queryFn: ({ pageParam, signal }) => getThreads(itemId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextThreadsOffset(pages),
    retry: false,
  });

export function useThreads(itemId: string) {
  return useInfiniteQuery(threadsQueryOptions(itemId));
}
