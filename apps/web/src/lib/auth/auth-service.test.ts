import { User, type UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  completeSignIn,
  getAccessToken,
  getSignedInUser,
  initAuth,
  renewToken,
  secondsLeft,
  setUserManager,
  signIn,
  signOut,
  storedUser,
} from './auth-service.ts';
import { IdentityProviderError } from './identity-provider-error.ts';
import { createUserManager } from './user-manager.ts';

vi.mock('./user-manager.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./user-manager.ts')>();
  return { createUserManager: vi.fn(real.createUserManager) };
});

const config = {
  authority: 'https://idp.example/oidc',
  clientId: 'web',
  scope: 'openid profile',
  audience: 'api',
  embedded: true,
};
const now = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  setUserManager(null);
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('auth service', () => {
  it('configures code flow with PKCE, 90-second early renewal and session storage', () => {
    const um = createUserManager(config, 'https://portal.example');
    expect(um.settings).toMatchObject({
      authority: 'https://idp.example/oidc',
      client_id: 'web',
      response_type: 'code',
      redirect_uri: 'https://portal.example/store/auth/callback',
      post_logout_redirect_uri: 'https://portal.example/store/',
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 90,
    });
  });

  it('names the audience to an external provider as OIDC_AUDIENCE_PARAM says', () => {
    const external = { ...config, embedded: false };
    const auth0 = createUserManager({ ...external, audienceParam: 'audience' }, 'https://portal.example');
    expect(auth0.settings.extraQueryParams).toEqual({ audience: 'api' });
    expect(auth0.settings.resource).toBeUndefined();
    const rfc8707 = createUserManager({ ...external, audienceParam: 'resource' }, 'https://portal.example');
    expect(rfc8707.settings.resource).toBe('api');
    expect(rfc8707.settings.extraQueryParams).toEqual({});
    const none = createUserManager({ ...external, audienceParam: 'none' }, 'https://portal.example');
    expect(none.settings.resource).toBeUndefined();
    expect(createUserManager(config, 'https://portal.example').settings.resource).toBeUndefined();
  });

  it('sends a nonce on sign-in and a state on sign-out, through the real client', async () => {
    const um = createUserManager(
      { ...config, embedded: false, audienceParam: 'resource' },
      'https://portal.example',
    );
    // The provider's discovery document, as if fetched.
    (um.metadataService as unknown as { _metadata: object })._metadata = {
      issuer: config.authority,
      authorization_endpoint: 'https://idp.example/oidc/auth',
      end_session_endpoint: 'https://idp.example/oidc/session/end',
    };
    const navigated: string[] = [];
    // oidc-client-ts navigates through its redirect navigator; catch the URL it would open.
    const nav = (um as unknown as { _redirectNavigator: { prepare: () => Promise<unknown> } })
      ._redirectNavigator;
    nav.prepare = async () => ({
      navigate: async ({ url }: { url: string }) => {
        navigated.push(url);
        return new Promise(() => {});
      },
      close: () => {},
    });
    setUserManager(um);
    initAuth({ ...config, embedded: false, audienceParam: 'resource' });
    setUserManager(um);
    void signIn('/store/');
    await vi.waitFor(() => expect(navigated).toHaveLength(1));
    const auth = new URL(navigated[0]);
    expect(auth.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(auth.searchParams.get('resource')).toBe('api');
    void signOut();
    await vi.waitFor(() => expect(navigated).toHaveLength(2));
    const end = new URL(navigated[1]);
    expect(end.searchParams.get('state')).toBeTruthy();
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe('https://portal.example/store/');
  });

  it("sends the user's chosen language as ui_locales on sign-in and sign-out, none without a choice", async () => {
    const um = createUserManager(
      { ...config, embedded: false, audienceParam: 'audience' },
      'https://portal.example',
    );
    (um.metadataService as unknown as { _metadata: object })._metadata = {
      issuer: config.authority,
      authorization_endpoint: 'https://idp.example/oidc/auth',
      end_session_endpoint: 'https://idp.example/oidc/session/end',
    };
    const navigated: URL[] = [];
    const nav = (um as unknown as { _redirectNavigator: { prepare: () => Promise<unknown> } })
      ._redirectNavigator;
    nav.prepare = async () => ({
      navigate: async ({ url }: { url: string }) => {
        navigated.push(new URL(url));
        return new Promise(() => {});
      },
      close: () => {},
    });
    try {
      void um.signinRedirect();
      await vi.waitFor(() => expect(navigated).toHaveLength(1));
      expect(navigated[0].searchParams.has('ui_locales')).toBe(false);
      localStorage.setItem('storefront.language', 'de');
      void um.signinRedirect();
      await vi.waitFor(() => expect(navigated).toHaveLength(2));
      expect(navigated[1].searchParams.get('ui_locales')).toBe('de');
      expect(navigated[1].searchParams.get('audience')).toBe('api');
      localStorage.setItem('storefront.language', 'ar');
      void um.signoutRedirect();
      await vi.waitFor(() => expect(navigated).toHaveLength(3));
      expect(navigated[2].searchParams.get('ui_locales')).toBe('ar');
      // Not a language of the portal: nothing is sent.
      localStorage.setItem('storefront.language', 'klingon');
      void um.signoutRedirect();
      await vi.waitFor(() => expect(navigated).toHaveLength(4));
      expect(navigated[3].searchParams.has('ui_locales')).toBe(false);
    } finally {
      localStorage.removeItem('storefront.language');
    }
  });

  it('reads the user exactly where oidc-client-ts stores it, without loading the client', async () => {
    const um = createUserManager(config, 'https://portal.example');
    await um.storeUser(
      new User({
        access_token: 'tok-1',
        token_type: 'Bearer',
        profile: {} as never,
        expires_at: now() + 600,
      }),
    );
    initAuth(config);
    expect(storedUser()).toMatchObject({ access_token: 'tok-1' });
    await expect(getAccessToken()).resolves.toBe('tok-1');
    expect(storedUser({ ...config, clientId: 'other' })).toBeNull();
    um.stopSilentRenew();
  });

  it('ignores a missing or malformed stored user', () => {
    initAuth(config);
    expect(storedUser()).toBeNull();
    sessionStorage.setItem('oidc.user:https://idp.example/oidc:web', '{not json');
    expect(storedUser()).toBeNull();
    sessionStorage.setItem('oidc.user:https://idp.example/oidc:web', '{"access_token":42}');
    expect(storedUser()).toBeNull();
  });

  it('counts seconds left as the client does; no expiry never expires', () => {
    expect(secondsLeft({ access_token: 'a', expires_at: 1_000 }, 990_500)).toBe(10);
    expect(secondsLeft({ access_token: 'a', expires_at: 1_000 }, 1_000_000)).toBe(0);
    expect(secondsLeft({ access_token: 'a' })).toBe(Number.POSITIVE_INFINITY);
  });

  it('starts with a valid stored token and loads the client only shortly before renewal is due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const created = vi.mocked(createUserManager);
    created.mockClear();
    initAuth(config);
    sessionStorage.setItem(
      'oidc.user:https://idp.example/oidc:web',
      JSON.stringify({ access_token: 'tok', expires_at: now() + 300 }),
    );
    await expect(getSignedInUser()).resolves.toMatchObject({ access_token: 'tok' });
    // Loaded at 300 - 90 - 30 = 180 s, then it renews by itself (automaticSilentRenew).
    vi.advanceTimersByTime(170_000);
    await vi.dynamicImportSettled();
    expect(created).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20_000);
    await vi.dynamicImportSettled();
    expect(created).toHaveBeenCalledWith(config);
    created.mock.results[0]?.value.stopSilentRenew();
  });

  it('renews an expired stored token before starting, and asks for sign-in when that fails', async () => {
    initAuth(config);
    const key = 'oidc.user:https://idp.example/oidc:web';
    sessionStorage.setItem(key, JSON.stringify({ access_token: 'old', expires_at: now() - 5 }));
    setUserManager({
      signinSilent: vi.fn(async () => {
        sessionStorage.setItem(key, JSON.stringify({ access_token: 'new', expires_at: now() + 300 }));
        return { access_token: 'new' };
      }),
    } as unknown as UserManager);
    await expect(getSignedInUser()).resolves.toMatchObject({ access_token: 'new' });
    sessionStorage.setItem(key, JSON.stringify({ access_token: 'old', expires_at: now() - 5 }));
    setUserManager({
      signinSilent: vi.fn(async () => Promise.reject(new Error('login_required'))),
    } as unknown as UserManager);
    await expect(getSignedInUser()).resolves.toBeNull();
    sessionStorage.clear();
    await expect(getSignedInUser()).resolves.toBeNull();
  });

  it('shares one renewal between parallel callers', async () => {
    let resolve!: (v: unknown) => void;
    const signinSilent = vi.fn(() => new Promise((r) => (resolve = r)));
    setUserManager({ signinSilent } as unknown as UserManager);
    const a = renewToken();
    const b = renewToken();
    await vi.waitFor(() => expect(signinSilent).toHaveBeenCalled());
    resolve({ access_token: 'new' });
    await expect(Promise.all([a, b])).resolves.toEqual([true, true]);
    expect(signinSilent).toHaveBeenCalledTimes(1);
  });

  it('reports a failed renewal as false, also when sign-in was never set up', async () => {
    setUserManager({
      signinSilent: vi.fn(async () => Promise.reject(new Error('invalid_grant'))),
    } as unknown as UserManager);
    await expect(renewToken()).resolves.toBe(false);
    setUserManager(null);
    await expect(renewToken()).resolves.toBe(false);
  });

  it('names the issuer when its discovery fails, and redirects only after discovery worked', async () => {
    const signinRedirect = vi.fn(async () => {});
    const manager = (getMetadata: () => Promise<unknown>) =>
      setUserManager({
        settings: { authority: 'http://127.0.0.1:9/oidc' },
        metadataService: { getMetadata },
        signinRedirect,
      } as unknown as UserManager);
    manager(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = signIn('/store/catalog').catch((e: unknown) => e);
    expect(await failure).toBeInstanceOf(IdentityProviderError);
    expect(((await failure) as IdentityProviderError).message).toBe(
      'Could not reach the identity provider at http://127.0.0.1:9/oidc (Failed to fetch).',
    );
    expect(signinRedirect).not.toHaveBeenCalled();
    manager(() => Promise.resolve({ issuer: 'http://127.0.0.1:9/oidc' }));
    await signIn('/store/catalog');
    expect(signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/store/catalog' },
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('returns only to paths under /store after sign-in (no open redirect)', async () => {
    const withState = (returnTo: string) =>
      setUserManager({ signinCallback: async () => ({ state: { returnTo } }) } as unknown as UserManager);
    withState('/store/catalog?text=pets');
    await expect(completeSignIn()).resolves.toBe('/store/catalog?text=pets');
    withState('https://evil.example/');
    await expect(completeSignIn()).resolves.toBe('/store/');
    withState('//evil.example/store/');
    await expect(completeSignIn()).resolves.toBe('/store/');
  });
});
