import { i18n } from '@lingui/core';
import type {
  InboxEntry,
  InboxKind,
  InboxQuery,
  InboxStatusFilter,
} from '@storefront/contract/provider-inbox';

export type { InboxEntry };

export interface InboxFilter {
  kind: InboxKind | 'all';
  /** 'open': unanswered questions and submitted requests; 'closed': answered, handled or decided. */
  status: InboxStatusFilter;
  itemId: string | null;
}

export const DEFAULT_FILTER: InboxFilter = { kind: 'all', status: 'open', itemId: null };
export const INBOX_PAGE_SIZE = 20;

/** The query string of GET /api/provider/inbox for a filter and a page (counted from 1 on screen). */
export function inboxQuery(filter: InboxFilter, page: number, pageSize = INBOX_PAGE_SIZE): InboxQuery {
  const query: InboxQuery = { status: filter.status, page: Math.max(0, page - 1), pageSize };
  if (filter.kind !== 'all') query.kind = filter.kind;
  if (filter.itemId) query.itemId = filter.itemId;
  return query;
}

export const pageCount = (total: number, pageSize = INBOX_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / pageSize));

/** The consumer-side thread page, where the whole conversation is shown. */
export function threadPath(entry: Pick<InboxEntry, 'itemId' | 'conversationKey' | 'order'>): string {
  return `/catalog/details/${encodeURIComponent(entry.itemId)}/contact-provider/${entry.conversationKey}/${entry.order}`;
}

/** Each status's label in the active language (getters: read when shown; ws-main area, issue 31). */
export const STATUS_LABEL: Record<InboxEntry['status'], string> = {
  get unanswered() {
    return i18n._('ws-main.status.unanswered');
  },
  get answered() {
    return i18n._('ws-main.status.answered');
  },
  get handled() {
    return i18n._('ws-main.status.handled');
  },
  get submitted() {
    return i18n._('ws-main.status.submitted');
  },
  get approved() {
    return i18n._('ws-main.status.approved');
  },
  get denied() {
    return i18n._('ws-main.status.denied');
  },
};

/** Questions can be marked handled (or reopened) unless a provider already answered them. */
export const canToggleHandled = (e: InboxEntry) =>
  e.kind === 'question' && (e.status === 'unanswered' || e.status === 'handled');
