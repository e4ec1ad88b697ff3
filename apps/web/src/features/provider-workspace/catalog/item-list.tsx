import { useLingui } from '@lingui/react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date.ts';
import { catalogPageQueryOptions } from './api/items.ts';
import { errorText } from './catalog-rules.ts';

const PAGE_SIZE = 25;
/** The page buttons' names ("first page", …) by Mantine's control. */
const PAGE_CONTROLS = {
  first: 'ws-catalog.list.firstPage',
  previous: 'ws-catalog.list.previousPage',
  next: 'ws-catalog.list.nextPage',
  last: 'ws-catalog.list.lastPage',
} as const;

/** The catalogue, one server page at a time (filtered on the server, so 100k items stay fast). */
export function ItemList({ onOpen, notice }: { onOpen: (id: string) => void; notice: string | null }) {
  const { _ } = useLingui();
  const [filter, setFilter] = useState('');
  const [q] = useDebouncedValue(filter, 250);
  const [page, setPage] = useState(1);
  const list = useQuery(catalogPageQueryOptions(q, (page - 1) * PAGE_SIZE, PAGE_SIZE));
  const total = list.data?.metadata.totalSize ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section aria-labelledby="catalog-items-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="catalog-items-title">
          {_('ws-catalog.list.title')}
        </Title>
        {notice ? (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        ) : null}
        <Group align="flex-end">
          <TextInput
            label={_('ws-catalog.list.filter')}
            placeholder={_('ws-catalog.list.filterPlaceholder')}
            value={filter}
            maxLength={200}
            onChange={(e) => {
              setFilter(e.currentTarget.value);
              setPage(1);
            }}
            w={320}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.isPending ? _('ws-catalog.list.loading') : _('ws-catalog.list.count', { count: total })}
          </Text>
          {list.isFetching && !list.isPending ? (
            <Loader size="xs" aria-label={_('ws-catalog.list.updating')} />
          ) : null}
        </Group>
        {list.isError ? (
          <Alert color="red" role="alert">
            {errorText(list.error)}
          </Alert>
        ) : null}
        <Table striped highlightOnHover data-testid="catalog-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{_('ws-catalog.list.name')}</Table.Th>
              <Table.Th scope="col">{_('ws-catalog.list.id')}</Table.Th>
              <Table.Th scope="col">{_('ws-catalog.list.type')}</Table.Th>
              <Table.Th scope="col">{_('ws-catalog.list.version')}</Table.Th>
              <Table.Th scope="col">{_('ws-catalog.list.updated')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{_('ws-catalog.list.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.results ?? []).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.id}</Table.Td>
                <Table.Td>
                  {row.objectType === 'BUNDLE'
                    ? _('ws-catalog.list.bundle')
                    : _('ws-catalog.list.specification')}
                </Table.Td>
                <Table.Td>{row.version}</Table.Td>
                <Table.Td>{formatDate(row.dateUpdated)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onOpen(row.id)}
                    aria-label={_('ws-catalog.list.editName', { name: row.name })}
                  >
                    {_('ws-catalog.list.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {list.data && total === 0 ? <Text>{_('ws-catalog.list.noMatch')}</Text> : null}
        {pages > 1 ? (
          <nav aria-label={_('ws-catalog.list.pages')}>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              boundaries={1}
              siblings={1}
              getControlProps={(control) => ({ 'aria-label': _(PAGE_CONTROLS[control]) })}
              getItemProps={(p) => ({ 'aria-label': _('ws-catalog.list.page', { page: p }) })}
            />
          </nav>
        ) : null}
      </Stack>
    </section>
  );
}
