import type { CustomerConfig } from '@storefront/contract/config';
import { isTaxonomyEnabled, isTopApisEnabled } from '../../lib/nav-rules.ts';

export interface NavItem {
  key: 'home' | 'catalog' | 'top-apis' | 'taxonomy' | 'favorites' | 'news';
  label: string;
  to: string;
  /** Active only on this exact path (so Catalog is not active on its children). */
  end?: boolean;
}

/** Home, Catalog, [Top APIs], [Taxonomy], My Favorites, Latest News (spec section 2, Header). */
export function buildMainNav(config: CustomerConfig): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', label: 'Home', to: '/', end: true },
    { key: 'catalog', label: 'Catalog', to: '/catalog', end: true },
  ];
  if (isTopApisEnabled(config)) items.push({ key: 'top-apis', label: 'Top APIs', to: '/catalog/top-apis' });
  if (isTaxonomyEnabled(config)) items.push({ key: 'taxonomy', label: 'Taxonomy', to: '/catalog/taxonomy' });
  items.push(
    { key: 'favorites', label: 'My Favorites', to: '/catalog/favorites' },
    { key: 'news', label: 'Latest News', to: '/news/announcements' },
  );
  return items;
}
