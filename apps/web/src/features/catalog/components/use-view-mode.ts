import { useCallback, useState } from 'react';
import { isViewMode, readPref, type ViewMode, writePref } from '../../../lib/local-prefs.ts';

/** Card or list, remembered in the browser under `key` (catalogue and taxonomy keep their own). */
export function useViewMode(key: string) {
  const [view, setView] = useState<ViewMode>(() => readPref(key, 'card', isViewMode));
  const change = useCallback(
    (next: ViewMode) => {
      writePref(key, next);
      setView(next);
    },
    [key],
  );
  return [view, change] as const;
}
