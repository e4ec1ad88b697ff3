import { i18n } from '@lingui/core';
import type { MyStore } from '@storefront/contract/my-store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { formatBadgeCount } from './format.ts';

export const myStoreKey = ['my', 'store'] as const;

/** GET /api/web/my/store: badges, recently viewed, favourites summary. */
export const getMyStore = (signal?: AbortSignal) => apiGet<MyStore>('/api/web/my/store', undefined, signal);

export const myStoreQueryOptions = () =>
  queryOptions({ queryKey: myStoreKey, queryFn: ({ signal }) => getMyStore(signal), staleTime: 0 });

/** Refetched on every route change by the app layout; mutations that change it invalidate myStoreKey. */
export function useMyStore() {
  return useQuery(myStoreQueryOptions());
}

/** Bell badge: notifications plus replies. */
export function countNotices(store: MyStore | undefined): number {
  return (store?.notifications.length ?? 0) + (store?.replies.length ?? 0);
}

/** The bell's accessible name: "Notifications", or with the unread count ("99+" above 99). */
export function bellLabel(count: number): string {
  return count > 0 ? i18n._('notify.bellUnread', { count: formatBadgeCount(count) }) : i18n._('notify.title');
}
