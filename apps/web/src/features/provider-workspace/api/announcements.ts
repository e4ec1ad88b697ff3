import type { Announcement } from '@storefront/contract/my-store';
import type { AnnouncementBody, ProviderAnnouncementsPage } from '@storefront/contract/provider';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client.ts';

export const ANNOUNCEMENTS_PAGE = 20;

/** GET /api/provider/announcements: all of them, scheduled ones too, newest first. */
export const providerAnnouncementsOptions = (page: number) =>
  queryOptions({
    queryKey: ['provider', 'announcements', page] as const,
    queryFn: ({ signal }) =>
      apiGet<ProviderAnnouncementsPage>(
        '/api/provider/announcements',
        { page, pageSize: ANNOUNCEMENTS_PAGE },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** POST /api/provider/announcements: 201 with the announcement as consumers will read it. */
export const createAnnouncement = (body: AnnouncementBody) =>
  apiPost<Announcement>('/api/provider/announcements', body);
export const updateAnnouncement = (id: string, body: AnnouncementBody) =>
  apiPut<Announcement>(`/api/provider/announcements/${encodeURIComponent(id)}`, body);
export const withdrawAnnouncement = (id: string) =>
  apiDelete<void>(`/api/provider/announcements/${encodeURIComponent(id)}`);
