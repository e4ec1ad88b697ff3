import { useLingui } from '@lingui/react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { ProviderUpdateCard } from '../../../components/provider-update-card.tsx';
import { useSentinel } from '../../../lib/use-sentinel.ts';
import { useItemNotices } from '../api/get-item-notices.ts';
import { useDetailsContext } from '../components/details-context.ts';

/** Provider updates: 20 at a time, the next 20 loaded as the list end scrolls into view. */
export function ProviderUpdatesTab() {
  const { _ } = useLingui();
  const { item, tabLabel } = useDetailsContext();
  const notices = useItemNotices(item.id);
  const comments = notices.data?.pages.flatMap((p) => p.conversation.comments) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = notices;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isError;
  const sentinel = useSentinel(
    () => {
      if (canLoadMore) void fetchNextPage();
    },
    Boolean(hasNextPage) && !isError && !isFetchingNextPage,
    comments.length,
  );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tabLabel || _('det.menu.providerUpdates')}
      </Title>
      {notices.isPending ? <Loader size="sm" aria-label={_('det.loadingUpdates')} /> : null}
      {!notices.isPending && comments.length === 0 ? <Text c="dimmed">{_('det.noUpdates')}</Text> : null}
      {comments.length > 0 ? (
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={_('det.updates')}
        >
          {comments.map((notice) => (
            <ProviderUpdateCard key={notice.key} message={notice.message} timestamp={notice.timestamp} />
          ))}
        </Stack>
      ) : null}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
      {isFetchingNextPage ? <Loader size="sm" aria-label={_('det.loadingMoreUpdates')} /> : null}
    </Stack>
  );
}

export const Component = ProviderUpdatesTab;
