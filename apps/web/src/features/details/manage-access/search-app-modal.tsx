import { useLingui } from '@lingui/react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEARCH_PAGE_SIZE, useSearchApplications } from './api/search-applications.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  onPick: (name: string) => void;
}

/** The search modal: find an application in the register and use its name. */
export function SearchAppModal({ opened, onClose, onPick }: Props) {
  const { _ } = useLingui();
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [name] = useDebouncedValue(text.trim(), 300);
  const search = useSearchApplications(name, page, opened);
  const results = search.data?.results ?? [];
  const total = search.data?.metadata.totalSize ?? 0;
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={_('access.apps.search')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': _('access.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={_('access.search.name')}
          value={text}
          data-autofocus
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(0);
          }}
        />
        {search.isFetching ? <Loader size="xs" aria-label={_('access.searching')} /> : null}
        {search.isError ? (
          <Alert color="red" role="alert">
            {_('access.search.failed')}
          </Alert>
        ) : null}
        {search.isSuccess && results.length === 0 ? <Text c="dimmed">{_('access.search.none')}</Text> : null}
        {results.length > 0 ? (
          <Table aria-label={_('access.search.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('access.code')}</Table.Th>
                <Table.Th>{_('access.name')}</Table.Th>
                <Table.Th>{_('access.shortName')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{_('access.search.choose')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((app) => (
                <Table.Tr key={app.code}>
                  <Table.Td>{app.code}</Table.Td>
                  <Table.Td>{app.name}</Table.Td>
                  <Table.Td>{app.short}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onPick(app.name)}
                      aria-label={_('access.search.useName', { name: app.name })}
                    >
                      {_('access.search.use')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {pages > 1 ? (
          <Group justify="space-between">
            <Button size="xs" variant="default" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {_('access.search.previous')}
            </Button>
            <Text size="sm">{_('access.search.page', { page: page + 1, pages })}</Text>
            <Button
              size="xs"
              variant="default"
              disabled={page + 1 >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {_('access.search.next')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
