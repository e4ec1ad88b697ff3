import type { InteractiveDocsConfig } from '@storefront/contract/docs';
import type { Credential, ItemRuntime } from '@storefront/contract/runtime';

export type TryMode = 'none' | 'key' | 'mock';
export type KeyPanelState = 'none' | 'valid' | 'expired';

export interface TryState {
  mode: TryMode;
  /**
   * The key Try uses: the one the user picked, else the reserved application's newest key for the
   * item's API (valid or expired), else the newest active key of their other applications.
   */
  key: { value: Credential['consumerKey']; expiresAt: Credential['expiresAt'] } | null;
  keyState: KeyPanelState;
  canTry: boolean;
  /** The application holding `key` (null without a key). */
  keyApp?: string | null;
  /** Every active key of the user for the item's API, to pick the one Try uses. */
  choices?: ActiveKey[];
  /** The item is not deployed to a runtime: no key can be had for it. */
  keysUnavailable?: boolean;
  /**
   * The subscription of `key` to the item's product (issue 24): only approved keys call the API;
   * pending, rejected and revoked are shown as such, never as usable.
   */
  keyStatus?: KeySubscription;
}

export type KeySubscription = 'approved' | 'pending' | 'rejected' | 'revoked';

/** The status of the item's product on the credential holding `key`. */
function subscriptionOf(runtime: ItemRuntime | undefined, key: string | null): KeySubscription {
  const product = runtime?.platformRuntime.apiProduct?.name;
  for (const app of runtime?.platformRuntime.developer?.apps ?? []) {
    const c = app.credentials.find((x) => x.consumerKey === key);
    const s = c?.products.find((p) => p.apiProduct === product)?.status;
    if (c) return s === 'pending' || s === 'rejected' || s === 'revoked' ? s : 'approved';
  }
  return 'approved';
}

export interface ActiveKey {
  value: string;
  appName: string;
  expiresAt: string | null;
  reserved: boolean;
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

/** The user's unexpired, unrevoked keys carrying the item's API, reserved app first, newest first. */
export function activeKeys(runtime: ItemRuntime | undefined, now = Date.now()): ActiveKey[] {
  const product = runtime?.platformRuntime.apiProduct?.name;
  if (!product) return [];
  const out: (ActiveKey & { issued: number })[] = [];
  for (const app of runtime?.platformRuntime.developer?.apps ?? []) {
    for (const c of app.credentials) {
      const carries = c.products.some((p) => p.apiProduct === product && p.status !== 'revoked');
      if (c.status === 'revoked' || !carries || isExpired(c.expiresAt, now)) continue;
      out.push({
        value: c.consumerKey,
        appName: app.name,
        expiresAt: c.expiresAt,
        reserved: app.reserved === true,
        issued: Date.parse(c.issuedAt ?? '') || 0,
      });
    }
  }
  out.sort((a, b) => Number(b.reserved) - Number(a.reserved) || b.issued - a.issued);
  return out.map(({ issued: _issued, ...k }) => k);
}

/**
 * Try mode and key panel (spec section 4): with key allowed, key mode when the user holds an
 * unexpired key for the item's API (the one they picked, the reserved application's, or one of
 * another application's); otherwise mock if allowed, else key without a key; none when neither is
 * allowed. Try is permitted in mock mode or in key mode with a key.
 */
export function tryState(
  config: InteractiveDocsConfig,
  runtime: ItemRuntime | undefined,
  now = Date.now(),
  chosenKey: string | null = null,
): TryState {
  const choices = config.allowedAPIKey ? activeKeys(runtime, now) : [];
  const reserved = config.allowedAPIKey ? reservedKey(runtime) : null;
  const picked = choices.find((k) => k.value === chosenKey);
  const reservedValid = reserved && !isExpired(reserved.expiresAt, now);
  let key: TryState['key'] = null;
  let keyApp: string | null = null;
  if (picked) {
    key = { value: picked.value, expiresAt: picked.expiresAt };
    keyApp = picked.appName;
  } else if (reserved && (reservedValid || choices.length === 0)) {
    key = { value: reserved.consumerKey, expiresAt: reserved.expiresAt };
    keyApp = runtime?.platformRuntime.developer?.apps.find((a) => a.reserved)?.name ?? null;
  } else if (choices[0]) {
    key = { value: choices[0].value, expiresAt: choices[0].expiresAt };
    keyApp = choices[0].appName;
  }
  const keyState: KeyPanelState = !key ? 'none' : isExpired(key.expiresAt, now) ? 'expired' : 'valid';
  const keyStatus = subscriptionOf(runtime, key?.value ?? null);
  const usable = keyState === 'valid' && keyStatus === 'approved';
  let mode: TryMode;
  if (config.allowedAPIKey && usable) mode = 'key';
  else if (config.allowedMock) mode = 'mock';
  else if (config.allowedAPIKey) mode = 'key';
  else mode = 'none';
  const keysUnavailable =
    config.allowedAPIKey && runtime !== undefined && !runtime.platformRuntime.apiProduct;
  return {
    mode,
    key,
    keyState,
    canTry: mode === 'mock' || (mode === 'key' && usable),
    keyApp,
    choices,
    keysUnavailable,
    keyStatus,
  };
}
