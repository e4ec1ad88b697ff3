import { Group } from '@mantine/core';
import type { ItemCard as ItemCardData } from '@storefront/contract/catalog-search';
import { FavouriteToggle } from '../../../components/favourite-toggle.tsx';
import { SubscribeToggle } from '../../../components/subscribe-toggle.tsx';

/** Heart and bell for one item. */
export function ItemMarks({ item }: { item: ItemCardData }) {
  return (
    <Group gap={2} wrap="nowrap">
      <FavouriteToggle itemId={item.id} itemName={item.name} active={item.userFavourite} />
      <SubscribeToggle itemId={item.id} itemName={item.name} active={item.userWatched} />
    </Group>
  );
}
