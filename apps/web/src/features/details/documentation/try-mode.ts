import type { InteractiveDocsConfig } from '@storefront/contract/docs';
import type { Credential, ItemRuntime } from '@storefront/contract/runtime';

export type TryMode = 'none' | 'key' | 'mock';
export type KeyPanelState = 'none' | 'valid' | 'expired';

export interface TryState {
  mode: TryMode;
  /** The newest key of the reserved application for the item's API (valid or expired). */
  key: { value: Credential['consumerKey']; expiresAt: Credential['expiresAt'] } | null;
  keyState: KeyPanelState;
  canTry: boolean;
}

/** A key is expired if its expiry date is past (spec section 4). */
export const isExpired = (expiresAt: string | null, now: number) =>
  expiresAt !== null && Date.parse(expiresAt) <= now;

/** The reserved (auto-created) application's newest credential carrying the item's API product. */
function reservedKey(runtime: ItemRuntime | undefined) {
  const product = runtime?.platformRuntime.apiProduct?.name;
  const app = runtime?.platformRuntime.developer?.apps.find((a) => a.reserved);
  if (!product || !app) return null;
  const credentials = app.credentials
    .filter((c) => c.status !== 'revoked' && c.products.some((p) => p.apiProduct === product))
    .sort((a, b) => Date.parse(b.issuedAt ?? '') - Date.parse(a.issuedAt ?? '') || 0);
  return credentials[0] ?? null;
}

/**
 * Try mode and key panel (spec section 4): with key allowed, key mode when the reserved application
 * holds an unexpired key for the item's API; otherwise mock if allowed, else key without a key;
 * none when neither is allowed. Try is permitted in mock mode or in key mode with a key.
 */
export function tryState(
  config: InteractiveDocsConfig,
  runtime: ItemRuntime | undefined,
  now = Date.now(),
): TryState {
  const credential = config.allowedAPIKey ? reservedKey(runtime) : null;
  const key = credential ? { value: credential.consumerKey, expiresAt: credential.expiresAt } : null;
  const keyState: KeyPanelState = !key ? 'none' : isExpired(key.expiresAt, now) ? 'expired' : 'valid';
  let mode: TryMode;
  if (config.allowedAPIKey && keyState === 'valid') mode = 'key';
  else if (config.allowedMock) mode = 'mock';
  else if (config.allowedAPIKey) mode = 'key';
  else mode = 'none';
  return { mode, key, keyState, canTry: mode === 'mock' || (mode === 'key' && keyState === 'valid') };
}
