import type { NoticesPage } from '@storefront/contract/notices';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Provider updates page size and offset step (spec section 9). */
export const NOTICES_PAGE_SIZE = 20;

/** GET /api/web/notices/catitem/{id}?pageSize=20&offset={n} */
export const getItemNotices = (id: string, offset: number, signal?: AbortSignal) =>
  apiGet<NoticesPage>(
    `/api/web/notices/catitem/${encodeURIComponent(id)}`,
    { pageSize: NOTICES_PAGE_SIZE, offset },
    signal,
  );

/** The next offset, or undefined once `last` (the total) is reached or a page comes back short. */
export function nextNoticesOffset(pages: NoticesPage[]): number | undefined {
  const loaded = pages.reduce((sum, p) => sum + p.conversation.comments.length, 0);
  const last = pages.at(-1);
  if (!last || last.conversation.comments.length === 0) return undefined;
  return loaded < last.conversation.last ? loaded : undefined;
}

export const itemNoticesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['details', id, 'notices'] as const,
    queryFn: ({ pageParam, signal }) => getItemNotices(id, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextNoticesOffset(pages),
    retry: false,
  });

export function useItemNotices(id: string) {
  return useInfiniteQuery(itemNoticesQueryOptions(id));
}
