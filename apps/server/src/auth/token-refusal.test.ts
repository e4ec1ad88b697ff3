import { Writable } from 'node:stream';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedIssuer } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { findDemoAccount } from './embedded/accounts.ts';
import { type MintOptions, mintAccessToken } from './embedded/mint.ts';

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  t = await createTestApp({}, { logger: { level: 'warn', stream } });
});
afterAll(() => t.close());

const alice = () => findDemoAccount('alice')!;
function options(extra: Partial<MintOptions> = {}): MintOptions {
  return {
    issuer: embeddedIssuer(t.config),
    audience: t.config.oidc.audience,
    clientId: t.config.oidc.clientId,
    ttlSeconds: 300,
    rolesClaim: 'roles',
    ...extra,
  };
}
const call = (token: string) =>
  t.app.inject({ url: '/api/web/my/stuff', headers: { authorization: `Bearer ${token}` } });
const warnings = (refusal: string) =>
  logs
    .split('\n')
    .filter((l) => l.includes(`access token refused for its ${refusal}`) && l.includes('"level":40'));

describe('a token the server refuses for a reason renewal cannot cure', () => {
  it('names the audience, with its own code, and warns once however often it comes', async () => {
    const token = await mintAccessToken(t.key, alice(), options({ audience: 'someone-else' }));
    for (let i = 0; i < 3; i++) {
      const res = await call(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 'TOKEN-AUDIENCE',
        detail:
          'The access token was refused: its audience (aud) does not include "storefront-api" (OIDC_AUDIENCE).',
      });
      expect(res.headers['www-authenticate']).toBe(
        'Bearer error="invalid_token", error_description="audience"',
      );
    }
    expect(warnings('audience')).toHaveLength(1);
    expect(warnings('audience')[0]).toContain('unexpected \\"aud\\" claim value');
  });

  it('names the issuer', async () => {
    const token = await mintAccessToken(t.key, alice(), options({ issuer: 'https://idp.example.com' }));
    const res = await call(token);
    expect(res.json().code).toBe('TOKEN-ISSUER');
    await call(token);
    expect(warnings('issuer')).toHaveLength(1);
  });

  it('names the signature', async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const forged = { ...t.key, privateJwk: await exportJWK(pair.privateKey) };
    const res = await call(await mintAccessToken(forged, alice(), options()));
    expect(res.json().code).toBe('TOKEN-SIGNATURE');
    expect(warnings('signature')).toHaveLength(1);
  });

  it('keeps the plain 401 (which the SPA renews) for an expired or malformed token', async () => {
    // Expired two minutes ago: beyond the clock tolerance.
    const expired = await mintAccessToken(t.key, alice(), options({ ttlSeconds: -120 }));
    for (const token of [expired, 'not-a-token']) {
      const res = await call(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('HTTP-401');
    }
  });
});
