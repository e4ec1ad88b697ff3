import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ItemCard as ItemCardData } from '@storefront/contract/catalog-search';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CARD_DESCRIPTION_MAX } from '../../../components/item-card.tsx';
import { truncate } from '../../../lib/format.ts';
import { type DetailsOrigin, detailsPath, originState } from './item-link.ts';
import { ItemMarks } from './item-marks.tsx';
import { ItemMeta } from './item-meta.tsx';

export { CARD_DESCRIPTION_MAX };

interface ResultCardProps {
  item: ItemCardData;
  origin?: DetailsOrigin;
  headingLevel?: 2 | 3 | 4;
  /** Extra line under the description (e.g. the metric value on Top APIs). */
  footer?: ReactNode;
}

/** A catalogue card: name (link to details), summary fields, plain-text summary, heart and bell. */
export function ResultCard({ item, origin, headingLevel = 2, footer }: ResultCardProps) {
  const location = useLocation();
  return (
    <Card withBorder padding="md" component="article" h="100%" data-testid="result-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={headingLevel} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Link
              to={detailsPath(item.id)}
              state={originState(origin, location.search)}
              className="item-card-link"
            >
              {item.name}
            </Link>
          </Title>
          <ItemMarks item={item} />
        </Group>
        <ItemMeta item={item} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="item-description">
          {truncate(item.summary, CARD_DESCRIPTION_MAX)}
        </Text>
        {footer}
      </Stack>
    </Card>
  );
}
