import { useLingui } from '@lingui/react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, isoDate } from '../../../lib/format-date.ts';
import { StatusBadge } from './access-request-status.tsx';
import { useMyAccessRequests } from './api/get-my-access-requests.ts';

/** The signed-in user's access requests for the item with their status and the provider's answer. */
export function MyAccessRequests({ itemId }: { itemId: string }) {
  const { _ } = useLingui();
  const requests = useMyAccessRequests(itemId).data?.requests ?? [];
  if (requests.length === 0) return null;
  const sent = _('access.mine.sent', { date: '\0' }).split('\0');
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-access-requests">
      <Title order={3} size="h4" id="my-access-requests">
        {_('access.mine.title')}
      </Title>
      {requests.map((r) => (
        <Paper
          key={r.id}
          withBorder
          p="sm"
          component="article"
          aria-label={_('access.mine.item', { date: formatDateTime(r.createdAt) })}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {/* The time sits where the language puts it ("Sent {date}"). */}
              {sent[0]}
              <time dateTime={isoDate(r.createdAt)}>{formatDateTime(r.createdAt)}</time>
              {sent[1]}
            </Text>
            <StatusBadge status={r.status} />
          </Group>
          {r.decisionComment ? (
            <Text size="sm" mt={6}>
              {_('access.answer', { comment: r.decisionComment })}
            </Text>
          ) : null}
          <Anchor
            component={Link}
            size="sm"
            mt={6}
            display="inline-block"
            to={`/catalog/details/${encodeURIComponent(itemId)}/contact-provider/${r.conversationKey}/${r.order}`}
          >
            {_('access.mine.thread')}
          </Anchor>
        </Paper>
      ))}
    </Stack>
  );
}
