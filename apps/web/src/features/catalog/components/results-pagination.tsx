import { Center, Pagination } from '@mantine/core';

interface ResultsPaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * Up to 7 page buttons: first and last always, the current page with one either side, ellipsis
 * for the gaps (spec section 9). Hidden when everything fits on one page.
 */
export function ResultsPagination({ page, total, onChange }: ResultsPaginationProps) {
  if (total <= 1) return null;
  return (
    <Center component="nav" aria-label="Pagination" mt="lg">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        boundaries={1}
        siblings={1}
        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Center>
  );
}
