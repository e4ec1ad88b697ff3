import { useLingui } from '@lingui/react';
import { Table } from '@mantine/core';
import type { Developer } from '@storefront/contract/runtime';

/** The developer details table. */
export function DeveloperTable({ developer }: { developer: Developer }) {
  const { _ } = useLingui();
  const rows: [string, string][] = [
    [_('access.email'), developer.email],
    [_('access.firstName'), developer.firstName],
    [_('access.lastName'), developer.lastName],
    [_('access.username'), developer.username],
    [_('access.status'), developer.status],
  ];
  return (
    <Table withTableBorder aria-label={_('access.dev.table')} maw={560}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={160}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
