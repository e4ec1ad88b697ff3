import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startupBanner } from '../startup-banner.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { oidcTestClient } from '../test/oidc-test-client.ts';
import { WRONG_CREDENTIALS } from './embedded/interactions.ts';

function loginAction(html: string): string {
  const match = html.match(/action="([^"]+\/login)"/);
  if (!match) throw new Error('no sign-in form');
  return match[1];
}

describe('STOREFRONT_DEMO: demo accounts only on purpose', () => {
  it('is on by default for a loopback PUBLIC_URL (the quick start)', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:9000', 'http://[::1]:8080', ''])
      expect(loadConfig({ PUBLIC_URL: url }).demo).toBe(true);
  });

  it('refuses to start on a non-loopback PUBLIC_URL unless the switch is set', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://portal.example.com' })).toThrow(
      /Storefront will not start: PUBLIC_URL https:\/\/portal\.example\.com is not a loopback address.*STOREFRONT_DEMO=true/,
    );
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com', STOREFRONT_DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com', STOREFRONT_DEMO: 'false' }).demo).toBe(
      false,
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080', STOREFRONT_DEMO: 'false' }).demo).toBe(false);
    expect(() => loadConfig({ STOREFRONT_DEMO: 'maybe' })).toThrow('STOREFRONT_DEMO must be true or false');
  });

  it('has no demo accounts with an external identity provider', () => {
    const external = loadConfig({
      PUBLIC_URL: 'https://portal.example.com',
      OIDC_ISSUER: 'https://idp.example.com',
    });
    expect(external.demo).toBe(false);
  });

  it('says it is a demo in the start banner, and only then', () => {
    const base = { host: '127.0.0.1', port: 8080, publicUrl: 'http://localhost:8080' };
    expect(startupBanner({ ...base, demo: true })[1]).toMatch(
      /^This is a DEMO \(STOREFRONT_DEMO\): anyone can sign in/,
    );
    expect(startupBanner({ ...base, demo: false }).join('\n')).not.toContain('DEMO');
  });
});

describe('embedded provider outside demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('refuses the demo accounts and lists none; auth-config says it is no demo', async () => {
    const c = oidcTestClient(t.app, t.config.publicUrl, t.config.oidc.clientId);
    const page = await c.authorize();
    expect(page.body).not.toContain('This is a demo');
    expect(page.body).not.toContain('storefront</code>');
    const res = await c.request('POST', loginAction(page.body), {
      username: 'paula',
      password: 'storefront',
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain(WRONG_CREDENTIALS);
    const config = await t.app.inject({ url: '/api/auth-config' });
    expect(config.json()).toMatchObject({ embedded: true, demo: false });
  });
});

describe('embedded provider in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('says on its sign-in page and in auth-config that it is a demo', async () => {
    const c = oidcTestClient(t.app, t.config.publicUrl, t.config.oidc.clientId);
    const page = await c.authorize();
    expect(page.body).toContain('<h2 id="demo-heading">This is a demo</h2>');
    const res = await c.follow(
      await c.request('POST', loginAction(page.body), { username: 'paula', password: 'storefront' }),
    );
    expect(String(res.headers.location)).toContain('code=');
    expect((await t.app.inject({ url: '/api/auth-config' })).json()).toMatchObject({ demo: true });
  });
});
