import { useLingui } from '@lingui/react';
import { Badge, Group, Paper, Text } from '@mantine/core';
import type { AccessStatus } from '@storefront/contract/access';
import { useMyAccessRequests } from './api/get-my-access-requests.ts';

/** Each status's colour; its label is `access.status.<status>` in the access area's catalogue. */
export const STATUS_COLORS: Record<AccessStatus, string> = {
  submitted: 'blue',
  approved: 'green',
  denied: 'red',
};

export function StatusBadge({ status }: { status: AccessStatus }) {
  const { _ } = useLingui();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {_('access.status.badge', { status: _(`access.status.${status}`) })}
    </Badge>
  );
}

/**
 * The status of the signed-in user's access request shown in its thread (nothing for threads that
 * are not the user's access requests).
 */
export function AccessRequestStatus({
  itemId,
  conversationKey,
  order,
}: {
  itemId: string;
  conversationKey: string;
  order: number;
}) {
  const { _ } = useLingui();
  const request = useMyAccessRequests(itemId).data?.requests.find(
    (r) => r.conversationKey === conversationKey && r.order === order,
  );
  if (!request) return null;
  return (
    <Paper withBorder p="sm" role="status" aria-label={_('access.status.label')}>
      <Group gap="sm">
        <Text size="sm" fw={600}>
          {_('access.status.title')}
        </Text>
        <StatusBadge status={request.status} />
      </Group>
      {request.decisionComment ? (
        <Text size="sm" mt={6}>
          {_('access.answer', { comment: request.decisionComment })}
        </Text>
      ) : null}
    </Paper>
  );
}
