import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { oidcTestClient } from '../test/oidc-test-client.ts';
import { WRONG_CREDENTIALS } from './embedded/interactions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function client() {
  return oidcTestClient(t.app, t.config.publicUrl, t.config.oidc.clientId);
}

function loginAction(html: string): string {
  const match = html.match(/action="([^"]+\/login)"/);
  if (!match) throw new Error('no sign-in form');
  return match[1];
}

async function signIn(c: ReturnType<typeof client>, username = 'alice', password = 'storefront') {
  const page = await c.authorize();
  const res = await c.follow(await c.request('POST', loginAction(page.body), { username, password }));
  expect(res.statusCode).toBe(303);
  const callback = new URL(String(res.headers.location));
  expect(callback.origin + callback.pathname).toBe(c.redirectUri);
  expect(callback.searchParams.get('state')).toBe('state-1');
  const tokens = await c.exchange(String(callback.searchParams.get('code')));
  expect(tokens.status).toBe(200);
  return tokens.body;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('embedded provider: authorization code + PKCE', () => {
  it('signs alice in and issues a JWT access token the API accepts', async () => {
    const tokens = await signIn(client());
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: 'http://localhost:8080/oidc',
      aud: 'storefront-api',
      sub: 'alice',
      preferred_username: 'alice',
      given_name: 'Alice',
      family_name: 'Consumer',
      email: 'alice@example.com',
      roles: [],
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
    expect(tokens.refresh_token).toBeTruthy();

    const res = await t.app.inject({ url: '/api/web/my/stuff', headers: bearer(tokens.access_token) });
    expect(res.statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('sub', '=', 'alice')
      .where('iss', '=', 'http://localhost:8080/oidc')
      .executeTakeFirst();
    expect(user).toMatchObject({ given_name: 'Alice', email: 'alice@example.com' });
  });

  it('refuses the ID token as an access token', async () => {
    const tokens = await signIn(client());
    const res = await t.app.inject({ url: '/api/web/my/stuff', headers: bearer(tokens.id_token) });
    expect(res.statusCode).toBe(401);
  });

  it('gives paula the provider role and bob no email', async () => {
    const paula = decodeJwt((await signIn(client(), 'paula')).access_token);
    expect(paula.roles).toEqual(['provider', 'admin']);
    const bob = decodeJwt((await signIn(client(), 'bob')).access_token);
    expect(bob.given_name).toBe('Bob');
    expect(bob).not.toHaveProperty('email');
  });

  it('rotates refresh tokens and refuses a used one', async () => {
    const c = client();
    const first = await signIn(c);
    const renewed = await c.refresh(first.refresh_token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).toBeTruthy();
    expect(renewed.body.refresh_token).not.toBe(first.refresh_token);
    const res = await t.app.inject({ url: '/api/web/my/stuff', headers: bearer(renewed.body.access_token) });
    expect(res.statusCode).toBe(200);

    const reused = await c.refresh(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('shows the form again with an error for a wrong password, and accepts the right one after', async () => {
    const c = client();
    const page = await c.authorize();
    const wrong = await c.request('POST', loginAction(page.body), { username: 'alice', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(WRONG_CREDENTIALS);
    expect(wrong.body).toContain('value="alice"');
    const unknown = await c.request('POST', loginAction(page.body), {
      username: 'mallory',
      password: 'storefront',
    });
    expect(unknown.statusCode).toBe(401);
    const right = await c.follow(
      await c.request('POST', loginAction(wrong.body), { username: 'alice', password: 'storefront' }),
    );
    expect(String(right.headers.location)).toContain('code=');
  });

  it('returns access_denied to the SPA when sign-in is cancelled', async () => {
    const c = client();
    const page = await c.authorize();
    const abort = page.body.match(/action="([^"]+\/abort)"/)?.[1];
    const res = await c.follow(await c.request('POST', String(abort), {}));
    expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('access_denied');
  });

  it('signs in again without the form while the provider session lasts', async () => {
    const c = client();
    await signIn(c);
    const again = await c.authorize();
    expect(again.statusCode).toBe(303);
    expect(String(again.headers.location)).toContain('code=');
  });

  it('refuses an unregistered redirect URI and a request without PKCE', async () => {
    const evil = await client().authorize({ redirect_uri: 'https://evil.example/cb' });
    expect(evil.statusCode).toBe(400);
    expect(evil.body).not.toContain('<script');
    const c = client();
    const params = new URLSearchParams({
      client_id: 'storefront-web',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: c.redirectUri,
    });
    const res = await c.request('GET', `/oidc/auth?${params}`);
    expect(String(res.headers.location)).toContain('error=invalid_request');
  });

  it('lets another server instance on the same database continue every step', async () => {
    const other = await buildApp(t.config, t.handle, { logger: false });
    await other.ready();
    try {
      const c = client();
      const page = await c.authorize();
      c.useInstance(other);
      const res = await c.follow(
        await c.request('POST', loginAction(page.body), { username: 'alice', password: 'storefront' }),
      );
      c.useInstance(t.app);
      const code = String(new URL(String(res.headers.location)).searchParams.get('code'));
      const tokens = await c.exchange(code);
      expect(tokens.status).toBe(200);
      c.useInstance(other);
      const renewed = await c.refresh(tokens.body.refresh_token);
      expect(renewed.status).toBe(200);
      const call = await other.inject({
        url: '/api/web/my/stuff',
        headers: bearer(tokens.body.access_token),
      });
      expect(call.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
