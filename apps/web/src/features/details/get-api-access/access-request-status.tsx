import { Badge, Group, Paper, Text } from '@mantine/core';
import type { AccessStatus } from '@storefront/contract/access';
import { useMyAccessRequests } from './api/get-my-access-requests.ts';

export const STATUS_LABELS: Record<AccessStatus, { label: string; color: string }> = {
  submitted: { label: 'Submitted', color: 'blue' },
  approved: { label: 'Approved', color: 'green' },
  denied: { label: 'Denied', color: 'red' },
};

export function StatusBadge({ status }: { status: AccessStatus }) {
  return (
    <Badge color={STATUS_LABELS[status].color} variant="light">
      Status: {STATUS_LABELS[status].label}
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
  const request = useMyAccessRequests(itemId).data?.requests.find(
    (r) => r.conversationKey === conversationKey && r.order === order,
  );
  if (!request) return null;
  return (
    <Paper withBorder p="sm" role="status" aria-label="Access request status">
      <Group gap="sm">
        <Text size="sm" fw={600}>
          Access request
        </Text>
        <StatusBadge status={request.status} />
      </Group>
      {request.decisionComment ? (
        <Text size="sm" mt={6}>
          Provider’s answer: {request.decisionComment}
        </Text>
      ) : null}
    </Paper>
  );
}
