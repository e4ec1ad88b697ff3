import fs from 'node:fs';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect, test } from './support/fixtures.ts';
import { freePort, repoRoot, type StartedServer, startServer, stopServer } from './support/servers.ts';

/**
 * Sign-in through an OpenID provider that is not this project's embedded one: oauth2-mock-server
 * (an independent implementation from npm: authorization code + PKCE, nonce, refresh tokens,
 * end-session), started here. It approves every authorization request at once (no login form).
 */
test.describe('an independent OpenID provider (oauth2-mock-server)', () => {
  let server: StartedServer | undefined;
  const idp = new OAuth2Server();
  const seen = { authorize: 0, refresh: 0, endSession: [] as URL[] };
  let audience = 'storefront-api';
  let accessTokenSeconds = 3600;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await idp.issuer.keys.generate('RS256');
    idp.service.on('beforeAuthorizeRedirect', () => {
      seen.authorize++;
    });
    idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      // The ID token is addressed to the SPA's client id; the rest is the access token.
      if (token.payload.aud === 'storefront-web') return;
      Object.assign(token.payload, {
        aud: audience,
        preferred_username: 'mallory',
        given_name: 'Mallory',
        email: 'mallory@example.com',
        email_verified: true,
      });
    });
    idp.service.on(
      'beforeResponse',
      (response: { body: Record<string, unknown> }, req: { body?: Record<string, string> }) => {
        if (req.body?.grant_type === 'refresh_token') seen.refresh++;
        // Short-lived tokens: the SPA renews 90 seconds before expiry, so within seconds here.
        response.body.expires_in = accessTokenSeconds;
      },
    );
    idp.service.on('beforePostLogoutRedirect', (_redirect: unknown, req: { url?: string }) => {
      seen.endSession.push(new URL(req.url ?? '/', 'http://idp'));
    });
    await idp.start(await freePort(), 'localhost');
    const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no SPA build in ${dist}`);
    server = await startServer('external-idp', {
      WEB_DIST_DIR: dist,
      STOREFRONT_SEED_DEMO: 'false',
      OIDC_ISSUER: String(idp.issuer.url),
      OIDC_AUDIENCE: 'storefront-api',
      OIDC_AUDIENCE_PARAM: 'resource',
      OIDC_SCOPES: 'openid profile email',
    });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
    await idp.stop();
  });

  test('signs in with a nonce, renews with the refresh token, and logs out with state', async ({ page }) => {
    accessTokenSeconds = 95;
    audience = 'storefront-api';
    const authorize = page.waitForRequest((r) => r.url().startsWith(`${idp.issuer.url}/authorize`));
    await page.goto(`${server!.url}/store/`);
    const auth = new URL((await authorize).url());
    expect(auth.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('resource')).toBe('storefront-api');
    await expect(page.getByRole('button', { name: 'Hi, Mallory: user menu' })).toBeVisible();
    // Not the embedded provider: no demo notice.
    await expect(page.getByRole('note')).toHaveCount(0);

    // Renewal: the token lives 95 s, the SPA renews 90 s before; the API still answers after it.
    await expect.poll(() => seen.refresh, { timeout: 30_000 }).toBeGreaterThan(0);
    accessTokenSeconds = 3600;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Catalog/ })
      .click();
    await expect(page).toHaveURL(/\/store\/catalog/);
    await expect(page.getByRole('button', { name: 'Hi, Mallory: user menu' })).toBeVisible();

    const authorizeBefore = seen.authorize;
    await page.getByRole('button', { name: 'Hi, Mallory: user menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => seen.endSession.length).toBe(1);
    const end = seen.endSession[0];
    expect(end.searchParams.get('state')).toBeTruthy();
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${server!.url}/store/`);

    // Back at /store/ from the provider's end-session, the portal signs in again: one authorization
    // request (this provider approves at once, like a provider whose own sign-in page is skipped
    // by single sign-on), then the portal, and no further round trips: no loop.
    await expect(page.getByRole('button', { name: 'Hi, Mallory: user menu' })).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(() => seen.authorize).toBe(authorizeBefore + 1);
    await page.waitForTimeout(2000);
    expect(seen.authorize).toBe(authorizeBefore + 1);
    expect(seen.endSession).toHaveLength(1);
    // The end-session's `state` stays in the address bar (the SPA does not read the logout answer).
    expect(page.url().replace(/\?state=\w+$/, '')).toBe(`${server!.url}/store/`);
  });

  test('a token for another audience shows the error screen after one authorization, no loop', async ({
    page,
  }) => {
    audience = 'someone-else';
    seen.authorize = 0;
    await page.goto(`${server!.url}/store/`);
    const screen = page.getByRole('alert');
    await expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(screen.getByTestId('startup-error-detail')).toHaveText(
      'The access token was refused: its audience (aud) does not include "storefront-api" (OIDC_AUDIENCE).',
    );
    await page.waitForTimeout(1000);
    expect(seen.authorize).toBe(1);
  });
});
