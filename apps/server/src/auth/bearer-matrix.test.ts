import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DETAIL } from '../errors.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { findDemoAccount } from './embedded/accounts.ts';
import { accountClaims } from './embedded/mint.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function claims(overrides: JWTPayload = {}): JWTPayload {
  return {
    ...accountClaims(findDemoAccount('alice')!, 'roles'),
    iss: 'http://localhost:8080/oidc',
    sub: 'alice',
    aud: 'storefront-api',
    client_id: 'storefront-web',
    iat: now(),
    exp: now() + 300,
    jti: randomUUID(),
    ...overrides,
  };
}

async function signWithServerKey(payload: JWTPayload, header: Record<string, unknown> = {}) {
  const key = await importJWK(t.key.privateJwk, 'RS256');
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: t.key.kid, typ: 'at+jwt', ...header })
    .sign(key);
}

/** Every kind of bad bearer the issue lists, plus key-confusion variants. */
async function badTokens(): Promise<Record<string, string | undefined>> {
  const attacker = await generateKeyPair('RS256', { extractable: true });
  const attackerJwk = await exportJWK(attacker.publicKey);
  const signAttacker = (kid: string, extra: Record<string, unknown> = {}) =>
    new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid, ...extra })
      .sign(attacker.privateKey);
  const publicPem = new TextEncoder().encode(JSON.stringify(t.key.publicJwk));
  return {
    'no token': undefined,
    malformed: 'not-a-jwt',
    'alg none': `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims())}.`,
    'unknown key': await signAttacker(randomUUID()),
    'unknown key reusing the server kid': await signAttacker(t.key.kid),
    'embedded jwk and jku headers': await signAttacker(randomUUID(), {
      jwk: attackerJwk,
      jku: 'http://127.0.0.1:9/jwks.json',
      x5u: 'http://127.0.0.1:9/cert.pem',
    }),
    'HS256 with the public key as secret': await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', kid: t.key.kid })
      .sign(publicPem),
    'wrong iss': await signWithServerKey(claims({ iss: 'http://evil.example/oidc' })),
    'wrong aud': await signWithServerKey(claims({ aud: 'someone-else' })),
    expired: await signWithServerKey(claims({ iat: now() - 3600, exp: now() - 600 })),
    'not yet valid': await signWithServerKey(claims({ nbf: now() + 600 })),
    'ID token': await signWithServerKey(claims({ aud: 'storefront-web', nonce: 'n', client_id: undefined }), {
      typ: 'JWT',
    }),
    'ID token addressed to the API': await signWithServerKey(claims({ nonce: 'n', at_hash: 'x' }), {
      typ: 'JWT',
    }),
  };
}

function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');
}

/**
 * One call, read as a stream: an event stream (the live updates route) never ends, so its body is
 * not awaited — its status and headers are what authentication decides.
 */
async function call(method: string, url: string, token?: string) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    payloadAsStream: true,
  });
  const stream = res.stream();
  let body = '';
  if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { statusCode: res.statusCode, headers: res.headers, json: () => JSON.parse(body) };
}

describe('bearer verification on every /api/web and /api/provider route', () => {
  it('knows the routes, and leaves public ones open', async () => {
    const urls = t.app.protectedRoutes.map((r) => r.url);
    expect(urls).toContain('/api/web/my/stuff');
    expect(urls.some((u) => u.startsWith('/api/provider/'))).toBe(true);
    expect(urls).not.toContain('/api/web/openapi.json');
    expect((await t.app.inject({ url: '/api/web/openapi.json' })).statusCode).toBe(200);
  });

  it('answers 401 to every bad token on every route', async () => {
    const failures: string[] = [];
    for (const [name, token] of Object.entries(await badTokens())) {
      for (const { method, url } of t.app.protectedRoutes) {
        const res = await call(method, url, token);
        const ok =
          res.statusCode === 401 &&
          String(res.headers['www-authenticate']).startsWith('Bearer') &&
          // Audience, issuer and signature refusals carry a code of their own (TOKEN-*, see plugin.ts).
          (method === 'HEAD' || /^(HTTP-401|TOKEN-(AUDIENCE|ISSUER|SIGNATURE))$/.test(res.json().code));
        if (!ok) failures.push(`${name}: ${method} ${url} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a valid provider token past authentication on every route', async () => {
    const token = await t.tokenFor('paula');
    const failures: string[] = [];
    for (const { method, url } of t.app.protectedRoutes) {
      const res = await call(method, url, token);
      // 403 for someone else's record (e.g. another consumer's developer) is ownership, not sign-in.
      const refused =
        res.statusCode === 403 &&
        (method === 'HEAD' ? !url.includes('/:email/') : res.json().detail === PERMISSION_DETAIL);
      if (res.statusCode === 401 || refused) failures.push(`${method} ${url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a consumer on every provider route', async () => {
    const token = await t.tokenFor('alice');
    const failures: string[] = [];
    for (const { method, url } of t.app.protectedRoutes.filter((r) => r.url.startsWith('/api/provider'))) {
      const res = await call(method, url, token);
      const ok = res.statusCode === 403 && (method === 'HEAD' || res.json().detail === PERMISSION_DETAIL);
      if (!ok) failures.push(`${method} ${url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('cannot be bypassed with a percent-encoded path', async () => {
    for (const url of ['/api/%77eb/my/stuff', '/api/web/my/%73tuff', '/api/%70rovider/items']) {
      expect([401, 404]).toContain((await t.app.inject({ url })).statusCode);
    }
    const consumer = await t.app.inject({
      url: '/api/%70rovider/items',
      headers: await t.authHeaders('alice'),
    });
    expect([403, 404]).toContain(consumer.statusCode);
  });
});

describe('STOREFRONT_REQUIRED_ROLE', () => {
  let gated: TestApp;
  beforeAll(async () => {
    gated = await createTestApp({ requiredRole: 'storefront-user' });
  });
  afterAll(() => gated.close());

  it('answers 403 with the permission detail to a signed-in user without the role, on every route', async () => {
    const token = await gated.tokenFor('alice');
    const failures: string[] = [];
    for (const { method, url } of gated.app.protectedRoutes) {
      const res = await gated.app.inject({
        method: method as 'GET',
        url: concrete(url),
        headers: { authorization: `Bearer ${token}` },
      });
      const ok =
        res.statusCode === 403 &&
        (method === 'HEAD' || (res.json().detail === PERMISSION_DETAIL && res.json().code === 'HTTP-403'));
      if (!ok) failures.push(`${method} ${url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets a user with the role in, and still answers 401 without a token', async () => {
    const member = { ...findDemoAccount('alice')!, roles: ['storefront-user'] };
    const res = await gated.app.inject({
      url: '/api/web/my/stuff',
      headers: await gated.authHeaders(member),
    });
    expect(res.statusCode).toBe(200);
    expect((await gated.app.inject({ url: '/api/web/my/stuff' })).statusCode).toBe(401);
  });
});
