import type { CustomerSettings } from '@storefront/contract/config';

type MenuEntrySetting = CustomerSettings['portalUIConfig']['detailsMenu'][string];

/** Details-menu entries a provider can rename or switch off, with the consumer's default labels. */
export const MENU_ENTRIES: { key: string; label: string }[] = [
  { key: 'about', label: 'About' },
  { key: 'bundleDetails', label: 'Bundle Details' },
  { key: 'methods', label: 'Methods' },
  { key: 'pricing', label: 'Pricing' },
  { key: 'documentation', label: 'Documentation' },
  { key: 'attachments', label: 'Attachments' },
  { key: 'contactProvider', label: 'Contact Provider' },
  { key: 'providerUpdates', label: 'Provider Updates' },
  { key: 'getApiAccess', label: 'Get API Access' },
  { key: 'manageAccess', label: 'Manage Access' },
];

export const FEATURE_FLAGS: { key: keyof CustomerSettings['features']; label: string }[] = [
  { key: 'pricing', label: 'Pricing' },
  { key: 'attachments', label: 'Attachments' },
  { key: 'documentation', label: 'Interactive documentation' },
  { key: 'openapiDownload', label: 'OpenAPI download' },
  { key: 'viewInCatalog', label: 'View in Catalog' },
  { key: 'ticketing', label: 'Ticketing' },
  { key: 'getApiAccess', label: 'Get API Access' },
  { key: 'metrics', label: 'Metrics' },
];

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
    return `Not a valid regular expression: ${(err as Error).message}`;
  }
}

/** Whether a sample address passes the pattern (null when there is nothing to judge). */
export function sampleMatches(pattern: string, sample: string): boolean | null {
  if (!pattern.trim() || !sample.trim() || patternProblem(pattern)) return null;
  return new RegExp(pattern).test(sample.trim());
}
