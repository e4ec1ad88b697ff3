import type { CustomerConfig } from '@storefront/contract/config';

/** Top APIs shows unless the configuration disables it (spec section 2, Header). */
export function isTopApisEnabled(config: CustomerConfig): boolean {
  return config.portalUIConfig?.mainNavigation?.topApis?.enabled !== false;
}

/** Taxonomy shows only if it is not disabled and the customer has taxonomies. */
export function isTaxonomyEnabled(config: CustomerConfig): boolean {
  const enabled = config.portalUIConfig?.mainNavigation?.taxonomy?.enabled !== false;
  return enabled && (config.search?.taxonomies?.length ?? 0) > 0;
}
