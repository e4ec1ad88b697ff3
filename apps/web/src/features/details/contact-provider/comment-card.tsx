import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { Comment } from '@storefront/contract/conversations';
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { failureWithLimit } from '../../../lib/api-error.ts';
import { myAccessRequestsQueryOptions } from '../get-api-access/api/get-my-access-requests.ts';
import { useClearReplies } from './api/clear-replies.ts';
import { useEditComment } from './api/edit-comment.ts';
import { useBranch } from './api/get-branch.ts';
import { usePostReply } from './api/post-reply.ts';
import { CommentMeta, TemplatedAnswers } from './comment-meta.tsx';
import { MessageForm } from './message-form.tsx';
import { useUnreadThread } from './use-unread-thread.ts';
import { FAILURE, isDeletedMessage, TEXTS } from './validation.ts';

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
  const { _ } = useLingui();
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
  const confirmText = isThread ? _('threads.comment.confirmDelete') : _('threads.reply.confirmDelete');
  // A decided access request is a record (the server answers 409 to an edit): offer a follow-up.
  const ownRequest = isThread && comment.mine && comment.styling === 'request';
  const requests = useQuery({ ...myAccessRequestsQueryOptions(itemId), enabled: ownRequest });
  const decided = ownRequest
    ? requests.data?.requests.find((r) => r.conversationKey === listKey && r.order === comment.order)
    : undefined;
  const locked = decided !== undefined && decided.status !== 'submitted';

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
            {TEXTS.deleted}
          </Text>
        ) : mode === 'edit' ? (
          <MessageForm
            kind={who}
            label={isThread ? _('threads.comment.edit') : _('threads.reply.edit')}
            placeholder={isThread ? _('threads.comment.placeholder') : _('threads.reply.placeholder')}
            submitLabel={_('threads.save')}
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
          <Group gap="xs" role="group" aria-label={confirmText}>
            <Text size="sm">{confirmText}</Text>
            <Button size="compact-xs" color="red" onClick={remove} loading={edit.isPending}>
              {_('threads.yesDelete')}
            </Button>
            <Button size="compact-xs" variant="default" onClick={() => setMode('view')}>
              {_('threads.cancel')}
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
            {canReplyHere && !locked ? (
              <Button size="compact-xs" variant="subtle" onClick={() => setMode('reply')}>
                {_('threads.reply')}
              </Button>
            ) : null}
            {comment.mine && locked ? (
              <>
                <Text size="xs" c="dimmed">
                  {_('threads.decided', { status: decided.status })}
                </Text>
                {canReplyHere ? (
                  <Button size="compact-xs" variant="subtle" onClick={() => setMode('reply')}>
                    {_('threads.followUp')}
                  </Button>
                ) : null}
              </>
            ) : comment.mine ? (
              <>
                <Button size="compact-xs" variant="subtle" onClick={() => setMode('edit')}>
                  {_('threads.edit')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setMode('confirm-delete')}
                >
                  {_('threads.delete')}
                </Button>
              </>
            ) : null}
            {props.threadPath ? (
              <Button size="compact-xs" variant="subtle" component={Link} to={props.threadPath}>
                {_('threads.openThread')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {mode === 'reply' && canReplyHere ? (
          <MessageForm
            kind="reply"
            label={_('threads.reply.add')}
            placeholder={_('threads.reply.placeholder')}
            submitLabel={_('threads.reply.post')}
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
              {showReplies
                ? _('threads.replies.hide')
                : _('threads.replies.show', { count: comment.replyCount })}
            </Button>
            {unread && !showReplies ? (
              <Badge size="xs" color="red" data-testid="new-replies">
                {_('threads.new')}
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
  const { _ } = useLingui();
  const query = useBranch(itemId, branch, true);
  const clear = useClearReplies(itemId).mutate;
  const cleared = useRef(false);
  const hasNew = query.data?.comments.some((c) => c.isNew) ?? false;

  useEffect(() => {
    if (!clearOnView || !hasNew || cleared.current) return;
    cleared.current = true;
    clear({ branch });
  }, [clearOnView, hasNew, clear, branch]);

  if (query.isPending) return <Loader size="xs" aria-label={_('threads.replies.loading')} />;
  const replies = query.data?.comments ?? [];
  if (replies.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {_('threads.replies.none')}
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={_('threads.replies')}
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
