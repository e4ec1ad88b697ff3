import { i18n } from '@lingui/core';
import type { ApiVersion } from '@storefront/contract/versions';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useVersions } from './api/get-versions.ts';

/** The query parameter that carries the chosen API version, so links and reloads keep it. */
export const VERSION_PARAM = 'version';

export interface ChosenVersion {
  /** The version named by the URL when it is not the default one; null reads the default. */
  label: string | null;
  /** The version shown (the named one, else the default), once the list has loaded. */
  shown: ApiVersion | undefined;
  versions: ApiVersion[];
  /** Moves the URL to another version; the default one leaves the parameter out. */
  choose: (label: string) => void;
}

/**
 * A version's lifecycle in a sentence, for headers, cards and documentation ('' when current), in
 * the active language (the `versions` area, see use-versions-texts.ts).
 */
export function lifecycleText(
  v: Pick<ApiVersion, 'label' | 'state' | 'sunsetAt'>,
  format: (d: string) => string,
) {
  const label = v.label;
  if (v.state === 'deprecated')
    return v.sunsetAt
      ? i18n._('versions.deprecatedSunset', { label, date: format(v.sunsetAt) })
      : i18n._('versions.deprecated', { label });
  if (v.state === 'retired') return i18n._('versions.retired', { label });
  return '';
}

/** The version the details page shows, read from `?version=` (the default version when absent). */
export function useChosenVersion(itemId: string, enabled = true): ChosenVersion {
  const [params, setParams] = useSearchParams();
  const list = useVersions(itemId, enabled);
  const versions = list.data?.versions ?? [];
  const requested = params.get(VERSION_PARAM);
  const defaultLabel = list.data?.defaultVersion ?? null;
  const label = requested && requested !== defaultLabel ? requested : null;
  const shown = versions.find((v) => v.label === (label ?? defaultLabel));
  const choose = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next === defaultLabel) out.delete(VERSION_PARAM);
          else out.set(VERSION_PARAM, next);
          return out;
        },
        { preventScrollReset: true },
      ),
    [setParams, defaultLabel],
  );
  return { label, shown, versions, choose };
}
