import { useLingui } from '@lingui/react';
import { Stack } from '@mantine/core';
import type { Comment } from '@storefront/contract/conversations';
import { memo } from 'react';
import { CommentCard } from './comment-card.tsx';

interface ThreadPageProps {
  itemId: string;
  convKey: string;
  canReply: boolean;
  comments: Comment[];
  /** Expanded view path of a thread. */
  threadRoot: string;
}

/** One loaded page of threads; memoised, so loading the next page renders only the new one. */
export const ThreadPage = memo(function ThreadPage({
  itemId,
  convKey,
  canReply,
  comments,
  threadRoot,
}: ThreadPageProps) {
  return comments.map((c) => (
    <CommentCard
      key={c.key}
      itemId={itemId}
      comment={c}
      listKey={convKey}
      isThread
      canReply={canReply}
      threadPath={`${threadRoot}/${encodeURIComponent(convKey)}/${c.order}`}
    />
  ));
});

export function ThreadListFrame({ children }: { children: React.ReactNode }) {
  const { _ } = useLingui();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={_('threads.comments')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {children}
    </Stack>
  );
}
