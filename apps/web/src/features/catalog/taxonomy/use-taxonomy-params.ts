import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ResultsState } from './taxonomy-results.tsx';

/** The taxonomy screen's selection, sort and page live in the URL (reload and links restore them). */
export function useTaxonomyParams() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('classification');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const state: ResultsState = {
    sortField: sort === 'dateUpdated' ? 'dateUpdated' : 'sortName',
    sortOrder: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };

  const update = useCallback(
    (id: string | null, next: ResultsState) => {
      const out = new URLSearchParams();
      if (id) out.set('classification', id);
      if (id && next.sortField !== 'sortName') out.set('sort', next.sortField);
      if (id && next.sortOrder !== 'asc') out.set('order', next.sortOrder);
      if (id && next.page > 1) out.set('page', String(next.page));
      setParams(out, { flushSync: true });
    },
    [setParams],
  );
  return { selectedId, state, update };
}
