import type { Branding } from '@storefront/contract/config';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /api/provider/branding: replaces the whole stored branding. */
export const putBranding = (branding: Branding) => apiPut<Branding>('/api/provider/branding', branding);
