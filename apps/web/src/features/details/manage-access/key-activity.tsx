import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useKeyEvents } from './api/get-key-events.ts';

/** The event codes with a label (`access.event.<code>`) in the access area's catalogue. */
const KNOWN_EVENTS = new Set([
  'developer.created',
  'developer.deleted',
  'app.created',
  'app.deleted',
  'key.created',
  'key.deleted',
  'key.rotated',
  'key.revoked',
  'key.retired',
  'product.attached',
  'product.detached',
  'grant.applied',
]);

/** A readable label for any event code, also ones added later ("x.y_z" → "X y z", the code's words). */
export function eventLabel(code: string): string {
  if (KNOWN_EVENTS.has(code)) return i18n._(`access.event.${code}`);
  const words = code.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The consumer's audit trail of key events (both runtimes), newest first. */
export function KeyActivity({ itemId, email }: { itemId: string; email: string }) {
  const { _ } = useLingui();
  const events = useKeyEvents(itemId, email);
  const rows = events.data?.events ?? [];
  return (
    <section aria-labelledby="key-activity">
      <Title order={3} size="h4" id="key-activity" mb="xs">
        {_('access.activity.title')}
      </Title>
      {events.isError ? <Text c="dimmed">{_('access.activity.failed')}</Text> : null}
      {events.isSuccess && rows.length === 0 ? <Text c="dimmed">{_('access.activity.none')}</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={_('access.activity.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('access.activity.when')}</Table.Th>
                <Table.Th>{_('access.activity.event')}</Table.Th>
                <Table.Th>{_('access.activity.app')}</Table.Th>
                <Table.Th>{_('access.activity.key')}</Table.Th>
                <Table.Th>{_('access.activity.product')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDateTime(e.at)}</Table.Td>
                  <Table.Td>{eventLabel(e.event)}</Table.Td>
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
