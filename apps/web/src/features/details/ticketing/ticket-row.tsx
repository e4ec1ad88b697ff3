import { useLingui } from '@lingui/react';
import { ActionIcon, SimpleGrid, Table, Text } from '@mantine/core';
import type { Ticket, TicketFieldName } from '@storefront/contract/ticketing';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons.tsx';

/**
 * Every field of the expanded row, in order (the web takes only types from the contract); each is
 * labelled by `threads.ticket.<field>` in the threads area's catalogue.
 */
export const TICKET_FIELDS: readonly TicketFieldName[] = [
  'number',
  'short_description',
  'description',
  'priority',
  'type',
  'state',
  'risk',
  'urgency',
  'impact',
  'opened_at',
  'closed_at',
];

/** The text to show for a ticket field: its display value (the stored value when there is none). */
export const display = (ticket: Ticket, field: TicketFieldName | 'sys_id'): string =>
  ticket[field]?.display_value || ticket[field]?.value || '';

const SUMMARY: TicketFieldName[] = ['number', 'short_description', 'priority', 'type', 'state'];
export const TICKET_COLUMNS = 1 + SUMMARY.length;

/** A ticket's summary row; expanding it shows every field with its display value. */
export function TicketRow({ ticket }: { ticket: Ticket }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const number = display(ticket, 'number');
  return (
    <>
      <Table.Tr data-testid="ticket-row">
        <Table.Td w={44}>
          <ActionIcon
            variant="subtle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={_(open ? 'threads.tickets.hide' : 'threads.tickets.show', { number })}
            onClick={() => setOpen((v) => !v)}
            style={{ transform: open ? 'rotate(180deg)' : undefined }}
          >
            <ChevronDownIcon />
          </ActionIcon>
        </Table.Td>
        {SUMMARY.map((field) => (
          <Table.Td key={field} style={{ overflowWrap: 'anywhere' }}>
            {display(ticket, field)}
          </Table.Td>
        ))}
      </Table.Tr>
      {open ? (
        <Table.Tr id={panelId} data-testid="ticket-details">
          <Table.Td colSpan={TICKET_COLUMNS}>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} m={0}>
              {TICKET_FIELDS.map((field) => (
                <div key={field}>
                  <Text component="dt" size="xs" fw={700} c="dimmed">
                    {_(`threads.ticket.${field}`)}
                  </Text>
                  <Text
                    component="dd"
                    size="sm"
                    m={0}
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {display(ticket, field)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
