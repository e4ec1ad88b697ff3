import { useLingui } from '@lingui/react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useMyStore } from '../../../lib/my-store.ts';
import { CatalogShell } from '../components/catalog-shell.tsx';
import { ResultCard } from '../components/result-card.tsx';

/** Catalogue key of the spec's empty text. */
export const NO_FAVORITES_TEXT = 'fav.none';

/** The user's favourites (from the store), newest first; links carry origin "favorites". */
export function FavoritesPage() {
  const { _ } = useLingui();
  const store = useMyStore();
  const favourites = store.data?.favouritesSummary ?? [];
  return (
    <CatalogShell>
      <Stack gap="lg">
        <Title order={1}>{_('nav.favorites')}</Title>
        {store.isPending ? <PageLoader label={_('fav.loading')} /> : null}
        {store.isError ? <ErrorState error={store.error} /> : null}
        {store.data && favourites.length === 0 ? (
          <Text c="dimmed" data-testid="no-favorites">
            {_(NO_FAVORITES_TEXT)}
          </Text>
        ) : null}
        {favourites.length > 0 ? (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={_('fav.list')}
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
