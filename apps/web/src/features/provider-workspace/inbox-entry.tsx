import { useLingui } from '@lingui/react';
import { Anchor, Badge, Button, Card, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { answerText, useAnswerLabels } from '../../lib/answer-text.ts';
import { describeError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { AccessDecisionForm } from './access-decision-form.tsx';
import { setThreadHandled } from './api/inbox.ts';
import { canToggleHandled, type InboxEntry, STATUS_LABEL, threadPath } from './inbox-rules.ts';
import { ReplyForm } from './reply-form.tsx';

function HandledButton({ entry }: { entry: InboxEntry }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const handled = entry.status === 'handled';
  const toggle = useMutation({
    mutationFn: () => setThreadHandled(entry.conversationKey, entry.order, !handled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['provider'] }),
    onError: (err) => setError(describeError(err).title),
  });
  return (
    <>
      <Button size="xs" variant="default" loading={toggle.isPending} onClick={() => toggle.mutate()}>
        {handled ? _('ws-main.entry.reopen') : _('ws-main.entry.markHandled')}
      </Button>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </>
  );
}

/** One inbox row: who asked what on which item, a link into the thread, and the action. */
export function InboxEntryCard({ entry }: { entry: InboxEntry }) {
  const { _ } = useLingui();
  const question = entry.kind === 'question';
  const fields = entry.templatedData?.items ?? [];
  const labels = useAnswerLabels();
  return (
    <Card
      component="li"
      withBorder
      padding="md"
      data-testid="inbox-entry"
      aria-label={_(question ? 'ws-main.entry.questionOn' : 'ws-main.entry.accessOn', {
        item: entry.itemName,
      })}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Badge variant="light">{_(question ? 'ws-main.entry.question' : 'ws-main.entry.access')}</Badge>
          <Badge variant="outline" color={entry.status === 'denied' ? 'red' : 'gray'}>
            {STATUS_LABEL[entry.status]}
          </Badge>
          <Text fw={600}>{entry.itemName}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {entry.author} · {formatDateTime(entry.timestamp)}
          {entry.edited ? (
            <span title={_('ws-main.entry.editedAt', { date: formatDateTime(entry.edited) })}>
              {` ${_('ws-main.entry.edited')}`}
            </span>
          ) : null}
        </Text>
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.message}
      </Text>
      {fields.length > 0 ? (
        <dl className="provider-form-values" aria-label={_('ws-main.entry.form')}>
          {fields.map((field) => (
            <div key={field.id}>
              <Text component="dt" size="sm" fw={600}>
                {field.label}
              </Text>
              <Text component="dd" size="sm" ml={0}>
                {answerText(field.id, field.value, labels)}
              </Text>
            </div>
          ))}
        </dl>
      ) : null}
      <Group gap="sm" mt="xs">
        <Anchor component={Link} to={threadPath(entry)} size="sm">
          {entry.replyCount > 0
            ? _('ws-main.entry.openThreadReplies', { count: entry.replyCount })
            : _('ws-main.entry.openThread')}
        </Anchor>
        {canToggleHandled(entry) ? <HandledButton entry={entry} /> : null}
      </Group>
      {entry.kind === 'question' && entry.status === 'unanswered' ? <ReplyForm entry={entry} /> : null}
      {entry.requestId && entry.status === 'submitted' ? (
        <AccessDecisionForm requestId={entry.requestId} requester={entry.author} />
      ) : null}
      {entry.decisionComment ? (
        <Text size="sm" mt="xs">
          {_('ws-main.comment', { comment: entry.decisionComment })}
        </Text>
      ) : null}
    </Card>
  );
}
