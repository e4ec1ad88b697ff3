import type { MessageBody, ReplyResult } from '@storefront/contract/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client.ts';
import { conversationRoot, itemPath } from './keys.ts';

/** POST /api/web/comments/catitem/{id}/conv/{key}/order/{order}/reply */
export const postReply = (itemId: string, convKey: string, order: number, message: string) =>
  apiPost<ReplyResult>(
    `${itemPath('comments', itemId)}/conv/${encodeURIComponent(convKey)}/order/${order}/reply`,
    { message } satisfies MessageBody,
  );

export function usePostReply(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { convKey: string; order: number; message: string }) =>
      postReply(itemId, v.convKey, v.order, v.message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationRoot(itemId) }),
  });
}
