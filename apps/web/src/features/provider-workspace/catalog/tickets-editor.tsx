import { useLingui } from '@lingui/react';
import { Button, Group, NativeSelect, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { Ticket } from '@storefront/contract/ticketing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { createTicket, ticketsQueryOptions, updateTicket } from './api/tickets.ts';
import { errorText } from './catalog-rules.ts';

/** The states and types a native ticket usually takes (free text on the server; these are offered). */
export const TICKET_STATES = ['New', 'Assess', 'Scheduled', 'Implement', 'Review', 'Closed', 'Canceled'];
const TICKET_TYPES = ['Normal', 'Standard', 'Emergency'];
const PRIORITIES = ['1 - Critical', '2 - High', '3 - Moderate', '4 - Low'];

/**
 * The offered values' texts in the active language (issue 31); the server stores and consumers see
 * the English value, so only the option's label is translated. Any other value shows as stored.
 */
const OPTION_TEXTS: Record<string, string> = {
  New: 'ws-catalog.tickets.states.new',
  Assess: 'ws-catalog.tickets.states.assess',
  Scheduled: 'ws-catalog.tickets.states.scheduled',
  Implement: 'ws-catalog.tickets.states.implement',
  Review: 'ws-catalog.tickets.states.review',
  Closed: 'ws-catalog.tickets.states.closed',
  Canceled: 'ws-catalog.tickets.states.canceled',
  Normal: 'ws-catalog.tickets.types.normal',
  Standard: 'ws-catalog.tickets.types.standard',
  Emergency: 'ws-catalog.tickets.types.emergency',
  '1 - Critical': 'ws-catalog.tickets.priorities.critical',
  '2 - High': 'ws-catalog.tickets.priorities.high',
  '3 - Moderate': 'ws-catalog.tickets.priorities.moderate',
  '4 - Low': 'ws-catalog.tickets.priorities.low',
};
const options = (values: string[], _: (id: string) => string) =>
  values.map((value) => ({ value, label: OPTION_TEXTS[value] ? _(OPTION_TEXTS[value]) : value }));

/**
 * Native tickets of an item (issue 27): providers open and update them here, and consumers see them
 * in the item's Tickets tab. Tickets of an external ticketing system are shown, not edited.
 */
export function TicketsEditor({ itemId }: { itemId: string }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const tickets = useQuery(ticketsQueryOptions(itemId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ticketsQueryOptions(itemId).queryKey });
  const [short, setShort] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState(TICKET_TYPES[0]!);
  const [priority, setPriority] = useState(PRIORITIES[2]!);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      createTicket(itemId, {
        short_description: short.trim(),
        description: description.trim(),
        type,
        priority,
        state: 'New',
        opened_at: new Date().toISOString(),
      }),
    onSuccess: () => {
      setShort('');
      setDescription('');
      void refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!short.trim()) {
      setError(_('ws-catalog.tickets.enterShort'));
      return;
    }
    setError(null);
    create.mutate();
  };
  const rows = tickets.data?.result ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="tickets-editor">
      <Title order={3} size="h4" id="tickets-editor">
        {_('ws-catalog.tickets.title')}
      </Title>
      {tickets.isError ? (
        <Text c="red" role="alert">
          {errorText(tickets.error)}
        </Text>
      ) : null}
      {tickets.isSuccess && rows.length === 0 ? <Text c="dimmed">{_('ws-catalog.tickets.none')}</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={_('ws-catalog.tickets.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('ws-catalog.tickets.number')}</Table.Th>
                <Table.Th>{_('ws-catalog.tickets.short')}</Table.Th>
                <Table.Th>{_('ws-catalog.tickets.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((t) => (
                <TicketRow key={t.sys_id.value} itemId={itemId} ticket={t} onSaved={refresh} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <form onSubmit={submit} aria-label={_('ws-catalog.tickets.new')} noValidate>
        <Stack gap="xs">
          <TextInput
            label={_('ws-catalog.tickets.short')}
            maxLength={160}
            required
            value={short}
            error={error}
            onChange={(e) => setShort(e.currentTarget.value)}
          />
          <Textarea
            label={_('ws-catalog.tickets.description')}
            maxLength={4000}
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Group grow>
            <NativeSelect
              label={_('ws-catalog.tickets.type')}
              data={options(TICKET_TYPES, _)}
              value={type}
              onChange={(e) => setType(e.currentTarget.value)}
            />
            <NativeSelect
              label={_('ws-catalog.tickets.priority')}
              data={options(PRIORITIES, _)}
              value={priority}
              onChange={(e) => setPriority(e.currentTarget.value)}
            />
          </Group>
          {create.isError ? (
            <Text c="red" size="sm" role="alert">
              {errorText(create.error)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {_('ws-catalog.tickets.open')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function TicketRow({ itemId, ticket, onSaved }: { itemId: string; ticket: Ticket; onSaved: () => void }) {
  const { _ } = useLingui();
  const current = ticket.state.display_value || ticket.state.value;
  const [state, setState] = useState(current);
  const save = useMutation({
    mutationFn: () =>
      updateTicket(itemId, ticket.sys_id.value, {
        state,
        closed_at: state === 'Closed' || state === 'Canceled' ? new Date().toISOString() : null,
      }),
    onSuccess: onSaved,
  });
  const label = ticket.number.display_value || ticket.number.value;
  const native = /^[0-9]{1,15}$/.test(ticket.sys_id.value);
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{ticket.short_description.display_value}</Table.Td>
      <Table.Td>
        {native ? (
          <Group gap="xs" wrap="nowrap">
            <NativeSelect
              aria-label={_('ws-catalog.tickets.stateOf', { label })}
              data={options([...new Set([...TICKET_STATES, current])], _)}
              value={state}
              onChange={(e) => setState(e.currentTarget.value)}
            />
            <Button
              size="xs"
              variant="default"
              disabled={state === current}
              loading={save.isPending}
              onClick={() => !save.isPending && save.mutate()}
            >
              {_('ws-catalog.tickets.save')}
            </Button>
            {save.isError ? (
              <Text c="red" size="xs" role="alert">
                {errorText(save.error)}
              </Text>
            ) : null}
          </Group>
        ) : (
          current
        )}
      </Table.Td>
    </Table.Tr>
  );
}
