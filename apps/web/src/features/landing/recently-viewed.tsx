import { useLingui } from '@lingui/react';
import { SimpleGrid, Text, Title } from '@mantine/core';
import { type CardItem, ItemCard } from '../../components/item-card.tsx';

/** Recently viewed: at most 4 (spec section 9). */
export const RECENTLY_VIEWED_MAX = 4;

export function RecentlyViewed({ items }: { items: CardItem[] }) {
  const { _ } = useLingui();
  const shown = items.slice(0, RECENTLY_VIEWED_MAX);
  return (
    <section aria-labelledby="recently-viewed-heading">
      <Title order={2} id="recently-viewed-heading" mb="sm">
        {_('landing.recent.title')}
      </Title>
      {shown.length === 0 ? (
        <Text c="dimmed">{_('landing.recent.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {shown.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
