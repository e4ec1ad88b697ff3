import { Button, Group, Loader, Table, Tabs, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { RefdataApp } from '@storefront/contract/access';
import { type FormEvent, useState } from 'react';
import {
  REFDATA_PAGE_SIZE,
  type RefdataFilters,
  type RefdataKind,
  useSearchRefdata,
} from './api/search-refdata.ts';
import { SearchPager } from './search-pager.tsx';

const EMPTY: RefdataFilters = { code: '', name: '', short: '' };
const TABS: { kind: RefdataKind; label: string }[] = [
  { kind: 'apps', label: 'Internal' },
  { kind: 'prfs', label: 'External' },
];

function RefdataTable({ kind, onSelect }: { kind: RefdataKind; onSelect: (row: RefdataApp) => void }) {
  const [draft, setDraft] = useState<RefdataFilters>(EMPTY);
  const [filters, setFilters] = useState<RefdataFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const search = useSearchRefdata(kind, filters, page - 1, true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const rows = search.data?.results ?? [];
  const filter = (key: keyof RefdataFilters, label: string) => (
    <TextInput
      label={label}
      id={`refdata-${kind}-${key}`}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
      style={{ flex: 1 }}
    />
  );
  return (
    <>
      <form onSubmit={submit} aria-label={`Filter ${kind === 'apps' ? 'internal' : 'external'} applications`}>
        <Group align="flex-end" gap="xs" mt="sm">
          {filter('code', 'Code')}
          {filter('name', 'Name')}
          {filter('short', 'Short name')}
          <Button type="submit">Filter</Button>
        </Group>
      </form>
      {search.isPending ? <Loader size="sm" mt="md" aria-label="Searching" /> : null}
      {search.isError ? (
        <Text c="red" mt="md" role="alert">
          The search could not be run at this time, please try again.
        </Text>
      ) : null}
      {search.data && rows.length === 0 ? (
        <Text c="dimmed" mt="md">
          No results found
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={520} mt="md">
          <Table striped aria-label={kind === 'apps' ? 'Internal applications' : 'External applications'}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Short name</Table.Th>
                <Table.Th>Regions</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.code}>
                  <Table.Td>{row.code}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.short}</Table.Td>
                  <Table.Td>{row.regions.join(', ')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Select ${row.name}`}
                      onClick={() => onSelect(row)}
                    >
                      Select
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {search.data ? (
        <SearchPager
          label={`${kind === 'apps' ? 'Internal' : 'External'} result pages`}
          page={page}
          pageSize={REFDATA_PAGE_SIZE}
          total={search.data.metadata.totalSize}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}

/** The modal's first step: Internal (apps) and External (prfs) reference data, filtered and paged. */
export function RefdataSearchStep({ onSelect }: { onSelect: (row: RefdataApp) => void }) {
  return (
    <Tabs defaultValue="apps" keepMounted={false}>
      <Tabs.List>
        {TABS.map((t) => (
          <Tabs.Tab key={t.kind} value={t.kind}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((t) => (
        <Tabs.Panel key={t.kind} value={t.kind}>
          <RefdataTable kind={t.kind} onSelect={onSelect} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
