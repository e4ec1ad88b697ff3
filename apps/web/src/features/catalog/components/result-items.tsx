import { useLingui } from '@lingui/react';
import { SimpleGrid, Stack } from '@mantine/core';
import type { ItemCard as ItemCardData } from '@storefront/contract/catalog-search';
import type { ViewMode } from '../../../lib/local-prefs.ts';
import type { DetailsOrigin } from './item-link.ts';
import { ResultCard } from './result-card.tsx';
import { ResultRow } from './result-row.tsx';

interface ResultItemsProps {
  items: ItemCardData[];
  view: ViewMode;
  origin?: DetailsOrigin;
  headingLevel?: 2 | 3 | 4;
  /** Narrower columns where the results share the width with a tree. */
  narrow?: boolean;
}

/** Cards in a grid, or rows in a list; both are list items for assistive tech. */
export function ResultItems({ items, view, origin, headingLevel, narrow }: ResultItemsProps) {
  const { _ } = useLingui();
  const listStyle = { listStyle: 'none', padding: 0, margin: 0 };
  if (view === 'list') {
    return (
      <Stack component="ul" gap="xs" style={listStyle} aria-label={_('cat.results')}>
        {items.map((item) => (
          <li key={item.id}>
            <ResultRow item={item} origin={origin} headingLevel={headingLevel} />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={narrow ? { base: 1, md: 2 } : { base: 1, sm: 2, lg: 3 }}
      spacing="md"
      style={listStyle}
      aria-label={_('cat.results')}
    >
      {items.map((item) => (
        <li key={item.id}>
          <ResultCard item={item} origin={origin} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
