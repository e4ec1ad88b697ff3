import type { AuthConfig } from '@storefront/contract/config';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { BASE_PATH, CALLBACK_PATH, RENEW_MARGIN_SECONDS } from './auth-paths.ts';

/**
 * The OIDC client (oidc-client-ts and its JWT decoder), in a chunk of its own: a signed-in user with
 * a valid token needs none of it to see the first page. It loads for sign-in, the callback, sign-out,
 * a renewal (scheduled shortly before the token expires, or after a 401), and then renews on its own.
 */
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
    // A provider that never answers (a black-holed address) fails sign-in instead of hanging.
    requestTimeoutInSeconds: 15,
    // Auth0-style providers need the API audience; others ignore unknown parameters.
    extraQueryParams: config.audience && !config.embedded ? { audience: config.audience } : undefined,
  });
}
