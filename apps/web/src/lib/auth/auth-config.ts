import type { AuthConfig } from '@storefront/contract/config';
import { toApiError } from '../api-error.ts';
import { takePrefetched } from '../prefetch.ts';

/** GET /api/auth-config (public): where and how to sign in. */
export async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await (takePrefetched('/api/auth-config', null) ??
    fetch('/api/auth-config', { headers: { accept: 'application/json' } }));
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as AuthConfig;
}
