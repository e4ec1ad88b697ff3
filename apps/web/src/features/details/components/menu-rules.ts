import { i18n } from '@lingui/core';
import type { CustomerConfig } from '@storefront/contract/config';
import type { ItemDetails } from '@storefront/contract/details';
import { providerWord } from '../../../lib/i18n/provider-words.ts';

export type TabKey =
  | 'about'
  | 'bundleDetails'
  | 'methods'
  | 'pricing'
  | 'documentation'
  | 'changelog'
  | 'attachments'
  | 'contactProvider'
  | 'getApiAccess'
  | 'providerUpdates'
  | 'manageAccess'
  | 'ticketing';

export type MenuEntry =
  | { kind: 'tab'; key: TabKey; label: string; path: string; disabled?: boolean; tooltip?: string }
  | { kind: 'download'; key: 'openapi'; label: string }
  | { kind: 'external'; key: 'viewInCatalog'; label: string; href: string };

export type MenuItem = Pick<ItemDetails, 'id' | 'objectType' | 'pricingPlans' | 'hasDocument'> &
  Partial<Pick<ItemDetails, 'documentType'>>;

/** The disabled Pricing tab's tooltip (spec), in English; `det.pricingUnavailable`. */
export const PRICING_UNAVAILABLE = 'Currently Unavailable for this API';

/** Route segments of the fixed tabs (the ticketing segment comes from configuration). */
export const TAB_PATHS: Record<Exclude<TabKey, 'ticketing'>, string> = {
  about: '',
  bundleDetails: 'bundle-details',
  methods: 'methods',
  pricing: 'pricing',
  documentation: 'documentation',
  changelog: 'changelog',
  attachments: 'attachments',
  contactProvider: 'contact-provider',
  getApiAccess: 'get-api-access',
  providerUpdates: 'provider-updates',
  manageAccess: 'get-api-key',
};

/** Entries with a default label in the catalogues (`det.menu.<key>`); a provider's label wins. */
const DEFAULT_LABELS = new Set([
  'about',
  'bundleDetails',
  'methods',
  'pricing',
  'documentation',
  'changelog',
  'attachments',
  'contactProvider',
  'getApiAccess',
  'providerUpdates',
  'manageAccess',
  'openapiDownload',
  'viewInCatalog',
  'ticketing',
]);

/**
 * Label and enabled flag of a menu entry from portalUIConfig.detailsMenu, with defaults: the
 * provider's label in the active language, else their default label, else ours (issue 31 part 3).
 */
export function menuSetting(
  config: CustomerConfig,
  key: string,
  locale: string = i18n.locale,
): { label: string; enabled: boolean } {
  const entry = config.portalUIConfig?.detailsMenu?.[key];
  const builtIn = DEFAULT_LABELS.has(key) ? i18n._(`det.menu.${key}`) : key;
  return {
    label: providerWord(entry?.label?.trim() || builtIn, entry?.labelTranslations, locale),
    enabled: entry?.enabled !== false,
  };
}

/** The external catalogue link with {id} filled in, or null unless it is plain http(s). */
export function viewInCatalogHref(config: CustomerConfig, id: string): string | null {
  const template = config.viewInCatalogUrl?.trim();
  if (!template) return null;
  const href = template.replaceAll('{id}', encodeURIComponent(id));
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function ticketingSegment(config: CustomerConfig): string | null {
  const route = config.ticketing?.route?.trim().replace(/^\/+|\/+$/g, '');
  return route && /^[A-Za-z0-9_-]+$/.test(route) ? route : null;
}

/**
 * The left menu of the details page, by object type and customer configuration (spec section 2), in
 * `locale` (the active language: a change rebuilds the menu).
 */
export function buildDetailsMenu(
  item: MenuItem,
  config: CustomerConfig,
  locale: string = i18n.locale,
): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const features = config.features;
  const entrySetting = (key: string) => menuSetting(config, key, locale);
  const tab = (key: Exclude<TabKey, 'ticketing'>, extra: Partial<MenuEntry> = {}) => {
    const setting = entrySetting(key);
    if (setting.enabled)
      entries.push({ kind: 'tab', key, label: setting.label, path: TAB_PATHS[key], ...extra } as MenuEntry);
  };

  // About is the default tab: always offered (only its label is configurable).
  entries.push({ kind: 'tab', key: 'about', label: entrySetting('about').label, path: '' });
  if (item.objectType === 'BUNDLE') tab('bundleDetails');
  if (item.objectType === 'SPECIFICATION') {
    tab('methods');
    if (features?.pricing !== false) {
      const hasPlans = item.pricingPlans.length > 0;
      tab('pricing', hasPlans ? {} : { disabled: true, tooltip: i18n._('det.pricingUnavailable') });
    }
    if (features?.documentation !== false) tab('documentation');
    // Issue 28: what changed between the document's published versions.
    if (item.hasDocument) tab('changelog');
    const download = entrySetting('openapiDownload');
    if (features?.openapiDownload !== false && download.enabled && item.hasDocument) {
      // An AsyncAPI item's document is no OpenAPI one: its own default label, unless the
      // configuration names one for the entry (a customer's label wins for both kinds).
      const custom = config.portalUIConfig?.detailsMenu?.openapiDownload?.label?.trim();
      const label =
        item.documentType === 'AsyncAPI' && !custom ? i18n._('det.menu.asyncapiDownload') : download.label;
      entries.push({ kind: 'download', key: 'openapi', label });
    }
  }
  if (features?.attachments !== false) tab('attachments');
  const view = entrySetting('viewInCatalog');
  const href = viewInCatalogHref(config, item.id);
  if (features?.viewInCatalog && view.enabled && href) {
    entries.push({ kind: 'external', key: 'viewInCatalog', label: view.label, href });
  }
  tab('contactProvider');
  tab('providerUpdates');
  const segment = ticketingSegment(config);
  if (features?.ticketing && segment && entrySetting('ticketing').enabled) {
    const label = config.ticketing.label?.trim() || entrySetting('ticketing').label;
    entries.push({ kind: 'tab', key: 'ticketing', label, path: segment });
  }
  if (item.objectType === 'SPECIFICATION' && features?.getApiAccess !== false) tab('getApiAccess');
  // Manage Access: specifications only, when the visual configuration has apiAccess true.
  if (item.objectType === 'SPECIFICATION' && config.portalUIConfig?.visual?.apiAccess === true)
    tab('manageAccess');
  return entries;
}

/** The tab entry a route segment ('' for the index) opens, if the menu offers it and it is enabled. */
export function findTab(entries: MenuEntry[], segment: string): Extract<MenuEntry, { kind: 'tab' }> | null {
  for (const entry of entries) {
    if (entry.kind === 'tab' && entry.path === segment && !entry.disabled) return entry;
  }
  return null;
}
