import type { RepliesCleared } from '@storefront/contract/conversations';
import type { NotificationsCleared } from '@storefront/contract/my-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { myStoreKey } from '../../../lib/my-store.ts';

/** PUT /api/web/my/store/notifications/{id}/clear (one item's) or /notifications/clear (all). */
export const clearNotifications = (itemId?: string) =>
  apiPut<NotificationsCleared>(
    itemId === undefined
      ? '/api/web/my/store/notifications/clear'
      : `/api/web/my/store/notifications/${encodeURIComponent(itemId)}/clear`,
  );

/** PUT /api/web/my/store/replies/{id}/{key}/clear (one branch's) or /replies/clear (all). */
export const clearReplies = (target?: { itemId: string; key: string }) =>
  apiPut<RepliesCleared>(
    target === undefined
      ? '/api/web/my/store/replies/clear'
      : `/api/web/my/store/replies/${encodeURIComponent(target.itemId)}/${encodeURIComponent(target.key)}/clear`,
  );

export type ClearTarget =
  | { kind: 'notification'; itemId?: string }
  | { kind: 'reply'; itemId?: string; key?: string };

export function clearTarget(t: ClearTarget) {
  if (t.kind === 'notification') return clearNotifications(t.itemId);
  return clearReplies(
    t.itemId !== undefined && t.key !== undefined ? { itemId: t.itemId, key: t.key } : undefined,
  );
}

/** Any clear; the store (bell, badges) is refetched afterwards, whether it worked or not. */
export function useClearMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearTarget,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myStoreKey }),
  });
}
