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

export const STATUS_LABEL: Record<InboxEntry['status'], string> = {
  unanswered: 'Unanswered',
  answered: 'Answered',
  handled: 'Handled',
  submitted: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};

/** Questions can be marked handled (or reopened) unless a provider already answered them. */
export const canToggleHandled = (e: InboxEntry) =>
  e.kind === 'question' && (e.status === 'unanswered' || e.status === 'handled');
