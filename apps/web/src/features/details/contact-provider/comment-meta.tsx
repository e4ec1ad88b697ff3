import { useLingui } from '@lingui/react';
import { Badge, Group, Text } from '@mantine/core';
import type { Comment } from '@storefront/contract/conversations';
import { answerText, useAnswerLabels } from '../../../lib/answer-text.ts';
import { formatDateTime, isoDate } from '../../../lib/format-date.ts';

/** Author, provider label, request label, time, "edited" and the NEW marker of one comment. */
export function CommentMeta({ comment }: { comment: Comment }) {
  const { _ } = useLingui();
  return (
    <Group gap={8} wrap="wrap">
      <Text size="sm" fw={600} component="span">
        {comment.owner}
      </Text>
      {comment.fromProvider ? (
        <Badge size="xs" variant="light" color="blue">
          {_('threads.meta.provider')}
        </Badge>
      ) : null}
      {comment.styling === 'request' ? (
        <Badge size="xs" variant="light" color="grape">
          {_('threads.meta.request')}
        </Badge>
      ) : null}
      <Text size="xs" c="dimmed" component="time" dateTime={isoDate(comment.timestamp)}>
        {formatDateTime(comment.timestamp)}
      </Text>
      {comment.edited !== null ? (
        <Text
          size="xs"
          c="dimmed"
          component="span"
          title={_('threads.meta.editedAt', { date: formatDateTime(comment.edited) })}
        >
          {_('threads.meta.edited')}
        </Text>
      ) : null}
      {comment.isNew ? (
        <Badge size="xs" color="red" data-testid="new-marker">
          {_('threads.new')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The answers of an access request's form, as text. */
export function TemplatedAnswers({ comment }: { comment: Comment }) {
  const items = comment.templatedData?.items ?? [];
  const labels = useAnswerLabels();
  if (items.length === 0) return null;
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px' }}>
      {items.map((item) => (
        <div key={item.id} style={{ display: 'contents' }}>
          <Text component="dt" size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" size="xs" m={0} style={{ overflowWrap: 'anywhere' }}>
            {answerText(item.id, item.value, labels)}
          </Text>
        </div>
      ))}
    </dl>
  );
}
