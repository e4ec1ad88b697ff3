import { useLingui } from '@lingui/react';
import { Badge, Group, Text } from '@mantine/core';
import type { ItemCard as ItemCardData } from '@storefront/contract/catalog-search';
import { VersionAndState } from '../../../components/state-badge.tsx';
import { UpdatedDate } from '../../../components/updated-date.tsx';

/** Version, state, object type, interface type, division and updated date: the summary fields under a name. */
export function ItemMeta({ item, compact }: { item: ItemCardData; compact?: boolean }) {
  const { _ } = useLingui();
  const isBundle = item.objectType === 'BUNDLE';
  return (
    <Group gap={compact ? 6 : 'xs'} wrap="wrap" data-testid="item-meta">
      <VersionAndState version={item.version} state={item.state} />
      <Badge variant="outline" color={isBundle ? 'grape' : 'gray'} size="sm">
        {_(isBundle ? 'cat.bundle' : 'cat.spec')}
      </Badge>
      {item.interfaceType?.name ? (
        <Badge variant="dot" color="gray" size="sm">
          {item.interfaceType.name}
        </Badge>
      ) : null}
      {item.division ? (
        <Text size="sm" c="dimmed">
          {item.division}
        </Text>
      ) : null}
      <UpdatedDate value={item.dateUpdated} />
    </Group>
  );
}
