import { Alert, Center, Group, Loader, Pagination, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state.tsx';
import { inboxQueryOptions } from './api/inbox.ts';
import { providerItemsQueryOptions } from './api/list-items.ts';
import { InboxEntryCard } from './inbox-entry.tsx';
import { DEFAULT_FILTER, type InboxFilter, inboxQuery, pageCount } from './inbox-rules.ts';

const KINDS = [
  { value: 'all', label: 'All' },
  { value: 'question', label: 'Questions' },
  { value: 'access', label: 'Access requests' },
];
const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Answered, handled or decided' },
  { value: 'all', label: 'All' },
];

/** Questions and access requests across items, newest first, filtered and paged by the server. */
export function InboxPanel() {
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
          label="Kind"
          data={KINDS}
          value={filter.kind}
          allowDeselect={false}
          onChange={(v) => v && setFilter({ ...filter, kind: v as InboxFilter['kind'] })}
        />
        <Select
          label="Status"
          data={STATUSES}
          value={filter.status}
          allowDeselect={false}
          onChange={(v) => v && setFilter({ ...filter, status: v as InboxFilter['status'] })}
        />
        <Select
          label="Item"
          placeholder="All items"
          data={itemOptions}
          value={filter.itemId}
          searchable
          clearable
          onChange={(v) => setFilter({ ...filter, itemId: v })}
        />
      </Group>
      {inbox.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the inbox" />
        </Center>
      ) : inbox.isError ? (
        <ErrorState error={inbox.error} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {inbox.data.total} {inbox.data.total === 1 ? 'entry' : 'entries'}, newest first
          </Text>
          {inbox.data.entries.length === 0 ? (
            <Alert color="gray">Nothing here: no entries match the filters.</Alert>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Inbox">
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
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              />
            </Center>
          ) : null}
        </>
      )}
    </Stack>
  );
}
