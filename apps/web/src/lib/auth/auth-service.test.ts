import type { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn, createUserManager, renewToken, setUserManager } from './auth-service.ts';

afterEach(() => setUserManager(null));

describe('auth service', () => {
  it('configures code flow with PKCE, 90-second early renewal and session storage', () => {
    const um = createUserManager(
      {
        authority: 'https://idp.example/oidc',
        clientId: 'web',
        scope: 'openid profile',
        audience: 'api',
        embedded: true,
      },
      'https://portal.example',
    );
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

  it('shares one renewal between parallel callers', async () => {
    let resolve!: (v: unknown) => void;
    const signinSilent = vi.fn(() => new Promise((r) => (resolve = r)));
    setUserManager({ signinSilent } as unknown as UserManager);
    const a = renewToken();
    const b = renewToken();
    resolve({ access_token: 'new' });
    await expect(Promise.all([a, b])).resolves.toEqual([true, true]);
    expect(signinSilent).toHaveBeenCalledTimes(1);
  });

  it('reports a failed renewal as false', async () => {
    setUserManager({
      signinSilent: vi.fn(async () => Promise.reject(new Error('invalid_grant'))),
    } as unknown as UserManager);
    await expect(renewToken()).resolves.toBe(false);
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
