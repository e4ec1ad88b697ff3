import { Group, Text, Title } from '@mantine/core';
import type { ItemDetails } from '@storefront/contract/details';
import { FavouriteToggle } from '../../../components/favourite-toggle.tsx';
import { StateBadge } from '../../../components/state-badge.tsx';
import { SubscribeToggle } from '../../../components/subscribe-toggle.tsx';

/** Item name and version with the subscribe bell, the favourite heart and the state badge. */
export function DetailsHeader({ item }: { item: ItemDetails }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Title>
        {item.version ? (
          <Text size="sm" c="dimmed">
            Version {item.version}
          </Text>
        ) : null}
      </div>
      <Group gap="xs" wrap="nowrap">
        <SubscribeToggle itemId={item.id} itemName={item.name} active={item.userWatched} size="lg" />
        <FavouriteToggle itemId={item.id} itemName={item.name} active={item.userFavourite} size="lg" />
        <StateBadge state={item.state} />
      </Group>
    </Group>
  );
}
