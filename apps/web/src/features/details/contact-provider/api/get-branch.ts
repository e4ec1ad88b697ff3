import type { ConversationPage } from '@storefront/contract/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client.ts';
import { branchKey, itemPath } from './keys.ts';

/** Reply branch fetch size (spec section 9). */
export const BRANCH_PAGE_SIZE = 1000;

/** GET /api/web/asks/catitem/{id}/conv/{branch}?pageSize=1000: a thread's replies, oldest first. */
export const getBranch = (itemId: string, branch: string, signal?: AbortSignal) =>
  apiGet<ConversationPage>(
    `${itemPath('asks', itemId)}/conv/${encodeURIComponent(branch)}`,
    { pageSize: BRANCH_PAGE_SIZE },
    signal,
  );

export const branchQueryOptions = (itemId: string, branch: string) =>
  queryOptions({
    queryKey: branchKey(itemId, branch),
    queryFn: ({ signal }) => getBranch(itemId, branch, signal),
    retry: false,
  });

/** Loaded on demand: only while `enabled` (the replies are expanded). */
export function useBranch(itemId: string, branch: string, enabled: boolean) {
  return useQuery({ ...branchQueryOptions(itemId, branch), enabled });
}
