import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { ImportResult } from '@storefront/contract/provider-catalog';

/** What one import did: the item it created or updated, the importer's warnings, a way into it. */
export function ImportOutcome({ result, onOpen }: { result: ImportResult; onOpen: (id: string) => void }) {
  return (
    <Alert color="green" role="status" title={result.status === 'imported' ? 'Imported' : 'Updated'}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {result.name} ({result.itemId}): {result.operations} operation(s), {result.specVersion}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(result.itemId)}
          aria-label={`Edit ${result.name}`}
        >
          Edit
        </Button>
      </Group>
      {result.warnings.length > 0 ? (
        <List size="xs" mt="xs" aria-label="Warnings">
          {result.warnings.map((w) => (
            <List.Item key={w}>{w}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
