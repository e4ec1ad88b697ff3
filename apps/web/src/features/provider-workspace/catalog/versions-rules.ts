import { i18n } from '@lingui/core';
import type { ApiVersion, Changelog } from '@storefront/contract/versions';

// Texts from the ws-catalog area (issue 31), read at call time so they follow the language.

/** "3 breaking changes" (the preview's headline, as consumers will read it). */
export function breakingText(count: number): string {
  return i18n._('ws-catalog.versions.breaking', { count });
}

/** The preview's summary line: breaking and non-breaking counts and operations added and removed. */
export function previewSummary(log: Changelog): string {
  if (log.from === null) return i18n._('ws-catalog.versions.firstVersion');
  const s = log.summary;
  return i18n._('ws-catalog.versions.summary', {
    breaking: breakingText(s.breaking),
    nonBreaking: i18n._('ws-catalog.versions.nonBreaking', { count: s.nonBreaking }),
    from: log.from,
    added: s.operationsAdded,
    removed: s.operationsRemoved,
  });
}

/** A version's state for the workspace table. */
export function stateText(v: ApiVersion, format: (d: string) => string): string {
  const base =
    v.state === 'deprecated'
      ? i18n._('ws-catalog.versions.deprecatedSunset', { date: v.sunsetAt ? format(v.sunsetAt) : '—' })
      : v.state === 'retired'
        ? i18n._('ws-catalog.versions.retired')
        : i18n._('ws-catalog.versions.current');
  return v.isDefault ? i18n._('ws-catalog.versions.isDefault', { state: base }) : base;
}

/**
 * A sunset date from a date field (YYYY-MM-DD) as the end of that day in UTC, or an error text:
 * the server refuses dates not in the future, so the form says so first.
 */
export function sunsetFromDate(value: string, now = Date.now()): { iso: string } | { error: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return { error: i18n._('ws-catalog.versions.chooseSunset') };
  const at = new Date(`${value}T23:59:59Z`);
  if (Number.isNaN(at.getTime())) return { error: i18n._('ws-catalog.versions.chooseSunset') };
  if (at.getTime() <= now) return { error: i18n._('ws-catalog.versions.sunsetFuture') };
  return { iso: at.toISOString() };
}
