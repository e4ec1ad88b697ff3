import { SimpleGrid, Text, Title } from '@mantine/core';
import { type CardItem, ItemCard } from '../../components/item-card.tsx';

/** Recently viewed: at most 4 (spec section 9). */
export const RECENTLY_VIEWED_MAX = 4;

export function RecentlyViewed({ items }: { items: CardItem[] }) {
  const shown = items.slice(0, RECENTLY_VIEWED_MAX);
  return (
    <section aria-labelledby="recently-viewed-heading">
      <Title order={2} id="recently-viewed-heading" mb="sm">
        Recently Viewed
      </Title>
      {shown.length === 0 ? (
        <Text c="dimmed">You have no recently viewed APIs</Text>
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
