import { Table } from '@mantine/core';
import type { ItemDetails } from '@storefront/contract/details';
import { formatDate } from '../../../lib/format-date.ts';
import type { Deployment } from './deployment.ts';

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={180}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Division, classifications, type, version, owner (by name) and last updated. */
export function ItemAttributes({ item }: { item: ItemDetails }) {
  return (
    <Rows
      rows={[
        ['Division', item.division ?? ''],
        ['Classifications', item.classifications.map((c) => c.label).join(', ')],
        ['Type', item.interfaceType?.name ?? ''],
        ['Version', item.version],
        ['Owner', item.ownerName ?? item.owner ?? ''],
        ['Last Updated', formatDate(item.dateUpdated)],
      ]}
    />
  );
}

export function DeploymentTable({ deployment }: { deployment: Deployment }) {
  return (
    <Rows
      rows={[
        ['Runtime', deployment.runtime],
        ['Group', deployment.group],
        ['API', deployment.api],
      ]}
    />
  );
}
