import type { Comment, EditBody } from '@storefront/contract/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../../lib/api-client.ts';
import { conversationRoot, itemPath } from './keys.ts';

/** What PUT /api/web/comments/catitem/{id} changes (contract EditBody): a new message, or deleted. */
export type CommentChange = Pick<EditBody, 'key' | 'order'> &
  (Required<Pick<EditBody, 'message'>> | { deleted: true });

export const editComment = (itemId: string, change: CommentChange) =>
  apiPut<Comment>(itemPath('comments', itemId), change);

export function useEditComment(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CommentChange) => editComment(itemId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationRoot(itemId) }),
  });
}
