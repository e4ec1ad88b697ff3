import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { TOKEN_CACHE_MAX_AGE_SECONDS } from './token-cache.ts';

/** A stand-in for Keycloak & co: a discovery document and a JWKS we can rotate. */
async function fakeIssuer() {
  const newKey = async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    return {
      kid,
      privateKey: pair.privateKey,
      jwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256' } as JWK,
    };
  };
  const state = { keys: [await newKey()], jwksFetches: 0 };
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/realms/demo/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer: url, jwks_uri: `${url}/protocol/openid-connect/certs` }));
    } else if (req.url === '/realms/demo/protocol/openid-connect/certs') {
      state.jwksFetches++;
      res.end(JSON.stringify({ keys: state.keys.map((k) => k.jwk) }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/demo`;
  return { url, state, newKey, close: () => new Promise((r) => server.close(r)) };
}

let idp: Awaited<ReturnType<typeof fakeIssuer>>;
let t: TestApp;

beforeAll(async () => {
  idp = await fakeIssuer();
  const base = loadConfig({}).oidc;
  t = await createTestApp({
    oidc: {
      ...base,
      issuer: idp.url,
      audience: 'account-api',
      clientId: 'portal-spa',
      rolesClaim: 'realm_access.roles',
    },
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await idp.close();
});

async function sign(key: (typeof idp.state.keys)[number], payload: JWTPayload = {}) {
  return new SignJWT({
    typ: 'Bearer',
    preferred_username: 'kc-user',
    given_name: 'Kim',
    email: 'kim@example.com',
    email_verified: true,
    realm_access: { roles: ['provider', 'offline_access'] },
    azp: 'portal-spa',
    iss: idp.url,
    sub: '0f6c-kim',
    aud: 'account-api',
    ...payload,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(payload.exp ?? '5m')
    .sign(key.privateKey);
}

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('external issuer (OIDC_ISSUER set)', () => {
  it('does not mount the embedded provider and tells the SPA about the real one', async () => {
    expect((await get('/oidc/.well-known/openid-configuration')).statusCode).toBe(404);
    const cfg = (await get('/api/auth-config')).json();
    expect(cfg).toMatchObject({ authority: idp.url, clientId: 'portal-spa', embedded: false });
  });

  it('accepts its tokens via discovery + JWKS, reads nested roles and creates the user', async () => {
    const res = await get('/api/web/my/stuff', await sign(idp.state.keys[0]));
    expect(res.statusCode).toBe(200);
    expect(idp.state.jwksFetches).toBe(1);
    const provider = await get('/api/provider/items', await sign(idp.state.keys[0]));
    expect(provider.statusCode).not.toBe(403);
    const user = await t.db.selectFrom('users').selectAll().where('sub', '=', '0f6c-kim').executeTakeFirst();
    expect(user).toMatchObject({
      iss: idp.url,
      username: 'kc-user',
      given_name: 'Kim',
      email: 'kim@example.com',
    });
    expect(idp.state.jwksFetches).toBe(1);
  });

  it('refuses ID tokens, other issuers and audiences', async () => {
    const key = idp.state.keys[0];
    expect((await get('/api/web/my/stuff', await sign(key, { typ: 'ID' }))).statusCode).toBe(401);
    expect((await get('/api/web/my/stuff', await sign(key, { aud: 'portal-spa' }))).statusCode).toBe(401);
    expect(
      (await get('/api/web/my/stuff', await sign(key, { iss: 'http://127.0.0.1:1/other' }))).statusCode,
    ).toBe(401);
    expect((await get('/api/web/my/stuff', await sign(key, { iss: `${idp.url}/` }))).statusCode).toBe(200);
  });

  it('refetches the key set when a rotated key shows up, but not more than once per cooldown', async () => {
    const rotated = await idp.newKey();
    idp.state.keys = [rotated, ...idp.state.keys];
    const before = idp.state.jwksFetches;
    // Within the cooldown an unknown kid cannot make us fetch again (no amplification).
    expect((await get('/api/web/my/stuff', await sign(rotated))).statusCode).toBe(401);
    expect(idp.state.jwksFetches).toBe(before);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    expect((await get('/api/web/my/stuff', await sign(rotated))).statusCode).toBe(200);
    expect(idp.state.jwksFetches).toBe(before + 1);
    vi.useRealTimers();
  });

  it('stops admitting a cached token once the issuer withdraws its key (token cache max age)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Past the previous test's cooldown, so the new key is fetched at once.
    let now = Date.now() + 120_000;
    vi.setSystemTime(now);
    const kept = idp.state.keys;
    const withdrawn = await idp.newKey();
    idp.state.keys = [withdrawn, ...kept];
    // Valid for an hour: only the withdrawn key may end its acceptance.
    const token = await sign(withdrawn, { exp: Math.floor(now / 1000) + 3600 });
    expect((await get('/api/web/my/stuff', token)).statusCode).toBe(200);
    expect((await get('/api/web/my/stuff', token)).statusCode).toBe(200);
    idp.state.keys = kept;
    // The key set is refreshed after 10 minutes; the cached token is checked again within a
    // minute of that (it used to be served from the cache until it expired).
    now += 10 * 60_000 + TOKEN_CACHE_MAX_AGE_SECONDS * 1000 + 1000;
    vi.setSystemTime(now);
    const refused = await get('/api/web/my/stuff', token);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('invalid_token');
    // A token of a key still in the set is admitted at the same time.
    const fresh = await sign(kept[0], { exp: Math.floor(now / 1000) + 3600 });
    expect((await get('/api/web/my/stuff', fresh)).statusCode).toBe(200);
    vi.useRealTimers();
  });
});
