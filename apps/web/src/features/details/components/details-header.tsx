import { useLingui } from '@lingui/react';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ItemDetails } from '@storefront/contract/details';
import { FavouriteToggle } from '../../../components/favourite-toggle.tsx';
import { StateBadge } from '../../../components/state-badge.tsx';
import { SubscribeToggle } from '../../../components/subscribe-toggle.tsx';
import type { ChosenVersion } from '../versions/use-version.ts';
import { LifecycleNotice, VersionSwitcher } from '../versions/version-switcher.tsx';

/**
 * Item name and the version shown with the subscribe bell, the favourite heart and the state badge;
 * the version switcher and the shown version's deprecation and sunset date (issue 28) below.
 */
export function DetailsHeader({ item, version }: { item: ItemDetails; version?: ChosenVersion }) {
  const { _ } = useLingui();
  const label = version?.shown?.label ?? item.version;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Title>
          {label ? (
            <Text size="sm" c="dimmed">
              {_('cat.version', { version: label })}
            </Text>
          ) : null}
        </div>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          {version ? <VersionSwitcher chosen={version} /> : null}
          <SubscribeToggle itemId={item.id} itemName={item.name} active={item.userWatched} size="lg" />
          <FavouriteToggle itemId={item.id} itemName={item.name} active={item.userFavourite} size="lg" />
          <StateBadge state={item.state} />
        </Group>
      </Group>
      <LifecycleNotice version={version?.shown} />
    </Stack>
  );
}
