import { Button, Group, NativeSelect } from '@mantine/core';
import type { SortField, SortOrder } from '../api/search-catalog.ts';
import { SortIcon } from './catalog-icons.tsx';

const SORT_OPTIONS = [
  { value: 'sortName', label: 'Name' },
  { value: 'dateUpdated', label: 'Updated Date' },
];

interface SortControlProps {
  field: SortField;
  order: SortOrder;
  onChange: (field: SortField, order: SortOrder) => void;
  idPrefix: string;
}

/** Sort field (Name / Updated Date) and an ascending/descending toggle. */
export function SortControl({ field, order, onChange, idPrefix }: SortControlProps) {
  const descending = order === 'desc';
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <NativeSelect
        id={`${idPrefix}-sort`}
        label="Sort by"
        size="sm"
        data={SORT_OPTIONS}
        value={field}
        onChange={(e) => onChange(e.currentTarget.value as SortField, order)}
      />
      <Button
        variant="default"
        size="sm"
        px="xs"
        onClick={() => onChange(field, descending ? 'asc' : 'desc')}
        aria-label={descending ? 'Desc: sort order descending' : 'Asc: sort order ascending'}
        title={descending ? 'Descending: change to ascending' : 'Ascending: change to descending'}
        leftSection={<SortIcon descending={descending} />}
        data-testid="sort-order"
      >
        {descending ? 'Desc' : 'Asc'}
      </Button>
    </Group>
  );
}
