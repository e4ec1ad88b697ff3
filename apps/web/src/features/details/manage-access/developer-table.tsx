import { Table } from '@mantine/core';
import type { Developer } from '@storefront/contract/runtime';

/** The developer details table. */
export function DeveloperTable({ developer }: { developer: Developer }) {
  const rows: [string, string][] = [
    ['Email', developer.email],
    ['First Name', developer.firstName],
    ['Last Name', developer.lastName],
    ['Username', developer.username],
    ['Status', developer.status],
  ];
  return (
    <Table withTableBorder aria-label="Developer details" maw={560}>
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
