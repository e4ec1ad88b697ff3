import type { Credential } from '@storefront/contract/runtime';

/** Active if any of its products is the item's API product (spec section 4). */
export function isActive(credential: Credential, apiProduct: string | null): boolean {
  return apiProduct !== null && credential.products.some((p) => p.apiProduct === apiProduct);
}

/** A key is expired if its expiry date is past. */
export function isExpired(credential: Credential, now = Date.now()): boolean {
  return credential.expiresAt !== null && Date.parse(credential.expiresAt) < now;
}

/** The runtime naming the external API-management platform: only there can keys be added or removed. */
export const EXTERNAL_RUNTIME = 'apigee';

/** A key shown masked: dots and its last four characters. */
export function maskKey(key: string): string {
  return `••••••••${key.slice(-4)}`;
}
