import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ItemCard as ItemCardData } from '@storefront/contract/catalog-search';
import { Link, useLocation } from 'react-router';
import { truncate } from '../../../lib/format.ts';
import { type DetailsOrigin, detailsPath, originState } from './item-link.ts';
import { ItemMarks } from './item-marks.tsx';
import { ItemMeta } from './item-meta.tsx';

/** List description cut (spec section 9). */
export const LIST_DESCRIPTION_MAX = 150;

interface ResultRowProps {
  item: ItemCardData;
  origin?: DetailsOrigin;
  headingLevel?: 2 | 3 | 4;
}

/** A list-view row: the same fields as a card, one line of description. */
export function ResultRow({ item, origin, headingLevel = 2 }: ResultRowProps) {
  const location = useLocation();
  return (
    <Paper withBorder p="sm" component="article" data-testid="result-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={headingLevel} size="h5" style={{ overflowWrap: 'anywhere' }}>
            <Link
              to={detailsPath(item.id)}
              state={originState(origin, location.search)}
              className="item-card-link"
            >
              {item.name}
            </Link>
          </Title>
          <ItemMeta item={item} compact />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="item-description">
            {truncate(item.summary, LIST_DESCRIPTION_MAX)}
          </Text>
        </Stack>
        <ItemMarks item={item} />
      </Group>
    </Paper>
  );
}
