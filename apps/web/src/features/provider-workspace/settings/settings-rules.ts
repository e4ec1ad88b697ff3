import { i18n } from '@lingui/core';
import type { CustomerSettings } from '@storefront/contract/config';
import { withTranslations } from './words-rules.ts';

type MenuEntrySetting = CustomerSettings['portalUIConfig']['detailsMenu'][string];

/** Details-menu entries a provider can rename or switch off, named as consumers see them by default. */
export const MENU_ENTRIES: { key: string; readonly label: string }[] = [
  'about',
  'bundleDetails',
  'methods',
  'pricing',
  'documentation',
  'attachments',
  'contactProvider',
  'providerUpdates',
  'getApiAccess',
  'manageAccess',
].map((key) => ({
  key,
  // A getter: the label follows the active language (the shared catalogue's det.menu texts).
  get label() {
    return i18n._(`det.menu.${key}`);
  },
}));

export const FEATURE_FLAGS: { key: keyof CustomerSettings['features']; readonly label: string }[] = (
  [
    'pricing',
    'attachments',
    'documentation',
    'openapiDownload',
    'viewInCatalog',
    'ticketing',
    'getApiAccess',
    'metrics',
  ] as const
).map((key) => ({
  key,
  get label() {
    return i18n._(`ws-settings.settings.feature.${key}`);
  },
}));

/** A setting changed at a path, immutably. */
export function setFeature(
  s: CustomerSettings,
  key: keyof CustomerSettings['features'],
  on: boolean,
): CustomerSettings {
  return { ...s, features: { ...s.features, [key]: on } };
}

export function setNavigation(
  s: CustomerSettings,
  key: 'topApis' | 'taxonomy',
  on: boolean,
): CustomerSettings {
  const nav = s.portalUIConfig.mainNavigation;
  return {
    ...s,
    portalUIConfig: { ...s.portalUIConfig, mainNavigation: { ...nav, [key]: { enabled: on } } },
  };
}

/** A menu entry's label ('' = back to the default, so the key's label is left out) or enabled flag. */
export function setMenuEntry(s: CustomerSettings, key: string, patch: MenuEntrySetting): CustomerSettings {
  const entry = { ...(s.portalUIConfig.detailsMenu[key] ?? {}), ...patch };
  if (entry.label !== undefined && entry.label.trim() === '') delete entry.label;
  return {
    ...s,
    portalUIConfig: { ...s.portalUIConfig, detailsMenu: { ...s.portalUIConfig.detailsMenu, [key]: entry } },
  };
}

/** The settings to save: menu labels' translations trimmed, blank ones dropped (issue 31). */
export function settingsToSave(s: CustomerSettings): CustomerSettings {
  const menu = Object.fromEntries(
    Object.entries(s.portalUIConfig.detailsMenu).map(([key, entry]) => [
      key,
      withTranslations(entry, 'labelTranslations', entry.labelTranslations),
    ]),
  );
  return { ...s, portalUIConfig: { ...s.portalUIConfig, detailsMenu: menu } };
}

/** The first email pattern is the one the profile check uses; '' means no pattern. */
export function setEmailPattern(s: CustomerSettings, pattern: string): CustomerSettings {
  const rest = s.emailPatterns.slice(1);
  return { ...s, emailPatterns: pattern.trim() ? [pattern, ...rest] : rest };
}

/** Why a pattern cannot be used, or null. */
export function patternProblem(pattern: string): string | null {
  if (!pattern.trim()) return null;
  try {
    new RegExp(pattern);
    return null;
  } catch (err) {
    return i18n._('ws-settings.settings.badPattern', { reason: (err as Error).message });
  }
}

/** Whether a sample address passes the pattern (null when there is nothing to judge). */
export function sampleMatches(pattern: string, sample: string): boolean | null {
  if (!pattern.trim() || !sample.trim() || patternProblem(pattern)) return null;
  return new RegExp(pattern).test(sample.trim());
}
