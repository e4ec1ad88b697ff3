import { i18n } from '@lingui/core';
import type { Credential } from '@storefront/contract/runtime';

export type ProductState = 'none' | 'approved' | 'pending' | 'rejected' | 'revoked';

/**
 * The subscription of a credential to the item's API product: none when not attached, else the
 * status the portal records (a provider approves, rejects or revokes; the consumer cannot).
 */
export function productState(credential: Credential, apiProduct: string | null): ProductState {
  const product =
    apiProduct === null ? undefined : credential.products.find((p) => p.apiProduct === apiProduct);
  if (!product) return 'none';
  const s = product.status;
  return s === 'pending' || s === 'rejected' || s === 'revoked' ? s : 'approved';
}

/**
 * Active if the item's API product is on the credential and approved (spec section 4, with the
 * approval of issue 24: pending or rejected is never shown as active).
 */
export function isActive(credential: Credential, apiProduct: string | null): boolean {
  return productState(credential, apiProduct) === 'approved';
}

/**
 * The badge of each state: the spec's Active/Inactive, and what stands in between. In the common
 * area's catalogue: the documentation tab's key panel shows them too.
 */
export const productStateLabel = (state: ProductState): string => i18n._(`common.product.${state}`);

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
