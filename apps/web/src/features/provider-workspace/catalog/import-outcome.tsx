import { useLingui } from '@lingui/react';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { ImportResult } from '@storefront/contract/provider-catalog';

/** What one import did: the item it created or updated, the importer's warnings, a way into it. */
export function ImportOutcome({ result, onOpen }: { result: ImportResult; onOpen: (id: string) => void }) {
  const { _ } = useLingui();
  return (
    <Alert
      color="green"
      role="status"
      title={_(result.status === 'imported' ? 'ws-catalog.outcome.imported' : 'ws-catalog.outcome.updated')}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {_('ws-catalog.outcome.summary', {
            name: result.name,
            id: result.itemId,
            count: result.operations,
            specVersion: result.specVersion,
          })}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(result.itemId)}
          aria-label={_('ws-catalog.list.editName', { name: result.name })}
        >
          {_('ws-catalog.list.edit')}
        </Button>
      </Group>
      {result.warnings.length > 0 ? (
        <List size="xs" mt="xs" aria-label={_('ws-catalog.outcome.warnings')}>
          {result.warnings.map((w) => (
            <List.Item key={w}>{w}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
