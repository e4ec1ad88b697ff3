import { useLingui } from '@lingui/react';
import { Group, Pagination, Text } from '@mantine/core';

/** The catalogue's page buttons' names (shared catalogue). */
const CONTROL_LABELS = {
  first: 'cat.firstPage',
  previous: 'cat.previousPage',
  next: 'cat.nextPage',
  last: 'cat.lastPage',
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
  const { _ } = useLingui();
  const pages = Math.ceil(total / pageSize);
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {_('cat.resultCount', { count: total })}
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
            getItemProps={(p) => ({ 'aria-label': _('cat.page', { page: p }) })}
            getControlProps={(control) => ({ 'aria-label': _(CONTROL_LABELS[control]) })}
          />
        </nav>
      ) : null}
    </Group>
  );
}
