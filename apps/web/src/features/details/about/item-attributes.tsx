import { i18n } from '@lingui/core';
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
        [i18n._('det.attr.division'), item.division ?? ''],
        [i18n._('tax.classifications'), item.classifications.map((c) => c.label).join(', ')],
        [i18n._('det.attr.type'), item.interfaceType?.name ?? ''],
        [i18n._('det.attr.version'), item.version],
        [i18n._('det.attr.owner'), item.ownerName ?? item.owner ?? ''],
        [i18n._('det.attr.updated'), formatDate(item.dateUpdated)],
      ]}
    />
  );
}

export function DeploymentTable({ deployment }: { deployment: Deployment }) {
  return (
    <Rows
      rows={[
        [i18n._('det.attr.runtime'), deployment.runtime],
        [i18n._('det.attr.group'), deployment.group],
        ['API', deployment.api],
      ]}
    />
  );
}
