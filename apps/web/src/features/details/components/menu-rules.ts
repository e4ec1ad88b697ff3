import type { CustomerConfig } from '@storefront/contract/config';
import type { ItemDetails } from '@storefront/contract/details';

export type TabKey =
  | 'about'
  | 'bundleDetails'
  | 'methods'
  | 'pricing'
  | 'documentation'
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

export type MenuItem = Pick<ItemDetails, 'id' | 'objectType' | 'pricingPlans' | 'hasDocument'>;

export const PRICING_UNAVAILABLE = 'Currently Unavailable for this API';

/** Route segments of the fixed tabs (the ticketing segment comes from configuration). */
export const TAB_PATHS: Record<Exclude<TabKey, 'ticketing'>, string> = {
  about: '',
  bundleDetails: 'bundle-details',
  methods: 'methods',
  pricing: 'pricing',
  documentation: 'documentation',
  attachments: 'attachments',
  contactProvider: 'contact-provider',
  getApiAccess: 'get-api-access',
  providerUpdates: 'provider-updates',
  manageAccess: 'get-api-key',
};

const DEFAULT_LABELS: Record<string, string> = {
  about: 'About',
  bundleDetails: 'Bundle Details',
  methods: 'Methods',
  pricing: 'Pricing',
  documentation: 'Documentation',
  attachments: 'Attachments',
  contactProvider: 'Contact Provider',
  getApiAccess: 'Get API Access',
  providerUpdates: 'Provider Updates',
  manageAccess: 'Manage Access',
  openapiDownload: 'Download OpenAPI Document',
  viewInCatalog: 'View in Catalog',
  ticketing: 'Tickets',
};

/** Label and enabled flag of a menu entry from portalUIConfig.detailsMenu, with defaults. */
export function menuSetting(
  config: CustomerConfig,
  key: string,
): Required<CustomerConfig['portalUIConfig']['detailsMenu'][string]> {
  const entry = config.portalUIConfig?.detailsMenu?.[key];
  return { label: entry?.label?.trim() || DEFAULT_LABELS[key] || key, enabled: entry?.enabled !== false };
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

/** The left menu of the details page, by object type and customer configuration (spec section 2). */
export function buildDetailsMenu(item: MenuItem, config: CustomerConfig): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const features = config.features;
  const tab = (key: Exclude<TabKey, 'ticketing'>, extra: Partial<MenuEntry> = {}) => {
    const setting = menuSetting(config, key);
    if (setting.enabled)
      entries.push({ kind: 'tab', key, label: setting.label, path: TAB_PATHS[key], ...extra } as MenuEntry);
  };

  // About is the default tab: always offered (only its label is configurable).
  entries.push({ kind: 'tab', key: 'about', label: menuSetting(config, 'about').label, path: '' });
  if (item.objectType === 'BUNDLE') tab('bundleDetails');
  if (item.objectType === 'SPECIFICATION') {
    tab('methods');
    if (features?.pricing !== false) {
      const hasPlans = item.pricingPlans.length > 0;
      tab('pricing', hasPlans ? {} : { disabled: true, tooltip: PRICING_UNAVAILABLE });
    }
    if (features?.documentation !== false) tab('documentation');
    const download = menuSetting(config, 'openapiDownload');
    if (features?.openapiDownload !== false && download.enabled && item.hasDocument) {
      entries.push({ kind: 'download', key: 'openapi', label: download.label });
    }
  }
  if (features?.attachments !== false) tab('attachments');
  const view = menuSetting(config, 'viewInCatalog');
  const href = viewInCatalogHref(config, item.id);
  if (features?.viewInCatalog && view.enabled && href) {
    entries.push({ kind: 'external', key: 'viewInCatalog', label: view.label, href });
  }
  tab('contactProvider');
  tab('providerUpdates');
  const segment = ticketingSegment(config);
  if (features?.ticketing && segment && menuSetting(config, 'ticketing').enabled) {
    const label = config.ticketing.label?.trim() || menuSetting(config, 'ticketing').label;
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
