import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { oidcTestClient } from '../test/oidc-test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const client = () => oidcTestClient(t.app, t.config.publicUrl, t.config.oidc.clientId);

function expectNoInlineScript(html: string) {
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  expect(html).not.toMatch(/\son[a-z]+=/i);
}

function expectStrictHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|sha256)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
}

async function signIn(c: ReturnType<typeof client>, username = 'alice') {
  const page = await c.authorize();
  const action = String(page.body.match(/action="([^"]+\/login)"/)?.[1]);
  const res = await c.follow(await c.request('POST', action, { username, password: 'storefront' }));
  const code = String(new URL(String(res.headers.location)).searchParams.get('code'));
  return (await c.exchange(code)).body;
}

async function setBranding(value: unknown) {
  await t.db
    .insertInto('settings')
    .values({ key: 'branding', value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

describe('embedded provider pages', () => {
  it('serves an accessible sign-in page with the demo accounts, strict CSP and no inline script', async () => {
    const page = await client().authorize();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="username">Username or email</label>');
    expect(page.body).toContain('<input id="username" name="username"');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toContain('<input id="password" name="password" type="password"');
    expect(page.body).toContain('<button type="submit">Sign in</button>');
    for (const name of ['alice', 'bob', 'paula']) expect(page.body).toContain(`<code>${name}</code>`);
    expect(page.body).toContain('<code>storefront</code>');
    expectNoInlineScript(page.body);
    expectStrictHeaders(page.headers);
  });

  it('follows the system colour scheme: a dark block with its own readable colours (issue 31)', async () => {
    const page = await client().authorize();
    const dark = page.body.match(/@media \(prefers-color-scheme:dark\)\{([\s\S]*?)\}<\/style>/)?.[1] ?? '';
    expect(dark).toContain('color-scheme:dark');
    expect(dark).toContain('body{background:#1a1b1e;color:#e6e6e6}');
    expect(dark).toContain('main{background:#2b2c30');
  });

  it('follows the branding in the database, and ignores values that are not colours', async () => {
    await setBranding({ primaryColor: '#aa0000', brandName: 'Acme <Portal>', borderRadius: 12 });
    const page = await client().authorize();
    expect(page.body).toContain('--primary:#aa0000');
    expect(page.body).toContain('--radius:12px');
    expect(page.body).toContain('Sign in to Acme &lt;Portal&gt;');

    await setBranding({ primaryColor: 'red}</style><script>alert(1)</script>', borderRadius: 'x' });
    const hostile = await client().authorize();
    expect(hostile.body).toContain('--primary:#1c64f2');
    expect(hostile.body).toContain('--radius:6px');
    expect(hostile.body).toContain('Sign in to Storefront');
    expectNoInlineScript(hostile.body);
    await t.db.deleteFrom('settings').where('key', '=', 'branding').execute();
  });

  it('signs out at once when the SPA sends id_token_hint, then returns to /store/', async () => {
    const c = client();
    const tokens = await signIn(c);
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://localhost:8080/store/',
      state: 'bye',
    });
    const page = await c.request('GET', `/oidc/session/end?${params}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-auto-submit');
    expect(page.body).toContain('<script src="/oidc/assets/auto-submit.js" defer></script>');
    expect(page.body).toContain('<button type="submit">Sign out</button>');
    expectNoInlineScript(page.body);
    expectStrictHeaders(page.headers);

    const action = String(page.body.match(/action="([^"]+)"/)?.[1]);
    const xsrf = String(page.body.match(/name="xsrf" value="([^"]+)"/)?.[1]);
    const done = await c.request('POST', action, { xsrf, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:8080/store/?state=bye');

    expect((await c.refresh(tokens.refresh_token)).status).toBe(400);
    const again = await c.authorize();
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Sign in');
  });

  it("asks with a Sign out button when id_token_hint is another user's, and keeps the session", async () => {
    const bob = await signIn(client(), 'bob');
    const c = client();
    const alice = await signIn(c);
    const params = new URLSearchParams({
      id_token_hint: bob.id_token,
      post_logout_redirect_uri: 'http://localhost:8080/store/',
    });
    const page = await c.request('GET', `/oidc/session/end?${params}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-auto-submit');
    expect(page.body).toContain('Do you want to sign out?');
    // Nothing was ended by the visit: alice's refresh token still works.
    expect((await c.refresh(alice.refresh_token)).status).toBe(200);
  });

  it('asks with a Sign out button when there is no id_token_hint', async () => {
    const c = client();
    await signIn(c);
    const page = await c.request('GET', '/oidc/session/end?client_id=storefront-web');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-auto-submit');
    expect(page.body).toContain('<button type="submit">Sign out</button>');
    expectNoInlineScript(page.body);
  });

  it('serves the auto-submit script, and rewrites form_post pages to use it', async () => {
    const c = client();
    const js = await c.request('GET', '/oidc/assets/auto-submit.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('text/javascript');
    expect(js.body).toContain('data-auto-submit');

    await signIn(c);
    const post = await c.authorize({ response_mode: 'form_post' });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('<form data-auto-submit method="post"');
    expect(post.body).toContain('/oidc/assets/auto-submit.js');
    expectNoInlineScript(post.body);
    expectStrictHeaders(post.headers);
  });

  it('renders provider errors on a branded page without leaking script', async () => {
    const res = await client().request('GET', '/oidc/auth?client_id=unknown&response_type=code&scope=openid');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Something went wrong');
    expectNoInlineScript(res.body);
    const stale = await client().request('GET', '/oidc/interaction/not-a-real-one');
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain('This sign-in link has expired');
  });

  it('publishes discovery and public keys only', async () => {
    const c = client();
    const doc = (await c.request('GET', '/oidc/.well-known/openid-configuration')).json();
    expect(doc.issuer).toBe('http://localhost:8080/oidc');
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.end_session_endpoint).toBe('http://localhost:8080/oidc/session/end');
    const jwks = (await c.request('GET', '/oidc/jwks')).json();
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) expect(key).not.toHaveProperty('d');
  });
});
