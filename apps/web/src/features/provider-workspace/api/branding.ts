import type { Branding } from '@storefront/contract/config';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/web/config/branding: the stored branding (unset fields use the defaults). */
export const getBranding = (signal?: AbortSignal) =>
  apiGet<Branding>('/api/web/config/branding', undefined, signal);

export const brandingQueryOptions = () =>
  queryOptions({
    queryKey: ['provider', 'branding'] as const,
    queryFn: ({ signal }) => getBranding(signal),
    retry: false,
  });
