import { useLingui } from '@lingui/react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import type { VersionOperations } from '@storefront/contract/versions';
import { useMemo } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { useCustomerConfig } from '../../../lib/startup.ts';
import { behaviourColumn } from '../components/behaviour-column.ts';
import { useDetailsContext } from '../components/details-context.ts';
import { type Operation, OperationsTable } from '../components/operations-table.tsx';
import { useVersionOperations } from '../versions/api/get-version-operations.ts';

/** A chosen version's operations (read from its document) in the table's shape. */
export function versionRows(data: VersionOperations, publishedAt: string): Operation[] {
  return data.operations.map((op) => ({
    id: `${op.method} ${op.path}`,
    name: op.operationId || op.summary || `${op.method} ${op.path}`,
    description: op.deprecated ? `(Deprecated) ${op.summary}` : op.summary,
    uri: op.path,
    operationBehaviour: op.method,
    dateUpdated: publishedAt,
  }));
}

/**
 * Methods: the specification's operations (windowed when there are many). The default version's come
 * with the item; another version's (`?version=`) are read from that version's document.
 */
export function MethodsTab() {
  const { _ } = useLingui();
  const { item, tabLabel, version } = useDetailsContext();
  const behaviour = behaviourColumn(useCustomerConfig());
  const heading = tabLabel || _('det.menu.methods');
  const other = useVersionOperations(item.id, version.label);
  const publishedAt = version.shown?.publishedAt ?? '';
  const rows = useMemo(
    () =>
      version.label === null ? item.operations : other.data ? versionRows(other.data, publishedAt) : null,
    [version.label, item.operations, other.data, publishedAt],
  );
  let body: React.ReactNode;
  if (version.label !== null && other.isError) body = <ErrorState error={other.error} />;
  else if (!rows) body = <Loader aria-label={_('det.loadingMethods')} />;
  else if (rows.length === 0) body = <Text c="dimmed">{_('det.noMethods')}</Text>;
  else
    body = (
      <OperationsTable
        operations={rows}
        label={heading}
        showBehaviour={behaviour.show}
        behaviourLabel={behaviour.label}
      />
    );
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {heading}
      </Title>
      {body}
    </Stack>
  );
}

export const Component = MethodsTab;
