import { Badge, Group, Text } from '@mantine/core';
import type { Comment } from '@storefront/contract/conversations';
import { formatDateTime, isoDate } from '../../../lib/format-date.ts';

/** Author, provider label, request label, time, "edited" and the NEW marker of one comment. */
export function CommentMeta({ comment }: { comment: Comment }) {
  return (
    <Group gap={8} wrap="wrap">
      <Text size="sm" fw={600} component="span">
        {comment.owner}
      </Text>
      {comment.fromProvider ? (
        <Badge size="xs" variant="light" color="blue">
          Provider
        </Badge>
      ) : null}
      {comment.styling === 'request' ? (
        <Badge size="xs" variant="light" color="grape">
          Request
        </Badge>
      ) : null}
      <Text size="xs" c="dimmed" component="time" dateTime={isoDate(comment.timestamp)}>
        {formatDateTime(comment.timestamp)}
      </Text>
      {comment.edited !== null ? (
        <Text size="xs" c="dimmed" component="span" title={`Edited ${formatDateTime(comment.edited)}`}>
          (edited)
        </Text>
      ) : null}
      {comment.isNew ? (
        <Badge size="xs" color="red" data-testid="new-marker">
          NEW
        </Badge>
      ) : null}
    </Group>
  );
}

/** The answers of an access request's form, as text. */
export function TemplatedAnswers({ comment }: { comment: Comment }) {
  const items = comment.templatedData?.items ?? [];
  if (items.length === 0) return null;
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px' }}>
      {items.map((item) => (
        <div key={item.id} style={{ display: 'contents' }}>
          <Text component="dt" size="xs" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" size="xs" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value ?? ''}
          </Text>
        </div>
      ))}
    </dl>
  );
}
