import { Anchor, Card, Text } from '@mantine/core';
import { formatDateTime, isoDate } from '../lib/format-date.ts';
import { linkify } from '../lib/linkify.ts';

/**
 * One provider update as consumers see it (an item's Provider Updates tab; the provider workspace's
 * preview): its time and its message as plain text, with its http(s) addresses as links (text and
 * anchors built by React: nothing in the message is ever read as HTML).
 */
export function ProviderUpdateCard({ message, timestamp }: { message: string; timestamp: number }) {
  return (
    <Card component="li" withBorder padding="md" data-testid="provider-update">
      <Text size="xs" c="dimmed" component="time" dateTime={isoDate(timestamp)}>
        {formatDateTime(timestamp)}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {linkify(message).map((piece, i) =>
          'href' in piece ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional and never reordered.
            <Anchor key={i} href={piece.href} target="_blank" rel="noopener noreferrer nofollow">
              {piece.text}
            </Anchor>
          ) : (
            piece.text
          ),
        )}
      </Text>
    </Card>
  );
}
