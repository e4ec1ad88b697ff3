import { Group, Pagination, Text } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** "N results" and the page buttons (1-based) of a search in the reference-data modal. */
export function SearchPager({
  label,
  page,
  pageSize,
  total,
  onChange,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.ceil(total / pageSize);
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? '1 result' : `${total} results`}
      </Text>
      {pages > 1 ? (
        <nav aria-label={label}>
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={onChange}
            boundaries={1}
            siblings={1}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          />
        </nav>
      ) : null}
    </Group>
  );
}
