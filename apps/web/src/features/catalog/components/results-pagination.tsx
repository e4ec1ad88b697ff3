import { useLingui } from '@lingui/react';
import { Center } from '@mantine/core';
import { lazy, Suspense } from 'react';

/**
 * The page buttons come in their own chunk (issue 31): the catalogue page is at its 150 KB budget and
 * its texts had to be paid for; a search with one page of results never needs them, and they sit
 * below the results, so first paint does not wait for them.
 */
const ResultsPaginationView = lazy(() => import('./results-pagination-view.tsx'));

interface ResultsPaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * Up to 7 page buttons: first and last always, the current page with one either side, ellipsis
 * for the gaps (spec section 9). Hidden when everything fits on one page.
 */
export function ResultsPagination({ page, total, onChange }: ResultsPaginationProps) {
  const { _ } = useLingui();
  if (total <= 1) return null;
  return (
    <Center component="nav" aria-label={_('cat.pagination')} mt="lg" mih={32}>
      <Suspense fallback={null}>
        <ResultsPaginationView page={page} total={total} onChange={onChange} />
      </Suspense>
    </Center>
  );
}
