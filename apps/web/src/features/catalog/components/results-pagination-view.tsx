import { useLingui } from '@lingui/react';
import { Pagination } from '@mantine/core';

/** Catalogue keys of the arrow controls' names. */
const CONTROL_LABELS = {
  first: 'cat.firstPage',
  previous: 'cat.previousPage',
  next: 'cat.nextPage',
  last: 'cat.lastPage',
} as const;

/** Mantine's pagination, its own chunk: loaded only once results run to a second page. */
export default function ResultsPaginationView({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { _ } = useLingui();
  return (
    <Pagination
      total={total}
      value={Math.min(page, total)}
      onChange={onChange}
      boundaries={1}
      siblings={1}
      getItemProps={(p) => ({ 'aria-label': _('cat.page', { page: p }) })}
      getControlProps={(control) => ({ 'aria-label': _(CONTROL_LABELS[control]) })}
    />
  );
}
