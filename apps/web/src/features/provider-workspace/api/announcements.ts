import type { Announcement } from '@storefront/contract/my-store';
import type { AnnouncementBody } from '@storefront/contract/provider';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client.ts';

export type ProviderAnnouncement = Announcement & { scheduled: boolean };
export const ANNOUNCEMENTS_PAGE = 20;

/** GET /api/provider/announcements: all of them, scheduled ones too, newest first. */
export const providerAnnouncementsOptions = (page: number) =>
  queryOptions({
    queryKey: ['provider', 'announcements', page] as const,
    queryFn: ({ signal }) =>
      apiGet<{ announcements: ProviderAnnouncement[]; total: number }>(
        '/api/provider/announcements',
        { page, pageSize: ANNOUNCEMENTS_PAGE },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const createAnnouncement = (body: AnnouncementBody) =>
  apiPost<unknown>('/api/provider/announcements', body);
export const updateAnnouncement = (id: string, body: AnnouncementBody) =>
  apiPut<unknown>(`/api/provider/announcements/${encodeURIComponent(id)}`, body);
export const withdrawAnnouncement = (id: string) =>
  apiDelete<void>(`/api/provider/announcements/${encodeURIComponent(id)}`);
