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

export const SEARCH_FAILED = 'The application register could not be searched at this time, please try again';

/** The search modal: find an application in the register and use its name. */
export function SearchAppModal({ opened, onClose, onPick }: Props) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [name] = useDebouncedValue(text.trim(), 300);
  const search = useSearchApplications(name, page, opened);
  const results = search.data?.results ?? [];
  const total = search.data?.metadata.totalSize ?? 0;
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  return (
    <Modal opened={opened} onClose={onClose} title="Search Applications" centered size="lg">
      <Stack gap="sm">
        <TextInput
          label="Application name"
          value={text}
          data-autofocus
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(0);
          }}
        />
        {search.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
        {search.isError ? (
          <Alert color="red" role="alert">
            {SEARCH_FAILED}
          </Alert>
        ) : null}
        {search.isSuccess && results.length === 0 ? <Text c="dimmed">No applications found</Text> : null}
        {results.length > 0 ? (
          <Table aria-label="Applications found">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Short name</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Choose</VisuallyHidden>
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
                      aria-label={`Use ${app.name}`}
                    >
                      Use
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
              Previous
            </Button>
            <Text size="sm">
              Page {page + 1} of {pages}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={page + 1 >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
