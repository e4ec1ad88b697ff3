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

/** The catalogue, one server page at a time (filtered on the server, so 100k items stay fast). */
export function ItemList({ onOpen, notice }: { onOpen: (id: string) => void; notice: string | null }) {
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
          Items
        </Title>
        {notice ? (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        ) : null}
        <Group align="flex-end">
          <TextInput
            label="Filter by name"
            placeholder="Name or id"
            value={filter}
            maxLength={200}
            onChange={(e) => {
              setFilter(e.currentTarget.value);
              setPage(1);
            }}
            w={320}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.isPending ? 'Loading…' : `${total.toLocaleString('en-US')} item(s)`}
          </Text>
          {list.isFetching && !list.isPending ? <Loader size="xs" aria-label="Updating" /> : null}
        </Group>
        {list.isError ? (
          <Alert color="red" role="alert">
            {errorText(list.error)}
          </Alert>
        ) : null}
        <Table striped highlightOnHover data-testid="catalog-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Id</Table.Th>
              <Table.Th scope="col">Type</Table.Th>
              <Table.Th scope="col">Version</Table.Th>
              <Table.Th scope="col">Updated</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.results ?? []).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.id}</Table.Td>
                <Table.Td>{row.objectType === 'BUNDLE' ? 'Bundle' : 'Specification'}</Table.Td>
                <Table.Td>{row.version}</Table.Td>
                <Table.Td>{formatDate(row.dateUpdated)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onOpen(row.id)}
                    aria-label={`Edit ${row.name}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {list.data && total === 0 ? <Text>No items match.</Text> : null}
        {pages > 1 ? (
          <nav aria-label="Catalogue pages">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              boundaries={1}
              siblings={1}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          </nav>
        ) : null}
      </Stack>
    </section>
  );
}
