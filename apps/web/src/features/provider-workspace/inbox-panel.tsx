import { useLingui } from '@lingui/react';
import { Alert, Center, Group, Loader, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state.tsx';
import { inboxQueryOptions } from './api/inbox.ts';
import { providerItemsQueryOptions } from './api/list-items.ts';
import { InboxEntryCard } from './inbox-entry.tsx';
import { DEFAULT_FILTER, type InboxFilter, inboxQuery, pageCount } from './inbox-rules.ts';
import { SubscriptionsSection } from './subscriptions-section.tsx';

// Labels are keys of the ws-main area's catalogue (issue 31).
const KINDS = [
  { value: 'all', label: 'ws-main.inbox.kind.all' },
  { value: 'question', label: 'ws-main.inbox.kind.question' },
  { value: 'access', label: 'ws-main.inbox.kind.access' },
];
const STATUSES = [
  { value: 'open', label: 'ws-main.inbox.status.open' },
  { value: 'closed', label: 'ws-main.inbox.status.closed' },
  { value: 'all', label: 'ws-main.inbox.status.all' },
];
/** Mantine's page controls, as the inbox names them ("next page"). */
const CONTROL_LABEL = {
  first: 'ws-main.inbox.page.first',
  previous: 'ws-main.inbox.page.previous',
  next: 'ws-main.inbox.page.next',
  last: 'ws-main.inbox.page.last',
} as const;

/** Questions and access requests across items, newest first, filtered and paged by the server. */
export function InboxPanel() {
  const { _ } = useLingui();
  const [filter, setFilterState] = useState<InboxFilter>(DEFAULT_FILTER);
  const [page, setPage] = useState(1);
  const inbox = useQuery(inboxQueryOptions(inboxQuery(filter, page)));
  const items = useQuery(providerItemsQueryOptions());
  const setFilter = (next: InboxFilter) => {
    setFilterState(next);
    setPage(1);
  };
  const itemOptions = (items.data?.results ?? []).map((i) => ({ value: i.id, label: i.name }));

  return (
    <Stack gap="md">
      <Group gap="sm" align="end" wrap="wrap">
        <Select
          label={_('ws-main.inbox.kind')}
          data={KINDS.map((k) => ({ value: k.value, label: _(k.label) }))}
          value={filter.kind}
          allowDeselect={false}
          onChange={(v) => v && setFilter({ ...filter, kind: v as InboxFilter['kind'] })}
        />
        <Select
          label={_('ws-main.inbox.status')}
          data={STATUSES.map((k) => ({ value: k.value, label: _(k.label) }))}
          value={filter.status}
          allowDeselect={false}
          onChange={(v) => v && setFilter({ ...filter, status: v as InboxFilter['status'] })}
        />
        <Select
          label={_('ws-main.item')}
          placeholder={_('ws-main.inbox.allItems')}
          data={itemOptions}
          value={filter.itemId}
          searchable
          clearable
          onChange={(v) => setFilter({ ...filter, itemId: v })}
        />
      </Group>
      <SubscriptionsSection itemId={filter.itemId} />
      <Title order={2} size="h4">
        {_('ws-main.inbox.heading')}
      </Title>
      {inbox.isPending ? (
        <Center py="xl">
          <Loader aria-label={_('ws-main.inbox.loading')} />
        </Center>
      ) : inbox.isError ? (
        <ErrorState error={inbox.error} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {_('ws-main.inbox.count', { count: inbox.data.total })}
          </Text>
          {inbox.data.entries.length === 0 ? (
            <Alert color="gray">{_('ws-main.inbox.empty')}</Alert>
          ) : (
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={_('ws-main.inbox.list')}
            >
              {inbox.data.entries.map((entry) => (
                <InboxEntryCard key={entry.id} entry={entry} />
              ))}
            </Stack>
          )}
          {inbox.data.total > inbox.data.pageSize ? (
            <Center>
              <Pagination
                total={pageCount(inbox.data.total, inbox.data.pageSize)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': _(CONTROL_LABEL[control]) })}
                getItemProps={(n) => ({ 'aria-label': _('cat.page', { page: n }) })}
              />
            </Center>
          ) : null}
        </>
      )}
    </Stack>
  );
}
