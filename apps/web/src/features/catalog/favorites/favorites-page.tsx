import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useMyStore } from '../../../lib/my-store.ts';
import { CatalogShell } from '../components/catalog-shell.tsx';
import { ResultCard } from '../components/result-card.tsx';

export const NO_FAVORITES_TEXT =
  'You currently have no favorites to display, add some from the search or details screen.';

/** The user's favourites (from the store), newest first; links carry origin "favorites". */
export function FavoritesPage() {
  const store = useMyStore();
  const favourites = store.data?.favouritesSummary ?? [];
  return (
    <CatalogShell>
      <Stack gap="lg">
        <Title order={1}>My Favorites</Title>
        {store.isPending ? <PageLoader label="Loading favorites" /> : null}
        {store.isError ? <ErrorState error={store.error} /> : null}
        {store.data && favourites.length === 0 ? (
          <Text c="dimmed" data-testid="no-favorites">
            {NO_FAVORITES_TEXT}
          </Text>
        ) : null}
        {favourites.length > 0 ? (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Favorites"
          >
            {favourites.map((item) => (
              <li key={item.id}>
                <ResultCard item={item} origin="favorites" />
              </li>
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </CatalogShell>
  );
}
