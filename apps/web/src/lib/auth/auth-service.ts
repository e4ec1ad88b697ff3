import type { AuthConfig } from '@storefront/contract/config';
import type { UserManager } from 'oidc-client-ts';
import type { ApiAuth } from '../api-client.ts';
import { BASE_PATH, CALLBACK_PATH, RENEW_MARGIN_SECONDS } from './auth-paths.ts';
import { IdentityProviderError } from './identity-provider-error.ts';
import { announceSignOut, onSignOutElsewhere } from './sign-out-elsewhere.ts';

export { BASE_PATH, CALLBACK_PATH, RENEW_MARGIN_SECONDS };

/** The part of the signed-in user the app reads; oidc-client-ts keeps it as JSON in session storage. */
export interface StoredUser {
  access_token: string;
  expires_at?: number;
}

/** The OIDC client is loaded this long before its renewal is due, so the renewal starts on time. */
const LOAD_LEAD_SECONDS = 30;
const MAX_TIMER_MS = 2 ** 31 - 1;

let authConfig: AuthConfig | null = null;
let manager: Promise<UserManager> | null = null;
let loadTimer: ReturnType<typeof setTimeout> | undefined;

interface SignInState {
  returnTo: string;
}

/** Where and how to sign in (GET /api/auth-config); the OIDC client itself loads only when needed. */
export function initAuth(config: AuthConfig) {
  authConfig = config;
  manager = null;
  clearTimeout(loadTimer);
}

/** Demo mode (STOREFRONT_DEMO): the embedded provider's demo accounts; every page says so. */
export function isDemo(): boolean {
  return authConfig?.demo === true;
}

/** The OIDC client (its own chunk), loaded on first use: sign-in, callback, renewal, sign-out. */
export function getUserManager(): Promise<UserManager> {
  if (!manager) {
    const config = authConfig;
    if (!config) return Promise.reject(new Error('Sign-in is not initialised'));
    const loading = import('./user-manager.ts').then((m) => m.createUserManager(config));
    // A failed chunk fetch (offline) is tried again next time.
    loading.catch(() => {
      if (manager === loading) manager = null;
    });
    manager = loading;
  }
  return manager;
}

/** Tests: a stand-in OIDC client (null forgets it). */
export function setUserManager(next: UserManager | null) {
  manager = next ? Promise.resolve(next) : null;
}

/**
 * The signed-in user as oidc-client-ts stored it (WebStorageStateStore: "oidc." + "user:{authority}:
 * {client_id}" in session storage), read without loading the client.
 */
export function storedUser(config: AuthConfig | null = authConfig): StoredUser | null {
  if (!config) return null;
  const raw = window.sessionStorage.getItem(`oidc.user:${config.authority}:${config.clientId}`);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as Partial<StoredUser> | null;
    return typeof user?.access_token === 'string' ? (user as StoredUser) : null;
  } catch {
    return null;
  }
}

/** Seconds until the access token expires (as oidc-client-ts counts them); Infinity if it does not. */
export function secondsLeft(user: StoredUser, nowMs = Date.now()): number {
  return user.expires_at === undefined
    ? Number.POSITIVE_INFINITY
    : user.expires_at - Math.floor(nowMs / 1000);
}

/**
 * Loads the OIDC client shortly before the renewal margin is reached; once loaded it renews the
 * token by itself (automaticSilentRenew), 90 seconds before expiry, and again after each renewal.
 */
export function scheduleClientLoad(user: StoredUser) {
  clearTimeout(loadTimer);
  const lead = secondsLeft(user) - RENEW_MARGIN_SECONDS - LOAD_LEAD_SECONDS;
  if (lead === Number.POSITIVE_INFINITY) return;
  loadTimer = setTimeout(
    () => void getUserManager().catch(() => {}),
    Math.min(MAX_TIMER_MS, Math.max(0, lead * 1000)),
  );
}

export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Sends the browser to the identity provider; it comes back to `returnTo` (default: here). */
export async function signIn(returnTo = currentPath()): Promise<void> {
  const state: SignInState = { returnTo };
  const um = await getUserManager();
  await discover(um);
  // A nonce on every sign-in: providers may require it, and oidc-client-ts checks the ID token's.
  await um.signinRedirect({ state, nonce: newNonce() });
}

