import { useLingui } from '@lingui/react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useSentinel } from '../../../lib/use-sentinel.ts';
import { useDetailsContext } from '../components/details-context.ts';
import { useThreads } from './api/get-threads.ts';
import { usePostComment } from './api/post-comment.ts';
import { MessageForm } from './message-form.tsx';
import { ThreadListFrame, ThreadPage } from './thread-list.tsx';
import { FAILURE } from './validation.ts';

/** Contact Provider: ask a question, and the item's threads, 20 more as the list end scrolls into view. */
export function ContactProviderTab() {
  const { _ } = useLingui();
  const { item, tabLabel } = useDetailsContext();
  const threads = useThreads(item.id);
  const post = usePostComment(item.id);
  const pages = threads.data?.pages ?? [];
  const conversation = pages[0]?.conversation;
  const pageList = pages.map((page, i) => ({ page, offset: Number(threads.data?.pageParams[i] ?? 0) }));
  const loaded = pages.reduce((n, p) => n + p.comments.length, 0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = threads;
  const sentinel = useSentinel(
    () => {
      if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
    },
    Boolean(hasNextPage) && !isError && !isFetchingNextPage,
    loaded,
  );
  const threadRoot = `/catalog/details/${encodeURIComponent(item.id)}/contact-provider`;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tabLabel || _('det.menu.contactProvider')}
      </Title>
      <MessageForm
        kind="comment"
        label={_('threads.comment.add')}
        placeholder={_('threads.comment.placeholder')}
        submitLabel={_('threads.comment.post')}
        failureText={FAILURE.post}
        disabled={!conversation}
        onSubmit={(message) => post.mutateAsync({ convKey: conversation?.key ?? '', message })}
      />
      {threads.isPending ? <Loader size="sm" aria-label={_('threads.comments.loading')} /> : null}
      {!threads.isPending && loaded === 0 ? <Text c="dimmed">{_('threads.comments.none')}</Text> : null}
      {conversation && loaded > 0 ? (
        <ThreadListFrame>
          {pageList.map(({ page, offset }) => (
            <ThreadPage
              // Offsets are stable page identities: earlier pages keep their elements.
              key={offset}
              itemId={item.id}
              convKey={conversation.key}
              canReply={conversation.canReply}
              comments={page.comments}
              threadRoot={threadRoot}
            />
          ))}
        </ThreadListFrame>
      ) : null}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
      {isFetchingNextPage ? <Loader size="sm" aria-label={_('threads.comments.loadingMore')} /> : null}
    </Stack>
  );
}

export const Component = ContactProviderTab;
