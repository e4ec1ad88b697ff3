import type {
  AccessPolicy,
  SubscriptionDecisionBody,
  SubscriptionList,
  SubscriptionQuery,
} from '@storefront/contract/subscriptions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client.ts';

/** GET /api/provider/subscriptions: consumers' keys on gated products, newest change first. */
export const subscriptionsQueryOptions = (query: SubscriptionQuery) =>
  queryOptions({
    queryKey: ['provider', 'subscriptions', query] as const,
    queryFn: ({ signal }) => apiGet<SubscriptionList>('/api/provider/subscriptions', { ...query }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** POST /api/provider/subscriptions/{id}/decision {action, comment}. */
export const decideSubscription = (id: string, body: SubscriptionDecisionBody) =>
  apiPost<SubscriptionList>(`/api/provider/subscriptions/${encodeURIComponent(id)}/decision`, body);

/** GET /api/provider/items/{id}/access-policy. */
export const accessPolicyQueryOptions = (itemId: string) =>
  queryOptions({
    queryKey: ['provider', 'access-policy', itemId] as const,
    queryFn: ({ signal }) =>
      apiGet<AccessPolicy>(
        `/api/provider/items/${encodeURIComponent(itemId)}/access-policy`,
        undefined,
        signal,
      ),
    retry: false,
  });

/** PUT /api/provider/items/{id}/access-policy {approval}. */
export const putAccessPolicy = (itemId: string, body: AccessPolicy) =>
  apiPut<AccessPolicy>(`/api/provider/items/${encodeURIComponent(itemId)}/access-policy`, body);
