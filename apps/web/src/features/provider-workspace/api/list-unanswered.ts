import type { UnansweredThreads } from '@storefront/contract/conversations';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/provider/conversations/unanswered: threads across items without a provider reply. */
export const getUnanswered = (signal?: AbortSignal) =>
  apiGet<UnansweredThreads>('/api/provider/conversations/unanswered', { pageSize: 100, offset: 0 }, signal);

export const unansweredQueryOptions = () =>
  queryOptions({
    queryKey: ['provider', 'unanswered'] as const,
    queryFn: ({ signal }) => getUnanswered(signal),
    retry: false,
  });
