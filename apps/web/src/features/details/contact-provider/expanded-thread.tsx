import { useLingui } from '@lingui/react';
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useDetailsContext } from '../components/details-context.ts';
import { AccessRequestStatus } from '../get-api-access/access-request-status.tsx';
import { useClearReplies } from './api/clear-replies.ts';
import { useBranch } from './api/get-branch.ts';
import { useThread } from './api/get-thread.ts';
import { CommentCard } from './comment-card.tsx';
import { ThreadListFrame } from './thread-list.tsx';

/** contact-provider/:convId/:order: one thread with its replies; opening it clears its reply notification. */
export function ExpandedThread() {
  const { _ } = useLingui();
  const { item, tabLabel } = useDetailsContext();
  const params = useParams();
  const location = useLocation();
  const convId = params.convId ?? '';
  const order = Number(params.order);
  const valid = /^[0-9]+$/.test(convId) && Number.isInteger(order) && order > 0;
  const thread = useThread(item.id, convId, valid ? order : 0);
  const comment = valid ? thread.data?.comments[0] : undefined;
  const branch = comment?.branches[0] ?? null;
  // Shares the cache with the card's replies list; the clear waits for it so NEW replies show first.
  const replies = useBranch(item.id, branch ?? '', branch !== null);
  const clear = useClearReplies(item.id).mutate;
  const cleared = useRef('');
  const ready = comment !== undefined && (branch === null || replies.isSuccess || replies.isError);

  useEffect(() => {
    const target = `${convId}/${order}`;
    if (!ready || cleared.current === target) return;
    cleared.current = target;
    clear({ convId, order });
  }, [ready, convId, order, clear]);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tabLabel || _('det.menu.contactProvider')}
      </Title>
      <Anchor
        component={Link}
        to={{
          pathname: `/catalog/details/${encodeURIComponent(item.id)}/contact-provider`,
          search: location.search,
        }}
        state={location.state}
      >
        {_('threads.viewAll')}
      </Anchor>
      {valid && thread.isPending ? <Loader size="sm" aria-label={_('threads.loadingConversation')} /> : null}
      {!valid || thread.isError || (thread.isSuccess && !comment) ? (
        <Text c="dimmed">{_('threads.comments.none')}</Text>
      ) : null}
      {comment?.styling === 'request' && comment.template && thread.data ? (
        <AccessRequestStatus
          itemId={item.id}
          conversationKey={thread.data.conversation.key}
          order={comment.order}
        />
      ) : null}
      {comment && thread.data ? (
        <ThreadListFrame>
          <CommentCard
            itemId={item.id}
            comment={comment}
            listKey={thread.data.conversation.key}
            isThread
            canReply={thread.data.conversation.canReply}
            expanded
          />
        </ThreadListFrame>
      ) : null}
    </Stack>
  );
}

export const Component = ExpandedThread;
