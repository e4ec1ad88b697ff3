import { useLingui } from '@lingui/react';
import { Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useChangeRequests } from '../api/get-change-requests.ts';
import { useDetailsContext } from '../components/details-context.ts';
import { display, TicketRow } from './ticket-row.tsx';

/** Change-request tickets of the item from the ticketing system; a failure reads as none. */
export function TicketingTab() {
  const { _ } = useLingui();
  const { item, tabLabel } = useDetailsContext();
  const tickets = useChangeRequests(item.id);
  const rows = tickets.data?.result ?? [];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tabLabel}
      </Title>
      {tickets.isPending ? <Loader size="sm" aria-label={_('threads.tickets.loading')} /> : null}
      {!tickets.isPending && rows.length === 0 ? <Text c="dimmed">{_('threads.tickets.none')}</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder aria-label={tabLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>{_('threads.tickets.details')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{_('threads.tickets.col.number')}</Table.Th>
                <Table.Th>{_('threads.tickets.col.title')}</Table.Th>
                <Table.Th>{_('threads.tickets.col.priority')}</Table.Th>
                <Table.Th>{_('threads.tickets.col.type')}</Table.Th>
                <Table.Th>{_('threads.tickets.col.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((ticket, index) => (
                <TicketRow
                  key={display(ticket, 'sys_id') || `${display(ticket, 'number')}-${index}`}
                  ticket={ticket}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

export const Component = TicketingTab;
