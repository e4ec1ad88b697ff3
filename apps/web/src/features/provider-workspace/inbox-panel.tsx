import { Alert, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../components/error-state.tsx';
import { accessRequestsQueryOptions } from './api/list-access-requests.ts';
import { unansweredQueryOptions } from './api/list-unanswered.ts';
import { InboxEntryCard } from './inbox-entry.tsx';
import { buildInbox, DEFAULT_FILTER, filterInbox, type InboxFilter, inboxItems } from './inbox-rules.ts';

const KINDS = [
  { value: 'all', label: 'All' },
  { value: 'question', label: 'Questions' },
  { value: 'access', label: 'Access requests' },
];
const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'decided', label: 'Decided' },
  { value: 'all', label: 'All' },
];

/** Unanswered questions and access requests across items, newest first, with filters. */
export function InboxPanel() {
  const threads = useQuery(unansweredQueryOptions());
  const requests = useQuery(accessRequestsQueryOptions(undefined));
  const [filter, setFilter] = useState<InboxFilter>(DEFAULT_FILTER);
  const entries = useMemo(
    () => buildInbox(threads.data?.threads ?? [], requests.data?.requests ?? []),
    [threads.data, requests.data],
  );

  if (threads.isPending || requests.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the inbox" />
      </Center>
    );
  if (threads.isError || requests.isError) return <ErrorState error={threads.error ?? requests.error} />;

  const shown = filterInbox(entries, filter);
  return (
    <Stack gap="md">
      <Group gap="sm" align="end">
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
          data={inboxItems(entries)}
          value={filter.itemId}
          clearable
          onChange={(v) => setFilter({ ...filter, itemId: v })}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length} of {entries.length} shown
      </Text>
      {shown.length === 0 ? (
        <Alert color="gray">Nothing here: no entries match the filters.</Alert>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Inbox">
          {shown.map((entry) => (
            <InboxEntryCard key={entry.key} entry={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
