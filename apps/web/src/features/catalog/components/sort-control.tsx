import { useLingui } from '@lingui/react';
import { Button, Group, NativeSelect } from '@mantine/core';
import type { SortField, SortOrder } from '../api/search-catalog.ts';
import { SortIcon } from './catalog-icons.tsx';

const SORT_OPTIONS = [
  { value: 'sortName', label: 'cat.sort.name' },
  { value: 'dateUpdated', label: 'cat.sort.updated' },
];

interface SortControlProps {
  field: SortField;
  order: SortOrder;
  onChange: (field: SortField, order: SortOrder) => void;
  idPrefix: string;
}

/** Sort field (Name / Updated Date) and an ascending/descending toggle. */
export function SortControl({ field, order, onChange, idPrefix }: SortControlProps) {
  const { _ } = useLingui();
  const descending = order === 'desc';
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <NativeSelect
        id={`${idPrefix}-sort`}
        label={_('cat.sortBy')}
        size="sm"
        data={SORT_OPTIONS.map((o) => ({ value: o.value, label: _(o.label) }))}
        value={field}
        onChange={(e) => onChange(e.currentTarget.value as SortField, order)}
      />
      <Button
        variant="default"
        size="sm"
        px="xs"
        onClick={() => onChange(field, descending ? 'asc' : 'desc')}
        aria-label={_(descending ? 'cat.sort.descLabel' : 'cat.sort.ascLabel')}
        title={_(descending ? 'cat.sort.descTitle' : 'cat.sort.ascTitle')}
        leftSection={<SortIcon descending={descending} />}
        data-testid="sort-order"
      >
        {_(descending ? 'cat.sort.desc' : 'cat.sort.asc')}
      </Button>
    </Group>
  );
}
