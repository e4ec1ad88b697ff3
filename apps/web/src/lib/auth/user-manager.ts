import type { AuthConfig } from '@storefront/contract/config';
import {
  type SigninRedirectArgs,
  type SignoutRedirectArgs,
  UserManager,
  WebStorageStateStore,
} from 'oidc-client-ts';
import { isLanguage, LANGUAGE_KEY } from '../i18n/languages.ts';
import { BASE_PATH, CALLBACK_PATH, RENEW_MARGIN_SECONDS } from './auth-paths.ts';

/** The language the user picked in the portal (issue 31), or undefined: they follow the browser. */
function chosenLanguage(): string | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends the user's chosen language as `ui_locales` (OpenID Connect Core, RP-Initiated Logout), so
 * the identity provider's pages speak it; without a choice nothing is sent and the provider follows
 * the browser. Read at each redirect, as the language can change after the client loaded.
 */
class PortalUserManager extends UserManager {
  override signinRedirect(args: SigninRedirectArgs = {}): Promise<void> {
    const ui_locales = chosenLanguage();
    return super.signinRedirect(ui_locales ? { ui_locales, ...args } : args);
  }

  override signoutRedirect(args: SignoutRedirectArgs = {}): Promise<void> {
    const ui_locales = chosenLanguage();
    if (!ui_locales) return super.signoutRedirect(args);
    const extraQueryParams = { ...(args.extraQueryParams ?? this.settings.extraQueryParams), ui_locales };
    return super.signoutRedirect({ ...args, extraQueryParams });
  }
}

/**
 * The OIDC client (oidc-client-ts and its JWT decoder), in a chunk of its own: a signed-in user with
 * a valid token needs none of it to see the first page. It loads for sign-in, the callback, sign-out,
 * a renewal (scheduled shortly before the token expires, or after a 401), and then renews on its own.
 */
export function createUserManager(config: AuthConfig, origin = window.location.origin): UserManager {
  const param = config.embedded || !config.audience ? 'none' : (config.audienceParam ?? 'audience');
  return new PortalUserManager({
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
    // How an external provider learns the API audience (OIDC_AUDIENCE_PARAM): Auth0's `audience`, the
    // standard RFC 8707 `resource` (sent with the code and refresh requests too), or nothing.
    extraQueryParams: param === 'audience' ? { audience: config.audience } : undefined,
    resource: param === 'resource' ? config.audience : undefined,
  });
}
