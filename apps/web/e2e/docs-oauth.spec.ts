import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { oauthDocument } from './docs-support.ts';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';
import { freePort, repoRoot, type StartedServer, startServer, stopServer } from './support/servers.ts';

/**
 * OAuth 2 in Try (issue 29) against an authorization server started here (oauth2-mock-server: client
 * credentials, authorization code with PKCE checked) and an API started here that answers only the
 * bearer tokens that server issued. Both listen on loopback, which Try reaches only when the operator
 * lists it: so this spec runs its own portal with TRY_PRIVATE_ALLOWLIST, and its item (made through
 * the provider API) touches no other spec's data.
 */
test.describe('OAuth 2 in Try', () => {
  const ITEM = 'e2e-docs-oauth-try';
  /** Mock allowed too, and alice holds no key: mock mode (issue 29's mock-mode OAuth). */
  const MOCK_ITEM = 'e2e-docs-oauth-try-mock';
  let apiUrl = '';
  const as = new OAuth2Server();
  const issued: string[] = [];
  const tokenRequests: { grant: string; basic: string; verifier?: string }[] = [];
  const apiSaw: string[] = [];
  const authorizeQueries: Record<string, unknown>[] = [];
  let api: http.Server;
  let portal: StartedServer | undefined;

  test.beforeAll(async ({ browser, request }) => {
    test.setTimeout(300_000);
    await as.issuer.keys.generate('RS256');
    as.service.on(
      'beforeResponse',
      (
        res: { body: Record<string, unknown>; statusCode: number },
        req: http.IncomingMessage & { body: Record<string, string> },
      ) => {
        const basic = Buffer.from(
          (req.headers.authorization ?? '').replace(/^Basic /, ''),
          'base64',
        ).toString();
        tokenRequests.push({ grant: req.body.grant_type, basic, verifier: req.body.code_verifier });
        if (basic.startsWith('revoked:')) {
          res.statusCode = 401;
          res.body = { error: 'invalid_client', error_description: 'This client is disabled' };
          return;
        }
        issued.push(String(res.body.access_token));
      },
    );
    as.service.on(
      'beforeAuthorizeRedirect',
      (_redirect: unknown, req: { query: Record<string, unknown> }) => {
        authorizeQueries.push({ ...req.query });
      },
    );
    await as.start(await freePort(), '127.0.0.1');
    api = http.createServer((req, res) => {
      const auth = req.headers.authorization ?? '';
      apiSaw.push(auth);
      const ok = issued.some((t) => auth === `Bearer ${t}`);
      res
        .writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
        .end(ok ? JSON.stringify([{ id: 7, name: 'Rex' }]) : '{"error":"invalid_token"}');
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;

    const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no SPA build in ${dist}`);
    portal = await startServer('oauth-try', {
      WEB_DIST_DIR: dist,
      STOREFRONT_SEED_DEMO: 'false',
      TRY_PRIVATE_ALLOWLIST: '127.0.0.1/32',
    });
    const auth = { authorization: `Bearer ${await tokenFor(browser, 'paula', portal.url)}` };
    const ok = async (res: Awaited<ReturnType<typeof request.fetch>>) =>
      expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
    const doc = { ...oauthDocument('Docs OAuth Try', `${as.issuer.url}/token`), servers: [{ url: apiUrl }] };
    // oauth2-mock-server authorizes at /authorize.
    doc.components.securitySchemes.petsAuth.flows.authorizationCode.authorizationUrl = `${as.issuer.url}/authorize`;
    // ITEM: calls go to the API itself, the mock (which takes any bearer token) is off. MOCK_ITEM:
    // both allowed, not deployed to a runtime (no key to be had), so the tab is in mock mode.
    for (const [id, config] of [
      [ITEM, { allowedAPIKey: true, allowedMock: false }],
      [MOCK_ITEM, { allowedAPIKey: true, allowedMock: true }],
    ] as const) {
      await ok(
        await request.fetch(`${portal.url}/api/provider/items`, {
          method: 'POST',
          headers: auth,
          data: { id, name: 'Docs OAuth Try' },
        }),
      );
      await ok(
        await request.fetch(`${portal.url}/api/provider/items/${id}/document?filename=pets.json`, {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          data: JSON.stringify(doc),
        }),
      );
      await ok(
        await request.fetch(`${portal.url}/api/provider/items/${id}/interactivedocs/config`, {
          method: 'PUT',
          headers: auth,
          data: config,
        }),
      );
    }
  });
  test.afterAll(async () => {
    if (portal) await stopServer(portal);
    await as.stop();
    await new Promise<void>((r) => api?.close(() => r()));
  });

  test('client credentials and authorization code with PKCE get tokens that Try sends to the API', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const url = portal!.url;
    await signIn(page, 'alice', {
      baseURL: url,
      path: `/store/catalog/details/${ITEM}/documentation/operations/listPets`,
    });
    const oauth = page.getByRole('group', { name: 'OAuth 2 (petsAuth)' });
    await expect(oauth).toBeVisible();
    const status = page.getByTestId('oauth-status-petsAuth');
    await expect(status).toHaveText('No token yet.');

    // Without a token the API refuses (the sample shows where the token goes).
    await expect(page.getByTestId('code-sample')).toContainText('Authorization: Bearer YOUR_ACCESS_TOKEN');
    await page.getByRole('button', { name: 'Try', exact: true }).click();
    await expect(page.getByTestId('try-status')).toHaveText(/^Status 401 /);

    // A refused client: the authorization server's words, no token.
    await oauth.getByLabel('Client ID').fill('revoked');
    await oauth.getByLabel('Client secret').fill('whatever');
    await oauth.getByRole('button', { name: 'Get token', exact: true }).click();
    await expect(oauth.getByRole('alert')).toContainText(
      'The authorization server refused the token request: invalid_client (This client is disabled).',
    );
    await expect(status).toHaveText('No token yet.');

    // Client credentials, with the consumer's own client (Basic, through the portal).
    await oauth.getByLabel('Client ID').fill('my-client');
    await oauth.getByLabel('Client secret').fill('my-secret');
    await expect(oauth.getByLabel('Scopes (separated by spaces)')).toHaveValue('pets:read');
    await oauth.getByRole('button', { name: 'Get token', exact: true }).click();
    await expect(status).toHaveText(/^Token received, valid for \d+ s/);
    expect(tokenRequests.at(-1)).toMatchObject({ grant: 'client_credentials', basic: 'my-client:my-secret' });
    const first = issued.at(-1)!;
    await expect(page.getByTestId('code-sample')).toContainText(`Authorization: Bearer ${first}`);
    await page.getByRole('button', { name: 'Try', exact: true }).click();
    await expect(page.getByTestId('try-status')).toHaveText(/^Status 200 /);
    await expect(page.getByTestId('try-response-body')).toContainText('"name": "Rex"');
    expect(apiSaw.at(-1)).toBe(`Bearer ${first}`);

    // Nothing of the client in localStorage; the secret in no storage at all.
    const stored = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(stored.local).not.toContain('my-client');
    expect(stored.local).not.toContain(first);
    expect(stored.local + stored.session).not.toContain('my-secret');
    expect(stored.session).toContain(first);

    // Authorization code with PKCE: the popup comes back through the portal's redirect page.
    await oauth.getByLabel('OAuth 2 flow').selectOption('authorizationCode');
    await oauth.getByLabel(/^Client secret/).fill('');
    const popup = page.waitForEvent('popup');
    await oauth.getByRole('button', { name: 'Get token', exact: true }).click();
    // The authorization server approves at once; the redirect page hands the code over and closes.
    const window = await popup;
    await expect.poll(() => window.isClosed()).toBe(true);
    expect(authorizeQueries.at(-1)).toMatchObject({
      client_id: 'my-client',
      redirect_uri: `${url}/store/oauth2-redirect.html`,
      code_challenge_method: 'S256',
      scope: 'pets:read',
    });
    await expect.poll(() => tokenRequests.at(-1)?.grant).toBe('authorization_code');
    // The authorization server checked the verifier against the challenge before it answered.
    expect(tokenRequests.at(-1)?.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(status).toHaveText(/^Token received/);
    const second = issued.at(-1)!;
    expect(second).not.toBe(first);
    await page.getByRole('button', { name: 'Try', exact: true }).click();
    await expect.poll(() => apiSaw.at(-1)).toBe(`Bearer ${second}`);
    await expect(page.getByTestId('try-status')).toHaveText(/^Status 200 /);

    // The token lasts the session: another operation and a reload still hold it.
    await page.reload();
    await expect(page.getByTestId('oauth-status-petsAuth')).toHaveText(/^Token received/);
    await page.getByRole('button', { name: 'Forget token' }).click();
    await expect(page.getByTestId('oauth-status-petsAuth')).toHaveText('No token yet.');
  });

  test('mock mode: an OAuth 2 operation is tried on the mock, or for real with a token', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'alice', {
      baseURL: portal!.url,
      path: `/store/catalog/details/${MOCK_ITEM}/documentation/operations/listPets`,
    });
    const server = page.getByLabel('Server');
    await expect(server.locator('option')).toHaveText([
      /^Mock server /,
      `${apiUrl} (real call with your OAuth 2 token)`,
    ]);
    await expect(server).toHaveValue('mock');
    await expect(
      page.getByText('the API itself needs an access token from your own OAuth 2 client'),
    ).toBeVisible();
    const oauth = page.getByRole('group', { name: 'OAuth 2 (petsAuth)' });
    const sample = page.getByTestId('code-sample');
    const tryButton = page.getByRole('button', { name: 'Try', exact: true });
    const status = page.getByTestId('try-status');

    // The mock: the sign-in token serves as the documented bearer token; the API sees nothing.
    await expect(oauth).toHaveCount(0);
    await expect(sample).toContainText(`/api/mock/${MOCK_ITEM}/pets?limit=2`);
    await expect(sample).toContainText(/Authorization: Bearer \S{20,}/);
    const seenBefore = apiSaw.length;
    const toMock = page.waitForRequest((r) => r.url().endsWith(`/item/${MOCK_ITEM}/try`));
    await tryButton.click();
    expect((await toMock).postDataJSON()).toMatchObject({
      server: 'mock',
      headers: { Authorization: expect.stringMatching(/^Bearer \S{20,}$/) },
    });
    await expect(status).toHaveText(/^Status 200 /);
    await expect(page.getByTestId('try-response-body')).toContainText('"name": "Rex"');
    expect(apiSaw.length).toBe(seenBefore);

    // A real call: the OAuth form shows; without a token the API refuses.
    await server.selectOption(apiUrl);
    await expect(oauth).toBeVisible();
    await expect(sample).toContainText(`${apiUrl}/pets?limit=2`);
    await expect(sample).toContainText('Authorization: Bearer YOUR_ACCESS_TOKEN');
    await tryButton.click();
    await expect(status).toHaveText(/^Status 401 /);
    await expect.poll(() => apiSaw.at(-1)).toBe('Bearer YOUR_ACCESS_TOKEN');

    // Client credentials against the local authorization server, then Try with the token.
    await oauth.getByLabel('Client ID').fill('mock-mode-client');
    await oauth.getByLabel('Client secret').fill('its-secret');
    await oauth.getByRole('button', { name: 'Get token', exact: true }).click();
    await expect(page.getByTestId('oauth-status-petsAuth')).toHaveText(/^Token received/);
    expect(tokenRequests.at(-1)).toMatchObject({
      grant: 'client_credentials',
      basic: 'mock-mode-client:its-secret',
    });
    const token = issued.at(-1)!;
    await expect(sample).toContainText(`Authorization: Bearer ${token}`);
    await tryButton.click();
    await expect(status).toHaveText(/^Status 200 /);
    expect(apiSaw.at(-1)).toBe(`Bearer ${token}`);
    await expect(page.getByTestId('try-response-body')).toContainText('"id": 7');

    // Back to the mock: its answers again, the token kept for the next real call.
    await expect(page.getByTestId('try-response-headers')).not.toContainText('x-storefront-mock');
    await server.selectOption('mock');
    await expect(oauth).toHaveCount(0);
    const calls = apiSaw.length;
    await tryButton.click();
    await expect(page.getByTestId('try-response-headers')).toContainText('x-storefront-mock: true');
    await expect(status).toHaveText(/^Status 200 /);
    expect(apiSaw.length).toBe(calls);
    await server.selectOption(apiUrl);
    await expect(page.getByTestId('oauth-status-petsAuth')).toHaveText(/^Token received/);
  });
});
