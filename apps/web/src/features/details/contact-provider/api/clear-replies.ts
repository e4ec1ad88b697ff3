import type { RepliesCleared } from '@storefront/contract/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../../lib/api-client.ts';
import { myStoreKey } from '../../../../lib/my-store.ts';

const base = (itemId: string) => `/api/web/my/store/replies/${encodeURIComponent(itemId)}`;

/** PUT /api/web/my/store/replies/{id}/{key}/clear: the replies of one branch were seen. */
export const clearBranchReplies = (itemId: string, branch: string) =>
  apiPut<RepliesCleared>(`${base(itemId)}/${encodeURIComponent(branch)}/clear`);

/** PUT /api/web/my/store/replies/{id}/under/{convId}/{order}/clear: an expanded thread was opened. */
export const clearThreadReplies = (itemId: string, convId: string, order: number) =>
  apiPut<RepliesCleared>(`${base(itemId)}/under/${encodeURIComponent(convId)}/${order}/clear`);

/** Either clear; the bell (my store) refreshes afterwards. */
export function useClearReplies(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { branch: string } | { convId: string; order: number }) =>
      'branch' in target
        ? clearBranchReplies(itemId, target.branch)
        : clearThreadReplies(itemId, target.convId, target.order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myStoreKey }),
  });
}
