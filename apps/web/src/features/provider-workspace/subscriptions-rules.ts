import { i18n } from '@lingui/core';
import type { SubscriptionQuery, SubscriptionStatus } from '@storefront/contract/subscriptions';

/** The Inbox's views (the server's, without all). */
export type SubscriptionView = 'open' | 'pending' | 'approved' | 'closed';
export type SubscriptionAction = 'approve' | 'reject' | 'revoke';

/** Each status's label in the active language (getters: read when shown; ws-main area, issue 31). */
export const SUBSCRIPTION_STATUS_LABEL: Record<SubscriptionStatus, string> = {
  get pending() {
    return i18n._('ws-main.subs.status.pending');
  },
  get approved() {
    return i18n._('ws-main.subs.status.approved');
  },
  get rejected() {
    return i18n._('ws-main.subs.status.rejected');
  },
  get revoked() {
    return i18n._('ws-main.subs.status.revoked');
  },
};

/**
 * What a provider may do with a subscription, as the server allows it: approve anything not yet
 * approved, reject only a pending one, revoke only an approved one.
 */
export function subscriptionActions(status: SubscriptionStatus): SubscriptionAction[] {
  if (status === 'pending') return ['approve', 'reject'];
  if (status === 'approved') return ['revoke'];
  return ['approve'];
}

/** Subscriptions per page in the Inbox. */
export const SUBSCRIPTIONS_PAGE_SIZE = 20;

/**
 * The server's query for a view and a 1-based page (the server counts pages from 0, filters and
 * orders: pending first in the open view, then newest change first).
 */
export function subscriptionsQuery(
  itemId: string | null,
  view: SubscriptionView,
  page: number,
): SubscriptionQuery {
  return {
    view,
    ...(itemId ? { itemId } : {}),
    page: Math.max(0, page - 1),
    pageSize: SUBSCRIPTIONS_PAGE_SIZE,
  };
}
