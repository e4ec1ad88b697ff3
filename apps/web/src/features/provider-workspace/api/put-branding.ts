import type { Branding, BrandingUpdate } from '@storefront/contract/config';
import { apiPut } from '../../../lib/api-client.ts';

/**
 * PUT /api/provider/branding: changes the fields named (null clears one) and keeps the others;
 * answers the whole stored branding.
 */
export const putBranding = (update: BrandingUpdate) => apiPut<Branding>('/api/provider/branding', update);
