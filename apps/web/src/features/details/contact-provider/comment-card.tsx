import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { Comment } from '@storefront/contract/conversations';
import { memo, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { failureWithLimit } from '../../../lib/api-error.ts';
import { useClearReplies } from './api/clear-replies.ts';
import { useEditComment } from './api/edit-comment.ts';
import { useBranch } from './api/get-branch.ts';
import { usePostReply } from './api/post-reply.ts';
import { CommentMeta, TemplatedAnswers } from './comment-meta.tsx';
import { MessageForm } from './message-form.tsx';
import { useUnreadThread } from './use-unread-thread.ts';
import { DELETED_TEXT, FAILURE, isDeletedMessage } from './validation.ts';

export interface CommentCardProps {
  itemId: string;
  comment: Comment;
  /** The key the comment is listed under: the conversation key for a thread, the branch key for a reply. */
  listKey: string;
  isThread: boolean;
  canReply: boolean;
  /** Path of the thread's expanded view (list only). */
  threadPath?: string;
  /** Replies start expanded (expanded view), and are cleared by the view rather than here. */
  expanded?: boolean;
}

type Mode = 'view' | 'edit' | 'confirm-delete' | 'reply';

/** One comment or reply: message as text, owner actions, reply, and the thread's replies on demand. */
export const CommentCard = memo(function CommentCard(props: CommentCardProps) {
  const { itemId, comment, listKey, isThread } = props;
  const [mode, setMode] = useState<Mode>('view');
  const [showReplies, setShowReplies] = useState(props.expanded ?? false);
  const [deleteFailed, setDeleteFailed] = useState<string | null>(null);
  const edit = useEditComment(itemId);
  const reply = usePostReply(itemId);
  const deleted = isDeletedMessage(comment);
  const branch = comment.branches[0] ?? null;
  const unread = useUnreadThread(itemId, isThread ? branch : null);
  const canReplyHere = isThread && props.canReply && !deleted;
  const who = isThread ? 'comment' : 'reply';

  const remove = () =>
    edit.mutate(
      { key: listKey, order: comment.order, deleted: true },
      {
        onSuccess: () => setMode('view'),
        onError: (err) => setDeleteFailed(failureWithLimit(FAILURE.edit, err)),
      },
    );

  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      data-testid={isThread ? 'comment' : 'reply'}
      data-comment-key={comment.key}
    >
      <Stack gap={6}>
        <CommentMeta comment={comment} />
        {deleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            {DELETED_TEXT}
          </Text>
        ) : mode === 'edit' ? (
          <MessageForm
            kind={who}
            label={`Edit ${who}`}
            placeholder={isThread ? 'Add a comment...' : 'Add a reply...'}
            submitLabel="Save"
            failureText={FAILURE.edit}
            initial={comment.message}
            autoFocus
            onSubmit={async (message) => {
              await edit.mutateAsync({ key: listKey, order: comment.order, message });
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message">
            {comment.message}
          </Text>
        )}
        {!deleted ? <TemplatedAnswers comment={comment} /> : null}
        {mode === 'confirm-delete' ? (
          <Group gap="xs" role="group" aria-label={`Delete this ${who}?`}>
            <Text size="sm">Delete this {who}?</Text>
            <Button size="compact-xs" color="red" onClick={remove} loading={edit.isPending}>
              Yes, delete
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </Group>
        ) : null}
        {deleteFailed ? (
          <Alert color="red" role="alert" p="xs" withCloseButton onClose={() => setDeleteFailed(null)}>
            {deleteFailed}
          </Alert>
        ) : null}
        {!deleted && mode === 'view' ? (
          <Group gap="xs">
            {canReplyHere ? (
              <Button size="compact-xs" variant="subtle" onClick={() => setMode('reply')}>
                Reply
              </Button>
            ) : null}
            {comment.mine ? (
              <>
                <Button size="compact-xs" variant="subtle" onClick={() => setMode('edit')}>
                  Edit
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setMode('confirm-delete')}
                >
                  Delete
                </Button>
              </>
            ) : null}
            {props.threadPath ? (
              <Button size="compact-xs" variant="subtle" component={Link} to={props.threadPath}>
                Open thread
              </Button>
            ) : null}
          </Group>
        ) : null}
        {mode === 'reply' && canReplyHere ? (
          <MessageForm
            kind="reply"
            label="Add a reply"
            placeholder="Add a reply..."
            submitLabel="Post Reply"
            failureText={FAILURE.reply}
            autoFocus
            onSubmit={async (message) => {
              await reply.mutateAsync({ convKey: listKey, order: comment.order, message });
              setMode('view');
              setShowReplies(true);
            }}
            onCancel={() => setMode('view')}
          />
        ) : null}
        {isThread && !deleted && branch ? (
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="light"
              aria-expanded={showReplies}
              onClick={() => setShowReplies((v) => !v)}
            >
              {showReplies ? 'Hide replies' : `Show replies (${comment.replyCount})`}
            </Button>
            {unread && !showReplies ? (
              <Badge size="xs" color="red" data-testid="new-replies">
                NEW
              </Badge>
            ) : null}
          </Group>
        ) : null}
        {isThread && !deleted && branch && showReplies ? (
          <RepliesList itemId={itemId} branch={branch} clearOnView={!props.expanded} />
        ) : null}
      </Stack>
    </Card>
  );
});

// The replies of a comment are comment cards themselves: the two recurse, so they share this file.
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
