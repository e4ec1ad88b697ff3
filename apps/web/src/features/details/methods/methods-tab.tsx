import { Stack, Text, Title } from '@mantine/core';
import { useCustomerConfig } from '../../../lib/startup.ts';
import { behaviourColumn } from '../components/behaviour-column.ts';
import { useDetailsContext } from '../components/details-context.ts';
import { OperationsTable } from '../components/operations-table.tsx';

/** Methods: the specification's operations (windowed when there are many). */
export function MethodsTab() {
  const { item, tabLabel } = useDetailsContext();
  const behaviour = behaviourColumn(useCustomerConfig());
  const heading = tabLabel || 'Methods';
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {heading}
      </Title>
      {item.operations.length === 0 ? (
        <Text c="dimmed">No methods found</Text>
      ) : (
        <OperationsTable
          operations={item.operations}
          label={heading}
          showBehaviour={behaviour.show}
          behaviourLabel={behaviour.label}
        />
      )}
    </Stack>
  );
}

export const Component = MethodsTab;
