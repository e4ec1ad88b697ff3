import { useLingui } from '@lingui/react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import type { MyStore } from '@storefront/contract/my-store';
import { useState } from 'react';
import { BellIcon } from '../../components/icons.tsx';
import { NotificationPanel } from '../../features/notifications/notification-panel.tsx';
import { formatBadgeCount } from '../../lib/format.ts';
import { bellLabel, countNotices } from '../../lib/my-store.ts';

/** Bell with the count of notifications plus replies ("99+" above 99) and a panel listing them. */
export function NotificationBell({
  store,
  defaultOpened,
}: {
  store: MyStore | undefined;
  defaultOpened?: boolean;
}) {
  const { _ } = useLingui();
  const [opened, setOpened] = useState(defaultOpened ?? false);
  const count = countNotices(store);
  // The badge wraps the popover, not the other way round: Popover.Target puts aria-expanded on its
  // child, which only the button may carry (axe aria-allowed-attr).
  return (
    <Indicator
      label={formatBadgeCount(count)}
      size={18}
      disabled={count === 0}
      offset={4}
      color="red"
      data-testid="notification-badge"
    >
      <Popover
        position="bottom-end"
        width="min(340px, calc(100vw - 16px))"
        withinPortal
        trapFocus
        opened={opened}
        onChange={setOpened}
        shadow="md"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel(count)}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-label={_('notify.title')}>
          <NotificationPanel store={store} onDone={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
