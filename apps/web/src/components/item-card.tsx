import { i18n } from '@lingui/core';
import { Card, Group, Text, Title } from '@mantine/core';
import type { ItemSummary } from '@storefront/contract/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { truncate } from '../lib/format.ts';
import { formatDate } from '../lib/format-date.ts';
import { VersionAndState } from './state-badge.tsx';
import { UpdatedDate } from './updated-date.tsx';

/** Card description cut (spec section 9), for every item card. */
export const CARD_DESCRIPTION_MAX = 250;

export type CardItem = Pick<ItemSummary, 'id' | 'name' | 'version' | 'summary' | 'state'> &
  Partial<Pick<ItemSummary, 'dateUpdated' | 'sunsetAt'>>;

interface ItemCardProps {
  item: CardItem;
  /** Extra controls (favourite heart, watch bell) rendered in the card's top row. */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/**
 * Item card: name (link to details), version, state badge, updated date, and the server's plain-text
 * summary of the description cut to 250.
 */
export function ItemCard({ item, actions, headingLevel = 3 }: ItemCardProps) {
  const href = `/catalog/details/${encodeURIComponent(item.id)}`;
  return (
    <Card withBorder padding="md" component="article" h="100%" data-testid="item-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={headingLevel} size="h4" style={{ overflowWrap: 'anywhere' }}>
          <Link to={href} className="item-card-link">
            {item.name}
          </Link>
        </Title>
        {actions}
      </Group>
      <Group gap="xs" mt={4} mb="xs">
        <VersionAndState version={item.version} state={item.state} />
        <UpdatedDate value={item.dateUpdated} />
      </Group>
      {item.sunsetAt ? (
        // Issue 28: the version this card shows is deprecated and goes away on this date.
        <Text size="sm" fw={600} mb="xs" data-testid="card-sunset">
          {i18n._('card.sunset', { version: item.version, date: formatDate(item.sunsetAt) })}
        </Text>
      ) : null}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {truncate(item.summary, CARD_DESCRIPTION_MAX)}
      </Text>
    </Card>
  );
}
