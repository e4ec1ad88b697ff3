import type { UsageQuery, UsageReport } from '@storefront/contract/usage';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';

/** The panel's query: always a whole range; itemId null (left out of the URL) is the whole catalogue. */
export type UsageParams = { itemId: string | null } & Required<Pick<UsageQuery, 'from' | 'to' | 'bucket'>>;

/** GET /api/provider/usage: series per kind for an item (or the whole catalogue) and top items. */
export const getUsage = (params: UsageParams, signal?: AbortSignal) =>
  apiGet<UsageReport>(
    '/api/provider/usage',
    { itemId: params.itemId, from: params.from, to: params.to, bucket: params.bucket, top: 10 },
    signal,
  );

export const usageQueryOptions = (params: UsageParams) =>
  queryOptions({
    queryKey: ['provider', 'usage', params] as const,
    queryFn: ({ signal }) => getUsage(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
