import type { CreateNoticeBody, EditedNotice, NoticesPage } from '@storefront/contract/notices';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPut } from '../../../lib/api-client.ts';

export const NOTICES_PAGE = 20;

/** GET /api/web/notices/catitem/{id}: an item's updates newest first, as consumers read them. */
export const itemNoticesPageOptions = (itemId: string, offset: number) =>
  queryOptions({
    queryKey: ['provider', 'notices', itemId, offset] as const,
    queryFn: ({ signal }) =>
      apiGet<NoticesPage>(
        `/api/web/notices/catitem/${encodeURIComponent(itemId)}`,
        { pageSize: NOTICES_PAGE, offset },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

const noticePath = (itemId: string, noticeId: string) =>
  `/api/provider/items/${encodeURIComponent(itemId)}/notices/${encodeURIComponent(noticeId)}`;

/** PUT: corrects the text in place (nobody is notified again). */
export const editNotice = (itemId: string, noticeId: string, message: string) =>
  apiPut<EditedNotice>(noticePath(itemId, noticeId), { message } satisfies CreateNoticeBody);

/** DELETE: withdraws the update (its notifications and unsent emails go too). */
export const withdrawNotice = (itemId: string, noticeId: string) =>
  apiDelete<void>(noticePath(itemId, noticeId));
