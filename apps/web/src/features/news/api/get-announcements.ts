import type { AnnouncementsPage } from '@storefront/contract/news';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Announcements page size (spec section 9). */
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** GET /api/web/announcements?reverse=true&page={n}&pageSize=20 (page counts from 0). */
export const getAnnouncements = (page: number, signal?: AbortSignal) =>
  apiGet<AnnouncementsPage>(
    '/api/web/announcements',
    { reverse: true, page, pageSize: ANNOUNCEMENTS_PAGE_SIZE },
    signal,
  );

export const announcementsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['news', 'announcements', page] as const,
    queryFn: ({ signal }) => getAnnouncements(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAnnouncements(page: number) {
  return useQuery(announcementsQueryOptions(page));
}
