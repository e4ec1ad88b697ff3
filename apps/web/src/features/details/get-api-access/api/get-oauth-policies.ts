import type { SecPolicyResult } from '@storefront/contract/access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

/** GET /api/web/ics/search/secpolicy?ids={id}: the item's OAuth-capable security policies. */
export const getOauthPolicies = (id: string, signal?: AbortSignal) =>
  apiGet<SecPolicyResult>('/api/web/ics/search/secpolicy', { ids: id }, signal);

export const oauthPoliciesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['access', 'secpolicy', id] as const,
    queryFn: ({ signal }) => getOauthPolicies(id, signal),
    retry: false,
  });

/** Whether the item has policies; false while loading or when the call fails (fields stay disabled). */
export function useHasOauthPolicies(id: string) {
  const query = useQuery(oauthPoliciesQueryOptions(id));
  const hasPolicies = (query.data?.results.find((r) => r.id === id)?.policies.length ?? 0) > 0;
  return { hasPolicies, isPending: query.isPending };
}
