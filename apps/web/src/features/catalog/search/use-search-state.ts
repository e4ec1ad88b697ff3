import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isPageSizeOf, PREF_KEYS, readPref, writePref } from '../../../lib/local-prefs.ts';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  parseSearchState,
  type SearchState,
  toSearchParams,
} from './search-state.ts';

export type SearchChange = (current: SearchState) => SearchState;

/**
 * The catalogue search state, kept in the URL (reload, back/forward and shared links restore it).
 * The page size falls back to the stored preference when the URL does not name one. Changes are
 * functions of the current URL, so quick successive changes never work from a stale copy.
 */
export function useSearchState(dimensionCodes: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const [storedSize] = useState(() =>
    readPref(PREF_KEYS.catalogPageSize, DEFAULT_PAGE_SIZE, isPageSizeOf(PAGE_SIZES)),
  );
  const codesKey = dimensionCodes.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: codesKey stands for dimensionCodes
  const state = useMemo(
    () => parseSearchState(params, dimensionCodes, storedSize),
    [params, codesKey, storedSize],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: codesKey stands for dimensionCodes
  const update = useCallback(
    (change: SearchChange) =>
      setParams(
        (prev) => {
          const current = parseSearchState(prev, dimensionCodes, storedSize);
          const next = change(current);
          if (next.pageSize !== current.pageSize) writePref(PREF_KEYS.catalogPageSize, next.pageSize);
          return toSearchParams(next);
          // Rendered at once, not in a transition: the next click must see this state, not the old one.
        },
        { flushSync: true },
      ),
    [setParams, codesKey, storedSize],
  );
  return [state, update] as const;
}
