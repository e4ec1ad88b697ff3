import { useLingui } from '@lingui/react';
import { Button, CloseButton, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { MyStore } from '@storefront/contract/my-store';
import { useNavigate } from 'react-router';
import { formatBadgeCount } from '../../lib/format.ts';
import { type ClearTarget, useClearMutation } from './api/clear-notifications.ts';

interface Entry {
  id: string;
  label: string;
  to: string;
  target: ClearTarget;
}

const detailsPath = (id: string) => `/catalog/details/${encodeURIComponent(id)}`;

export function notificationEntries(store: MyStore | undefined): Entry[] {
  return (store?.notifications ?? []).map((n) => ({
    id: `n-${n.id}`,
    label: n.count > 1 ? `${n.name} (${formatBadgeCount(n.count)})` : n.name,
    to: `${detailsPath(n.id)}/provider-updates`,
    target: { kind: 'notification', itemId: n.id },
  }));
}

export function replyEntries(store: MyStore | undefined): Entry[] {
  return (store?.replies ?? []).flatMap((r) =>
    r.conversationBranches.map((b) => ({
      id: `r-${r.id}-${b.key}`,
      label: `${b.messageStub ? `${r.name}: ${b.messageStub}${b.stubbed ? '…' : ''}` : r.name}${
        b.unread > 1 ? ` (${formatBadgeCount(b.unread)})` : ''
      }`,
      // A branch key is "{conversation}.{thread}"; the thread view is addressed by conversation and order.
      to: `${detailsPath(r.id)}/contact-provider/${encodeURIComponent(b.key.split('.')[0])}/${b.order}`,
      target: { kind: 'reply', itemId: r.id, key: b.key },
    })),
  );
}

function Section({
  title,
  clearAllLabel,
  count,
  entries,
  clearAll,
  onOpen,
  onClear,
}: {
  title: string;
  clearAllLabel: string;
  count: number;
  entries: Entry[];
  clearAll: ClearTarget;
  onOpen: (e: Entry) => void;
  onClear: (t: ClearTarget) => void;
}) {
  const { _ } = useLingui();
  if (entries.length === 0) return null;
  return (
    <section aria-label={title}>
      <Group justify="space-between" wrap="wrap" gap={4} mb={4}>
        <Title order={3} size="sm">
          {title} ({formatBadgeCount(count)})
        </Title>
        <Button size="compact-xs" variant="subtle" onClick={() => onClear(clearAll)}>
          {clearAllLabel}
        </Button>
      </Group>
      <Stack component="ul" gap={2} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((e) => (
          <Group component="li" key={e.id} justify="space-between" wrap="nowrap" gap={4}>
            <UnstyledButton className="notification-entry" onClick={() => onOpen(e)} style={{ flex: 1 }}>
              <Text size="sm" lineClamp={2}>
                {e.label}
              </Text>
            </UnstyledButton>
            <CloseButton
              size="sm"
              aria-label={_('notify.clear', { label: e.label })}
              onClick={() => onClear(e.target)}
            />
          </Group>
        ))}
      </Stack>
    </section>
  );
}

/**
 * The bell's panel: provider updates on watched items and replies to the user's conversations.
 * Opening an entry clears it and then goes to the item's provider updates (or the reply's thread),
 * also when clearing fails (spec section 4).
 */
export function NotificationPanel({ store, onDone }: { store: MyStore | undefined; onDone: () => void }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const clear = useClearMutation();
  const notifications = notificationEntries(store);
  const replies = replyEntries(store);
  const open = (e: Entry) => {
    onDone();
    clear
      .mutateAsync(e.target)
      .catch(() => {})
      .finally(() => navigate(e.to));
  };
  const clearOne = (t: ClearTarget) => clear.mutate(t);
  if (notifications.length + replies.length === 0) {
    return <Text size="sm">{_('notify.none')}</Text>;
  }
  return (
    // The panel scrolls within the viewport, so many updates never push Replies out of reach.
    <Stack gap="sm" className="notification-panel-scroll">
      <Section
        title={_('notify.updates')}
        clearAllLabel={_('notify.clearAllUpdates')}
        count={store?.notifications.length ?? 0}
        entries={notifications}
        clearAll={{ kind: 'notification' }}
        onOpen={open}
        onClear={clearOne}
      />
      <Section
        title={_('notify.replies')}
        clearAllLabel={_('notify.clearAllReplies')}
        count={replies.length}
        entries={replies}
        clearAll={{ kind: 'reply' }}
        onOpen={open}
        onClear={clearOne}
      />
    </Stack>
  );
}
