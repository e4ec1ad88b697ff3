import type { AuthConfig } from '@storefront/contract/config';
import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { ApiAuth } from '../api-client.ts';

export const BASE_PATH = '/store';
export const CALLBACK_PATH = `${BASE_PATH}/auth/callback`;

/** Renew when the access token is within 90 seconds of expiry (spec section 9). */
export const RENEW_MARGIN_SECONDS = 90;

let manager: UserManager | null = null;

interface SignInState {
  returnTo: string;
}

export function createUserManager(config: AuthConfig, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${BASE_PATH}/`,
    response_type: 'code',
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_MARGIN_SECONDS,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    loadUserInfo: false,
    // Auth0-style providers need the API audience; others ignore unknown parameters.
    extraQueryParams: config.audience && !config.embedded ? { audience: config.audience } : undefined,
  });
}

export function setUserManager(next: UserManager | null) {
  manager = next;
}

export function getUserManager(): UserManager {
  if (!manager) throw new Error('Sign-in is not initialised');
  return manager;
}

export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Sends the browser to the identity provider; it comes back to `returnTo` (default: here). */
export async function signIn(returnTo = currentPath()): Promise<void> {
  const state: SignInState = { returnTo };
  await getUserManager().signinRedirect({ state });
}

/** Ends the IdP session too, then returns to /store/. */
export async function signOut(): Promise<void> {
  const um = getUserManager();
  try {
    await um.signoutRedirect();
  } catch {
    // The IdP has no end-session endpoint or is unreachable: forget the user locally at least.
    await um.removeUser();
    window.location.assign(`${BASE_PATH}/`);
  }
}

/** Completes the code flow on /store/auth/callback; returns where the user was going. */
export async function completeSignIn(): Promise<string> {
  const user = await getUserManager().signinCallback();
  const state = (user?.state ?? null) as SignInState | null;
  const returnTo = state?.returnTo;
  // Only same-site paths under the base path: never an open redirect.
  return returnTo?.startsWith(`${BASE_PATH}/`) || returnTo === BASE_PATH ? returnTo : `${BASE_PATH}/`;
}

export async function getSignedInUser(): Promise<User | null> {
  const user = await getUserManager().getUser();
  if (!user) return null;
  if (!user.expired) return user;
  return (await renewToken()) ? getUserManager().getUser() : null;
}

export async function getAccessToken(): Promise<string | null> {
  return (await getUserManager().getUser())?.access_token ?? null;
}

let renewing: Promise<boolean> | null = null;

/**
 * One silent renewal at a time: parallel 401s share it. (Refresh tokens rotate; presenting the same
 * one twice would look like token theft to the provider and end the session.)
 */
export function renewToken(): Promise<boolean> {
  renewing ??= getUserManager()
    .signinSilent()
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
