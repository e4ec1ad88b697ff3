import { randomUUID } from 'node:crypto';
import { importJWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedIssuer, loadConfig } from '../config.ts';
import { makeItem } from '../modules/catalog/details/test-factories.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

/** A token as a provider that lets users type their own address would issue it. */
async function tokenWith(t: TestApp, sub: string, claims: JWTPayload) {
  return new SignJWT({ preferred_username: sub, given_name: 'Mallory', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: t.key.kid, typ: 'at+jwt' })
    .setIssuer(embeddedIssuer(t.config))
    .setSubject(sub)
    .setAudience(t.config.oidc.audience)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime('5m')
    .sign(await importJWK(t.key.privateJwk, 'RS256'));
}

const runtime = (t: TestApp, token: string) =>
  t.app.inject({ url: '/api/web/catalog/item/pay/runtime', headers: { authorization: `Bearer ${token}` } });
const storedEmail = async (t: TestApp, sub: string) =>
  (await t.db.selectFrom('users').select('email').where('sub', '=', sub).executeTakeFirst())?.email;

describe('email_verified decides whether an email counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await makeItem(t.db, 'pay', { storefront: 'native:finance:payments' });
  });
  afterAll(() => t.close());

  it('Manage Access refuses an unverified email (absent or false), and stores none', async () => {
    for (const [sub, extra] of [
      ['m1', {}],
      ['m2', { email_verified: false }],
      ['m3', { email_verified: 'false' }],
    ] as const) {
      const res = await runtime(t, await tokenWith(t, sub, { email: 'alice@example.com', ...extra }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'NO-EMAIL', detail: 'No associated email address' });
      expect(await storedEmail(t, sub)).toBeNull();
    }
  });

  it('accepts a verified one', async () => {
    const res = await runtime(t, await tokenWith(t, 'v1', { email: 'v1@example.com', email_verified: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json().consumer.email).toBe('v1@example.com');
    expect(await storedEmail(t, 'v1')).toBe('v1@example.com');
  });

  it('the embedded provider vouches for its own addresses', async () => {
    expect((await runtime(t, await t.tokenFor('alice'))).statusCode).toBe(200);
  });
});

describe('OIDC_ASSUME_EMAIL_VERIFIED (providers that never send email_verified)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = loadConfig({}).oidc;
    t = await createTestApp({ oidc: { ...base, assumeEmailVerified: true } });
    await makeItem(t.db, 'pay', { storefront: 'native:finance:payments' });
  });
  afterAll(() => t.close());

  it('takes the email without the claim', async () => {
    expect(loadConfig({ OIDC_ASSUME_EMAIL_VERIFIED: 'true' }).oidc.assumeEmailVerified).toBe(true);
    expect(loadConfig({}).oidc.assumeEmailVerified).toBe(false);
    const res = await runtime(t, await tokenWith(t, 'a1', { email: 'a1@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(await storedEmail(t, 'a1')).toBe('a1@example.com');
  });
});
