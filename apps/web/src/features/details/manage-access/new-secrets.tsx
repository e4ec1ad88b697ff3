import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import type { NewSecret } from './api/save-developer.ts';
import { MaskedKey } from './masked-key.tsx';

/** Keys just created with their secrets: shown this once, never again. */
export function NewSecrets({ secrets, onDismiss }: { secrets: NewSecret[]; onDismiss: () => void }) {
  if (secrets.length === 0) return null;
  return (
    <Alert color="green" title="New credentials" role="status">
      <Stack gap="xs">
        <Text size="sm">Copy the secret now: it will not be shown again.</Text>
        <Table aria-label="New credentials">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Application</Table.Th>
              <Table.Th>Consumer Key</Table.Th>
              <Table.Th>Consumer Secret</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {secrets.map((s) => (
              <Table.Tr key={s.consumerKey}>
                <Table.Td>{s.appName}</Table.Td>
                <Table.Td>
                  <MaskedKey value={s.consumerKey} label="new consumer key" reveal />
                </Table.Td>
                <Table.Td>
                  <MaskedKey value={s.consumerSecret} label="new consumer secret" reveal />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button variant="light" size="xs" onClick={onDismiss} style={{ alignSelf: 'flex-start' }}>
          I have copied the secret
        </Button>
      </Stack>
    </Alert>
  );
}
