import { Card, Text } from '@mantine/core';
import { formatDateTime, isoDate } from '../lib/format-date.ts';

/**
 * One provider update as consumers see it (an item's Provider Updates tab; the provider workspace's
 * preview): its time and its message as plain text.
 */
export function ProviderUpdateCard({ message, timestamp }: { message: string; timestamp: number }) {
  return (
    <Card component="li" withBorder padding="md" data-testid="provider-update">
      <Text size="xs" c="dimmed" component="time" dateTime={isoDate(timestamp)}>
        {formatDateTime(timestamp)}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message}
      </Text>
    </Card>
  );
}
