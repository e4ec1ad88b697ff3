import type { KeyUsageQuery, KeyUsageReport } from '@storefront/contract/key-usage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

/** GET /api/web/keys/usage: the signed-in consumer's own calls and errors per app, key and product. */
export const keyUsageQueryOptions = (query: KeyUsageQuery) =>
  queryOptions({
    queryKey: ['key-usage', query] as const,
    queryFn: ({ signal }) => apiGet<KeyUsageReport>('/api/web/keys/usage', { ...query }, signal),
    retry: false,
  });

export function useKeyUsage(query: KeyUsageQuery) {
  return useQuery(keyUsageQueryOptions(query));
}