/**
 * Loads the provider's discovery document (oidc-client-ts keeps it for the redirect that follows);
 * a failure names the issuer tried, for the startup error screen.
 */
async function discover(um: UserManager): Promise<void> {
  try {
    await um.metadataService.getMetadata();
  } catch (cause) {
    const reason = cause instanceof Error && cause.message ? cause.message : 'no answer';
    throw new IdentityProviderError(um.settings.authority, reason);
  }
}

/** A fresh random value for the `nonce` of one authorization request. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Ends the IdP session too (with `state`, as providers may require), then returns to /store/. */
/** Set while this tab signs out; the page the provider sends it back to tells the other tabs. */
const SIGNING_OUT = 'storefront.signingOut';

export async function signOut(): Promise<void> {
  // Other tabs are told only once the provider's session has ended (see announceIfSignedOut):
  // told earlier, they would sign in again silently on the session that is still ending.
  window.sessionStorage.setItem(SIGNING_OUT, '1');
  const um = await getUserManager();
  try {
    await um.signoutRedirect({ state: { signedOut: true } });
  } catch {
    // The IdP has no end-session endpoint or is unreachable: forget the user locally at least.
    await um.removeUser();
    window.location.assign(`${BASE_PATH}/`);
  }
}

/** Completes the code flow on /store/auth/callback; returns where the user was going. */
export async function completeSignIn(): Promise<string> {
  const user = await (await getUserManager()).signinCallback();
  const state = (user?.state ?? null) as SignInState | null;
  const returnTo = state?.returnTo;
  // Only same-site paths under the base path: never an open redirect.
  return returnTo?.startsWith(`${BASE_PATH}/`) || returnTo === BASE_PATH ? returnTo : `${BASE_PATH}/`;
}

/** Completes a silent renewal inside the hidden frame that oidc-client-ts opened. */
export async function completeSilentRenew(): Promise<void> {
  await (await getUserManager()).signinCallback();
}

/**
 * The signed-in user, or null when sign-in is needed. A valid stored token is enough to start (the
 * OIDC client loads later, see scheduleClientLoad); an expired one is renewed first.
 */
export async function getSignedInUser(): Promise<StoredUser | null> {
  const user = storedUser();
  if (!user) return null;
  if (secondsLeft(user) > 0) {
    scheduleClientLoad(user);
    return user;
  }
  return (await renewToken()) ? storedUser() : null;
}

/** The current access token: oidc-client-ts writes each renewed one to the same storage entry. */
export async function getAccessToken(): Promise<string | null> {
  return storedUser()?.access_token ?? null;
}

let renewing: Promise<boolean> | null = null;

/**
 * One silent renewal at a time: parallel 401s share it. (Refresh tokens rotate; presenting the same
 * one twice would look like token theft to the provider and end the session.)
 */
export function renewToken(): Promise<boolean> {
  renewing ??= getUserManager()
    .then((um) => um.signinSilent({ nonce: newNonce() }))
    .then((user) => Boolean(user))
    .catch(() => false)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** The ApiAuth the api client uses in the browser. */
export const browserApiAuth: ApiAuth = {
  getAccessToken,
  renew: renewToken,
  signIn: () => signIn(),
};

/** On the page a sign-out returns to: tells this browser's other tabs (once). */
export function announceIfSignedOut(): void {
  if (window.sessionStorage.getItem(SIGNING_OUT) === null) return;
  window.sessionStorage.removeItem(SIGNING_OUT);
  announceSignOut();
}

/**
 * When another tab signs out, this one forgets its user and starts over (the identity provider's
 * session has ended, so that is its sign-in page).
 */
export function followSignOutElsewhere(): () => void {
  return onSignOutElsewhere(() => {
    if (authConfig)
      window.sessionStorage.removeItem(`oidc.user:${authConfig.authority}:${authConfig.clientId}`);
    window.location.assign(`${BASE_PATH}/`);
  });
}
