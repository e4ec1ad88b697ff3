import { useLingui } from '@lingui/react';
import type { CustomerConfig } from '@storefront/contract/config';
import { NavLink } from 'react-router';
import { isTaxonomyEnabled, isTopApisEnabled } from '../../../lib/nav-rules.ts';

interface CatalogNavItem {
  /** Catalogue key of the link text. */
  label: string;
  to: string;
  end?: boolean;
}

/** Catalog; Taxonomy if enabled and taxonomies exist; Top APIs unless disabled; My Favorites. */
export function catalogNavItems(config: CustomerConfig): CatalogNavItem[] {
  const items: CatalogNavItem[] = [{ label: 'nav.catalog', to: '/catalog', end: true }];
  if (isTaxonomyEnabled(config)) items.push({ label: 'nav.taxonomy', to: '/catalog/taxonomy' });
  if (isTopApisEnabled(config)) items.push({ label: 'nav.top-apis', to: '/catalog/top-apis' });
  items.push({ label: 'nav.favorites', to: '/catalog/favorites' });
  return items;
}

/** The catalogue's left navigation (a row of links on narrow screens). */
export function CatalogNav({ config }: { config: CustomerConfig }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={_('cat.catalogue')} className="catalog-nav">
      <ul>
        {catalogNavItems(config).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="nav-link nav-link--stacked">
              {_(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
