import type { AccessStatus, ProviderAccessRequest } from '@storefront/contract/access';
import type { ProviderThread } from '@storefront/contract/conversations';

export type InboxKind = 'question' | 'access';
export type InboxStatus = 'unanswered' | AccessStatus;

/** One row of the inbox: an unanswered question or an access request. */
export interface InboxEntry {
  kind: InboxKind;
  key: string;
  itemId: string;
  itemName: string;
  message: string;
  author: string;
  timestamp: number;
  status: InboxStatus;
  conversationKey: string;
  order: number;
  request?: ProviderAccessRequest;
}

export interface InboxFilter {
  kind: InboxKind | 'all';
  /** 'open': unanswered questions and submitted requests; 'decided': approved or denied requests. */
  status: 'open' | 'decided' | 'all';
  itemId: string | null;
}

export const DEFAULT_FILTER: InboxFilter = { kind: 'all', status: 'open', itemId: null };

/** The consumer-side thread page, where the whole conversation is shown. */
export function threadPath(entry: Pick<InboxEntry, 'itemId' | 'conversationKey' | 'order'>): string {
  return `/catalog/details/${encodeURIComponent(entry.itemId)}/contact-provider/${entry.conversationKey}/${entry.order}`;
}

const threadKey = (conversationKey: string, order: number) => `${conversationKey}/${order}`;

/**
 * Questions and access requests in one list, newest first. A request's own thread is shown once, as
 * the request (it is answered by the decision, not by a reply).
 */
export function buildInbox(threads: ProviderThread[], requests: ProviderAccessRequest[]): InboxEntry[] {
  const requestThreads = new Set(requests.map((r) => threadKey(r.conversationKey, r.order)));
  const questions: InboxEntry[] = threads
    .filter((t) => !requestThreads.has(threadKey(t.conversationKey, t.order)))
    .map((t) => ({
      kind: 'question',
      key: `q-${threadKey(t.conversationKey, t.order)}`,
      itemId: t.itemId,
      itemName: t.itemName,
      message: t.message,
      author: t.owner,
      timestamp: t.timestamp,
      status: 'unanswered',
      conversationKey: t.conversationKey,
      order: t.order,
    }));
  const accesses: InboxEntry[] = requests.map((r) => ({
    kind: 'access',
    key: `a-${r.id}`,
    itemId: r.itemId,
    itemName: r.itemName,
    message: r.message,
    author: r.requester.displayName,
    timestamp: r.createdAt,
    status: r.status,
    conversationKey: r.conversationKey,
    order: r.order,
    request: r,
  }));
  return [...questions, ...accesses].sort((a, b) => b.timestamp - a.timestamp);
}

const isOpen = (e: InboxEntry) => e.status === 'unanswered' || e.status === 'submitted';

export function filterInbox(entries: InboxEntry[], filter: InboxFilter): InboxEntry[] {
  return entries.filter(
    (e) =>
      (filter.kind === 'all' || e.kind === filter.kind) &&
      (filter.status === 'all' || (filter.status === 'open') === isOpen(e)) &&
      (filter.itemId === null || e.itemId === filter.itemId),
  );
}

/** Items that appear in the inbox, by name, for the item filter. */
export function inboxItems(entries: InboxEntry[]): { value: string; label: string }[] {
  const byId = new Map(entries.map((e) => [e.itemId, e.itemName]));
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
