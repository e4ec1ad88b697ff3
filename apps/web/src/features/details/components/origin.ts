import { i18n } from '@lingui/core';

/** Where the user came from, inserted into the breadcrumb (spec section 2, Details). */
export type Origin = 'taxonomy' | 'favorites' | 'topapis';

/** `label` is the catalogue key of the crumb's text. */
export const ORIGIN_CRUMBS: Record<Origin, { label: string; to: string }> = {
  taxonomy: { label: 'nav.taxonomy', to: '/catalog/taxonomy' },
  favorites: { label: 'nav.favorites', to: '/catalog/favorites' },
  topapis: { label: 'nav.top-apis', to: '/catalog/top-apis' },
};

const isOrigin = (value: unknown): value is Origin =>
  typeof value === 'string' && Object.hasOwn(ORIGIN_CRUMBS, value);

/** The origin from router state ({ origin }) first, then from ?origin= (survives a reload or a shared link). */
export function readOrigin(state: unknown, search: string): Origin | null {
  const fromState = (state as { origin?: unknown } | null)?.origin;
  if (isOrigin(fromState)) return fromState;
  const fromQuery = new URLSearchParams(search).get('origin');
  return isOrigin(fromQuery) ? fromQuery : null;
}

/**
 * What the origin crumb needs beyond its name (router state): the taxonomy's query (its selected
 * classification), and the bundle a spec was opened from ("View Full API Details").
 */
export interface OriginExtras {
  search?: string;
  bundle?: { id: string; name: string };
}

export function readOriginExtras(state: unknown): OriginExtras {
  const s = (state ?? {}) as { originSearch?: unknown; bundle?: { id?: unknown; name?: unknown } };
  const extras: OriginExtras = {};
  if (typeof s.originSearch === 'string' && s.originSearch.startsWith('?')) extras.search = s.originSearch;
  if (typeof s.bundle?.id === 'string' && typeof s.bundle.name === 'string')
    extras.bundle = { id: s.bundle.id, name: s.bundle.name };
  return extras;
}

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Home > Catalog > [origin] > [bundle] > item name > tab. The last crumb is the current page (no
 * link); the origin crumb goes back to the same view (the taxonomy keeps its classification).
 */
export function buildCrumbs(
  origin: Origin | null,
  item: { name: string; root: string },
  tabLabel: string | null,
  extras: OriginExtras = {},
): Crumb[] {
  const crumbs: Crumb[] = [
    { label: i18n._('nav.home'), to: '/' },
    { label: i18n._('nav.catalog'), to: '/catalog' },
  ];
  if (origin) {
    const crumb = ORIGIN_CRUMBS[origin];
    crumbs.push({ label: i18n._(crumb.label), to: `${crumb.to}${extras.search ?? ''}` });
  }
  if (extras.bundle) {
    crumbs.push({
      label: extras.bundle.name,
      to: `/catalog/details/${encodeURIComponent(extras.bundle.id)}/bundle-details`,
    });
  }
  crumbs.push({ label: item.name, to: item.root });
  if (tabLabel) crumbs.push({ label: tabLabel });
  return crumbs;
}
