import { i18n } from '@lingui/core';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatBadgeCount } from '../../lib/format.ts';
import { inboxCountsLabel, inboxCountsQueryOptions } from '../../lib/provider-inbox-counts.ts';

/** Providers only: what waits in the workspace inbox, linking there; nothing when all is handled. */
export function ProviderInboxIndicator() {
  const { data } = useQuery(inboxCountsQueryOptions());
  if (!data || data.total === 0) return null;
  return (
    <Badge
      component={Link}
      to="/provider"
      color="red"
      variant="filled"
      style={{ cursor: 'pointer' }}
      aria-label={inboxCountsLabel(data)}
      data-testid="provider-inbox-count"
    >
      {i18n._('inbox.badge', { count: formatBadgeCount(data.total) })}
    </Badge>
  );
}
