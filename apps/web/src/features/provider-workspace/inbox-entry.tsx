import { Anchor, Badge, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date.ts';
import { AccessDecisionForm } from './access-decision-form.tsx';
import { type InboxEntry, threadPath } from './inbox-rules.ts';
import { ReplyForm } from './reply-form.tsx';

const STATUS_LABEL: Record<InboxEntry['status'], string> = {
  unanswered: 'Unanswered',
  submitted: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};

/** One inbox row: who asked what on which item, a link into the thread, and the action. */
export function InboxEntryCard({ entry }: { entry: InboxEntry }) {
  const label = entry.kind === 'question' ? 'Question' : 'Access request';
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      data-testid="inbox-entry"
      aria-label={`${label} on ${entry.itemName}`}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Badge variant="light">{label}</Badge>
          <Badge variant="outline" color={entry.status === 'denied' ? 'red' : 'gray'}>
            {STATUS_LABEL[entry.status]}
          </Badge>
          <Text fw={600}>{entry.itemName}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {entry.author} · {formatDateTime(entry.timestamp)}
        </Text>
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.message}
      </Text>
      {entry.request && entry.request.templatedData.items.length > 0 ? (
        <dl className="provider-form-values" aria-label="The request form as filled">
          {entry.request.templatedData.items.map((field) => (
            <div key={field.id}>
              <Text component="dt" size="sm" fw={600}>
                {field.label}
              </Text>
              <Text component="dd" size="sm" ml={0}>
                {field.value ?? '—'}
              </Text>
            </div>
          ))}
        </dl>
      ) : null}
      <Anchor component={Link} to={threadPath(entry)} size="sm" mt="xs" display="inline-block">
        Open the thread
      </Anchor>
      {entry.kind === 'question' ? <ReplyForm entry={entry} /> : null}
      {entry.request && entry.request.status === 'submitted' ? (
        <AccessDecisionForm request={entry.request} />
      ) : null}
      {entry.request?.decisionComment ? (
        <Text size="sm" mt="xs">
          Comment: {entry.request.decisionComment}
        </Text>
      ) : null}
    </Card>
  );
}
