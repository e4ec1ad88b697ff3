import { i18n } from '@lingui/core';
import type { InboxCounts } from '@storefront/contract/provider-inbox';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { formatBadgeCount } from './format.ts';

/** Under ['provider'], so every workspace action (reply, decision, handled) refreshes the badge. */
export const inboxCountsKey = ['provider', 'inbox-counts'] as const;

/** GET /api/provider/inbox/counts: open questions and pending access requests. */
export const getInboxCounts = (signal?: AbortSignal) =>
  apiGet<InboxCounts>('/api/provider/inbox/counts', undefined, signal);

export const inboxCountsQueryOptions = () =>
  queryOptions({
    queryKey: inboxCountsKey,
    queryFn: ({ signal }) => getInboxCounts(signal),
    // New questions raise no live event for providers yet: poll, and refetch on focus.
    refetchInterval: 60_000,
    retry: false,
  });

/**
 * "Inbox 3: waiting in the provider inbox (2 questions, 1 access request)": the name starts with the
 * badge's visible text, so speech input users can say what they see (WCAG 2.5.3, axe
 * label-content-name-mismatch).
 */
export function inboxCountsLabel(c: InboxCounts): string {
  return i18n._('inbox.label', {
    count: formatBadgeCount(c.total),
    questions: c.questions,
    requests: c.requests,
  });
}
