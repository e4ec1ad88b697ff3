import { useLingui } from '@lingui/react';
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
/** Internal (apps) and External (prfs): each tab's texts from the access area's catalogue. */
const TABS: {
  kind: RefdataKind;
  label: string;
  filter: string;
  table: string;
  pages: string;
}[] = [
  {
    kind: 'apps',
    label: 'access.ref.internal',
    filter: 'access.ref.filterInternal',
    table: 'access.ref.internalTable',
    pages: 'access.ref.internalPages',
  },
  {
    kind: 'prfs',
    label: 'access.ref.external',
    filter: 'access.ref.filterExternal',
    table: 'access.ref.externalTable',
    pages: 'access.ref.externalPages',
  },
];
const textsOf = (kind: RefdataKind) => TABS.find((t) => t.kind === kind)!;

function RefdataTable({ kind, onSelect }: { kind: RefdataKind; onSelect: (row: RefdataApp) => void }) {
  const { _ } = useLingui();
  const texts = textsOf(kind);
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
      <form onSubmit={submit} aria-label={_(texts.filter)}>
        <Group align="flex-end" gap="xs" mt="sm">
          {filter('code', _('access.code'))}
          {filter('name', _('access.name'))}
          {filter('short', _('access.shortName'))}
          <Button type="submit">{_('access.ref.filter')}</Button>
        </Group>
      </form>
      {search.isPending ? <Loader size="sm" mt="md" aria-label={_('access.searching')} /> : null}
      {search.isError ? (
        <Text c="red" mt="md" role="alert">
          {_('access.ref.failed')}
        </Text>
      ) : null}
      {search.data && rows.length === 0 ? (
        <Text c="dimmed" mt="md">
          {_('cat.noResults')}
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={520} mt="md">
          <Table striped aria-label={_(texts.table)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('access.code')}</Table.Th>
                <Table.Th>{_('access.name')}</Table.Th>
                <Table.Th>{_('access.shortName')}</Table.Th>
                <Table.Th>{_('access.ref.regions')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{_('access.action')}</VisuallyHidden>
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
                      aria-label={_('access.ref.select', { name: row.name })}
                      onClick={() => onSelect(row)}
                    >
                      {_('access.select')}
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
          label={_(texts.pages)}
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
  const { _ } = useLingui();
  return (
    <Tabs defaultValue="apps" keepMounted={false}>
      <Tabs.List>
        {TABS.map((t) => (
          <Tabs.Tab key={t.kind} value={t.kind}>
            {_(t.label)}
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
