import { ActionIcon, Indicator, Menu } from '@mantine/core';
import type { MyStore } from '@storefront/contract/my-store';
import { Link } from 'react-router';
import { BellIcon } from '../../components/icons.tsx';
import { formatBadgeCount } from '../../lib/format.ts';
import { bellLabel, countNotices } from '../../lib/my-store.ts';

/** Bell with the count of notifications plus replies ("99+" above 99) and a menu listing them. */
export function NotificationBell({
  store,
  defaultOpened,
}: {
  store: MyStore | undefined;
  defaultOpened?: boolean;
}) {
  const count = countNotices(store);
  const label = bellLabel(count);
  return (
    <Menu position="bottom-end" width={300} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Indicator
          label={formatBadgeCount(count)}
          size={18}
          disabled={count === 0}
          offset={4}
          color="red"
          data-testid="notification-badge"
        >
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <BellIcon />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        {count === 0 ? <Menu.Label>You have no new notifications</Menu.Label> : null}
        {store?.notifications.length ? <Menu.Label>Provider updates</Menu.Label> : null}
        {store?.notifications.map((n) => (
          <Menu.Item
            key={`n-${n.id}`}
            component={Link}
            to={`/catalog/details/${encodeURIComponent(n.id)}/provider-updates`}
          >
            {n.name} ({n.count})
          </Menu.Item>
        ))}
        {store?.replies.length ? <Menu.Label>Replies</Menu.Label> : null}
        {store?.replies.map((r) => (
          <Menu.Item
            key={`r-${r.id}`}
            component={Link}
            to={`/catalog/details/${encodeURIComponent(r.id)}/contact-provider`}
          >
            {r.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
