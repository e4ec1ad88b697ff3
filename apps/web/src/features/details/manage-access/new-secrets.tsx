import { useLingui } from '@lingui/react';
import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import type { NewSecret } from './api/save-developer.ts';
import { MaskedKey } from './masked-key.tsx';

/** Keys just created with their secrets: shown this once, never again. */
export function NewSecrets({ secrets, onDismiss }: { secrets: NewSecret[]; onDismiss: () => void }) {
  const { _ } = useLingui();
  if (secrets.length === 0) return null;
  return (
    <Alert color="green" title={_('access.new.title')} role="status">
      <Stack gap="xs">
        <Text size="sm">{_('access.new.copyNow')}</Text>
        <Table aria-label={_('access.new.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('access.new.app')}</Table.Th>
              <Table.Th>{_('access.cred.key')}</Table.Th>
              <Table.Th>{_('access.cred.secret')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {secrets.map((s) => (
              <Table.Tr key={s.consumerKey}>
                <Table.Td>{s.appName}</Table.Td>
                <Table.Td>
                  <MaskedKey value={s.consumerKey} label={_('access.new.keyLabel')} reveal />
                </Table.Td>
                <Table.Td>
                  <MaskedKey value={s.consumerSecret} label={_('access.new.secretLabel')} reveal />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button variant="light" size="xs" onClick={onDismiss} style={{ alignSelf: 'flex-start' }}>
          {_('access.new.done')}
        </Button>
      </Stack>
    </Alert>
  );
}
