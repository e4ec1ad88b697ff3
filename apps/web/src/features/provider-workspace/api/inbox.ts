import type { HandledBody, HandledResult } from '@storefront/contract/conversations';
import type { InboxPage, InboxQuery } from '@storefront/contract/provider-inbox';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api-client.ts';

/** GET /api/provider/inbox: questions and access requests, newest first, filtered and paged by the server. */
export const getInbox = (query: InboxQuery, signal?: AbortSignal) =>
  apiGet<InboxPage>('/api/provider/inbox', { ...query }, signal);

export const inboxQueryOptions = (query: InboxQuery) =>
  queryOptions({
    queryKey: ['provider', 'inbox', query] as const,
    queryFn: ({ signal }) => getInbox(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** PUT /api/provider/conversations/{convId}/threads/{order}/handled {handled}. */
export const setThreadHandled = (conversationKey: string, order: number, handled: boolean) =>
  apiPut<HandledResult>(
    `/api/provider/conversations/${encodeURIComponent(conversationKey)}/threads/${order}/handled`,
    { handled } satisfies HandledBody,
  );
