import { useLingui } from '@lingui/react';
import { Badge, Card, SimpleGrid, Text } from '@mantine/core';
import type { CustomerConfig } from '@storefront/contract/config';
import { Link } from 'react-router';
import { announcementsLabel, formatBadgeCount } from '../../lib/format.ts';
import { isTaxonomyEnabled, isTopApisEnabled } from '../../lib/nav-rules.ts';

interface Tile {
  /** Also names its title and text in the catalogue: landing.tile.<key>.title / .text */
  key: 'top' | 'fav' | 'news' | 'tax';
  to: string;
  badge?: number;
}

export function buildTiles(config: CustomerConfig, announcements: number): Tile[] {
  const tiles: Tile[] = [];
  if (isTopApisEnabled(config)) {
    tiles.push({
      key: 'top',
      to: '/catalog/top-apis',
    });
  }
  tiles.push(
    {
      key: 'fav',
      to: '/catalog/favorites',
    },
    {
      key: 'news',
      to: '/news/announcements',
      badge: announcements,
    },
  );
  if (isTaxonomyEnabled(config)) {
    tiles.push({
      key: 'tax',
      to: '/catalog/taxonomy',
    });
  }
  return tiles;
}

export function LandingTiles({ config, announcements }: { config: CustomerConfig; announcements: number }) {
  const { _ } = useLingui();
  const tiles = buildTiles(config, announcements);
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Card
            withBorder
            padding="lg"
            component={Link}
            to={tile.to}
            h="100%"
            data-testid={`tile-${tile.key}`}
          >
            <Text fw={700} size="lg" c="var(--mantine-color-brand-text)">
              {_(`landing.tile.${tile.key}.title`)}
              {tile.badge ? (
                <Badge ml="xs" size="sm" aria-label={announcementsLabel(tile.badge)}>
                  {formatBadgeCount(tile.badge)}
                </Badge>
              ) : null}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {_(`landing.tile.${tile.key}.text`)}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
