/** Where the user came from, inserted into the breadcrumb (spec section 2, Details). */
export type Origin = 'taxonomy' | 'favorites' | 'topapis';

export const ORIGIN_CRUMBS: Record<Origin, { label: string; to: string }> = {
  taxonomy: { label: 'Taxonomy', to: '/catalog/taxonomy' },
  favorites: { label: 'My Favorites', to: '/catalog/favorites' },
  topapis: { label: 'Top APIs', to: '/catalog/top-apis' },
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

export interface Crumb {
  label: string;
  to?: string;
}

/** Home > Catalog > [origin] > item name > tab. The last crumb is the current page (no link). */
export function buildCrumbs(
  origin: Origin | null,
  item: { name: string; root: string },
  tabLabel: string | null,
): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', to: '/' },
    { label: 'Catalog', to: '/catalog' },
  ];
  if (origin) crumbs.push(ORIGIN_CRUMBS[origin]);
  crumbs.push({ label: item.name, to: item.root });
  if (tabLabel) crumbs.push({ label: tabLabel });
  return crumbs;
}
