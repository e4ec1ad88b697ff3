import type { MyStore } from '@storefront/contract/my-store';
import { useQuery } from '@tanstack/react-query';
import { myStoreQueryOptions } from '../../../lib/my-store.ts';

/** Whether the user has unseen replies in a thread (from `replies` of GET my/store). */
export function hasUnreadReplies(store: MyStore | undefined, itemId: string, branch: string): boolean {
  const entry = store?.replies.find((r) => r.id === itemId);
  return entry?.conversationBranches.some((b) => b.key === branch && b.unread > 0) ?? false;
}

/** Each card selects its own flag, so a store refresh re-renders only the cards whose flag changed. */
export function useUnreadThread(itemId: string, branch: string | null): boolean {
  const query = useQuery({
    ...myStoreQueryOptions(),
    select: (store: MyStore) => (branch ? hasUnreadReplies(store, itemId, branch) : false),
    refetchOnMount: false,
  });
  return query.data ?? false;
}
