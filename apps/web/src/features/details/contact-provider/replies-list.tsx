import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useClearReplies } from './api/clear-replies.ts';
import { useBranch } from './api/get-branch.ts';
import { CommentCard } from './comment-card.tsx';

/** A thread's replies, fetched when shown; seeing NEW replies clears their notification. */
export function RepliesList({
  itemId,
  branch,
  clearOnView,
}: {
  itemId: string;
  branch: string;
  clearOnView: boolean;
}) {
  const query = useBranch(itemId, branch, true);
  const clear = useClearReplies(itemId).mutate;
  const cleared = useRef(false);
  const hasNew = query.data?.comments.some((c) => c.isNew) ?? false;

  useEffect(() => {
    if (!clearOnView || !hasNew || cleared.current) return;
    cleared.current = true;
    clear({ branch });
  }, [clearOnView, hasNew, clear, branch]);

  if (query.isPending) return <Loader size="xs" aria-label="Loading replies" />;
  const replies = query.data?.comments ?? [];
  if (replies.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No replies
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label="Replies"
      style={{ listStyle: 'none', margin: 0, paddingLeft: 'var(--mantine-spacing-lg)' }}
    >
      {replies.map((r) => (
        <CommentCard
          key={r.key}
          itemId={itemId}
          comment={r}
          listKey={branch}
          isThread={false}
          canReply={false}
        />
      ))}
    </Stack>
  );
}
