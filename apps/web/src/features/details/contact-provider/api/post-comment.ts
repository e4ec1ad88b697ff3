import type { AskBody, Comment } from '@storefront/contract/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../../lib/api-client.ts';
import { conversationRoot, itemPath } from './keys.ts';

/** POST /api/web/asks/catitem/{id}/conv/{key} with a question. */
export const postComment = (itemId: string, convKey: string, message: string) =>
  apiPost<Comment>(`${itemPath('asks', itemId)}/conv/${encodeURIComponent(convKey)}`, {
    message,
    styling: 'question',
  } satisfies AskBody);

/** Posting reloads the list (spec section 4). */
export function usePostComment(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ convKey, message }: { convKey: string; message: string }) =>
      postComment(itemId, convKey, message),
    onSuccess: () => queryClient.resetQueries({ queryKey: conversationRoot(itemId) }),
  });
}
