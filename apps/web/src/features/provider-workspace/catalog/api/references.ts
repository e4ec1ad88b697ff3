import type { InteractiveDocsConfig, InteractiveDocsOverride } from '@storefront/contract/docs';
import type { ProviderDimension, ProviderTaxonomy } from '@storefront/contract/provider';
import type {
  BundleMembership,
  BundleMembershipBody,
  InteractiveDocsOverrideState,
} from '@storefront/contract/provider-catalog';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../../lib/api-client.ts';
import { CATALOG_KEY } from './items.ts';

const itemPath = (id: string) => `/api/provider/items/${encodeURIComponent(id)}`;

/** GET /api/provider/taxonomies: taxonomies with their classifications. */
export const taxonomiesQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'taxonomies'] as const,
    queryFn: ({ signal }) => apiGet<ProviderTaxonomy[]>('/api/provider/taxonomies', undefined, signal),
    retry: false,
  });

/** GET /api/provider/pricing-plans: the values of the pricing-plans dimension. */
export const pricingPlansQueryOptions = () =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'pricing-plans'] as const,
    queryFn: ({ signal }) => apiGet<ProviderDimension>('/api/provider/pricing-plans', undefined, signal),
    retry: false,
  });

/** GET /api/provider/items/{id}/bundles: every bundle, marked where the specification is a member. */
export const bundleMembershipQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'item', id, 'bundles'] as const,
    queryFn: ({ signal }) => apiGet<BundleMembership>(`${itemPath(id)}/bundles`, undefined, signal),
    retry: false,
  });

/** PUT /api/provider/items/{id}/bundles {bundleIds}: exactly these bundles hold the specification. */
export const putBundleMembership = (id: string, bundleIds: string[]) =>
  apiPut<BundleMembership>(`${itemPath(id)}/bundles`, { bundleIds } satisfies BundleMembershipBody);

/** GET /api/provider/items/{id}/interactivedocs/override: the stored Try-mode override. */
export const tryOverrideQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'item', id, 'try-override'] as const,
    queryFn: ({ signal }) =>
      apiGet<InteractiveDocsOverrideState>(`${itemPath(id)}/interactivedocs/override`, undefined, signal),
    retry: false,
  });

/** PUT /api/provider/items/{id}/interactivedocs/config: replaces the override (left out = as configured). */
export const putTryOverride = (id: string, body: InteractiveDocsOverride) =>
  apiPut<InteractiveDocsConfig>(`${itemPath(id)}/interactivedocs/config`, body);
