import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, isoDate } from '../../../lib/format-date.ts';
import { StatusBadge } from './access-request-status.tsx';
import { useMyAccessRequests } from './api/get-my-access-requests.ts';

/** The signed-in user's access requests for the item with their status and the provider's answer. */
export function MyAccessRequests({ itemId }: { itemId: string }) {
  const requests = useMyAccessRequests(itemId).data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-access-requests">
      <Title order={3} size="h4" id="my-access-requests">
        Your access requests
      </Title>
      {requests.map((r) => (
        <Paper
          key={r.id}
          withBorder
          p="sm"
          component="article"
          aria-label={`Access request of ${formatDateTime(r.createdAt)}`}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Sent <time dateTime={isoDate(r.createdAt)}>{formatDateTime(r.createdAt)}</time>
            </Text>
            <StatusBadge status={r.status} />
          </Group>
          {r.decisionComment ? (
            <Text size="sm" mt={6}>
              Provider’s answer: {r.decisionComment}
            </Text>
          ) : null}
          <Anchor
            component={Link}
            size="sm"
            mt={6}
            display="inline-block"
            to={`/catalog/details/${encodeURIComponent(itemId)}/contact-provider/${r.conversationKey}/${r.order}`}
          >
            View request thread
          </Anchor>
        </Paper>
      ))}
    </Stack>
  );
}
