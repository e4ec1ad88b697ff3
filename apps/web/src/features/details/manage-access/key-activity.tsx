import { Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useKeyEvents } from './api/get-key-events.ts';

const EVENT_LABELS: Record<string, string> = {
  'developer.created': 'Developer created',
  'developer.deleted': 'Developer removed',
  'app.created': 'Application created',
  'app.deleted': 'Application removed',
  'key.created': 'Key created',
  'key.deleted': 'Key removed',
  'key.rotated': 'Key rotated',
  'key.revoked': 'Key revoked',
  'key.retired': 'Rotated key retired',
  'product.attached': 'API product attached',
  'product.detached': 'API product detached',
};

/** The consumer's audit trail of key events (both runtimes), newest first. */
export function KeyActivity({ itemId, email }: { itemId: string; email: string }) {
  const events = useKeyEvents(itemId, email);
  const rows = events.data?.events ?? [];
  return (
    <section aria-labelledby="key-activity">
      <Title order={3} size="h4" id="key-activity" mb="xs">
        Key Activity
      </Title>
      {events.isError ? <Text c="dimmed">The key activity could not be loaded.</Text> : null}
      {events.isSuccess && rows.length === 0 ? <Text c="dimmed">No key activity yet.</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Key activity">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Application</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>API Product</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDateTime(e.at)}</Table.Td>
                  <Table.Td>{EVENT_LABELS[e.event] ?? e.event}</Table.Td>
                  <Table.Td>{e.appName ?? '—'}</Table.Td>
                  <Table.Td>{e.keyHint ?? '—'}</Table.Td>
                  <Table.Td>{e.apiProduct ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </section>
  );
}
