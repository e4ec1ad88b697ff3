import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { oidcTestClient } from '../test/oidc-test-client.ts';
import { spaOrigins, VITE_DEV_ORIGIN } from './embedded/provider-config.ts';

function setCookies(headers: Record<string, unknown>): string[] {
  return [headers['set-cookie'] ?? []].flat().map(String);
}

describe('sign-in cookies with an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY off: TLS ends at a proxy that sends no X-Forwarded-Proto; the cookies stay Secure.
    t = await createTestApp({ publicUrl: 'https://portal.example.com', trustProxy: false });
  });
  afterAll(() => t.close());

  it('marks every cookie of the provider Secure, through sign-in', async () => {
    const c = oidcTestClient(t.app, t.config.publicUrl, t.config.oidc.clientId);
    const first = await c.request(
      'GET',
      `/oidc/auth?${new URLSearchParams({
        client_id: 'storefront-web',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: c.redirectUri,
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
    );
    const cookies = setCookies(first.headers);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toMatch(/;\s*secure/);
    const page = await c.follow(first);
    expect(page.statusCode).toBe(200);
    const action = String(page.body.match(/action="([^"]+\/login)"/)?.[1]);
    const done = await c.request('POST', action, { username: 'alice', password: 'storefront' });
    // The provider's session cookie is set where sign-in resumes.
    const resumed = await c.request('GET', String(done.headers.location));
    const more = [...setCookies(done.headers), ...setCookies(resumed.headers)];
    expect(more.some((cookie) => cookie.startsWith('_session='))).toBe(true);
    expect(more.length).toBeGreaterThan(0);
    for (const cookie of more) expect(cookie.toLowerCase()).toMatch(/;\s*secure/);
  });
});

describe('redirect URIs of the SPA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ development: false });
  });
  afterAll(() => t.close());

  it("registers Vite's dev origin only in development", async () => {
    const publicUrl = 'http://localhost:8080';
    expect(spaOrigins({ publicUrl, development: false })).toEqual([publicUrl]);
    expect(spaOrigins({ publicUrl, development: true })).toEqual([publicUrl, VITE_DEV_ORIGIN]);
    const c = oidcTestClient(t.app, t.config.publicUrl, t.config.oidc.clientId);
    const refused = await c.authorize({ redirect_uri: `${VITE_DEV_ORIGIN}/store/auth/callback` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('redirect_uri');
  });

  it('cookies stay without Secure on an http PUBLIC_URL', async () => {
    const c = oidcTestClient(t.app, t.config.publicUrl, t.config.oidc.clientId);
    const page = await c.authorize();
    expect(page.statusCode).toBe(200);
    const res = await c.request(
      'GET',
      `/oidc/auth?client_id=storefront-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(c.redirectUri)}&code_challenge=${'x'.repeat(43)}&code_challenge_method=S256`,
    );
    for (const cookie of setCookies(res.headers)) expect(cookie.toLowerCase()).not.toMatch(/;\s*secure/);
  });
});
