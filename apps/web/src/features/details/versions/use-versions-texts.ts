import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import { ensureArea } from '../../../lib/i18n/areas.ts';

/** A key of the area, present once its texts are merged into the active language's messages. */
const PROBE = 'versions.label';
const loaded = () => i18n.messages[PROBE] !== undefined;

/**
 * The version picker and lifecycle notice sit in the details page's header, on every tab, but the
 * shared catalogue (counted in every first page) has no room for them: their few texts are the
 * small `versions` area, asked for only when an item has something to show (several versions, a
 * deprecated one). True once the texts are there; the Documentation and Changelog routes load the
 * area with their code, so it is true at once there.
 */
export function useVersionsTexts(wanted: boolean): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    // A failed load shows nothing rather than keys; the next tab or reload asks again.
    ensureArea('versions').then(
      () => live && setReady(loaded()),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready || loaded();
}
