import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrivateAllowList } from '../../../lib/address-policy.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem } from '../../catalog/details/test-factories.ts';
import { petstore, putDocument } from '../test-fixtures.ts';
import { oauthRedirectUri } from './oauth-token.ts';

/** An authorization server on loopback: it records each token request and answers by client id. */
interface Seen {
  url: string;
  authorization?: string;
  form: URLSearchParams;
}
let as: http.Server;
let origin: string;
const seen: Seen[] = [];
let listed: TestApp;
let unlisted: TestApp;

const oauthDoc = (tokenUrl: string) => ({
  ...petstore,
  servers: [{ url: `${origin}/v1` }],
  components: {
    ...petstore.components,
    securitySchemes: {
      petsAuth: {
        type: 'oauth2',
        flows: {
          clientCredentials: { tokenUrl, scopes: { 'pets:read': 'Read' } },
          authorizationCode: { authorizationUrl: `${origin}/authorize`, tokenUrl, scopes: {} },
        },
      },
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    },
  },
  security: [{ petsAuth: ['pets:read'] }],
});

const swagger2Doc = () =>
  JSON.stringify({
    swagger: '2.0',
    info: { title: 'Old', version: '1' },
    host: origin.replace('http://', ''),
    schemes: ['http'],
    securityDefinitions: {
      old: { type: 'oauth2', flow: 'application', tokenUrl: `${origin}/token`, scopes: {} },
    },
    paths: {},
  });

beforeAll(async () => {
  as = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(text);
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization, form });
      const basic = Buffer.from(
        (req.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      ).toString();
      const json = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      // The API itself: it answers only the bearer tokens this server issued.
      if (req.url?.startsWith('/v1/')) {
        const ok = /^Bearer tok-/.test(req.headers.authorization ?? '');
        return json(ok ? 200 : 401, ok ? [{ id: 1, name: 'Real' }] : { error: 'invalid_token' });
      }
      if (req.url === '/moved') return res.writeHead(307, { location: '/token' }).end();
      if (req.url === '/html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
      if (basic === 'bad:secret')
        return json(401, { error: 'invalid_client', error_description: 'Unknown client' });
      return json(200, {
        access_token: `tok-${form.get('grant_type')}`,
        token_type: 'Bearer',
        expires_in: 300,
      });
    });
  });
  await new Promise<void>((r) => as.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(as.address() as AddressInfo).port}`;
  listed = await createTestApp({
    tryPrivateAllowList: parsePrivateAllowList('127.0.0.1/32', 'TRY_PRIVATE_ALLOWLIST'),
  });
  unlisted = await createTestApp();
  for (const t of [listed, unlisted]) {
    await makeItem(t.db, 'oauth');
    await putDocument(t.db, 'oauth', JSON.stringify(oauthDoc(`${origin}/token`)), 'json');
  }
  for (const [id, doc] of [
    ['relative', JSON.stringify(oauthDoc('/token'))],
    ['moved', JSON.stringify(oauthDoc(`${origin}/moved`))],
    ['html', JSON.stringify(oauthDoc(`${origin}/html`))],
    ['old', swagger2Doc()],
    ['keyoff', JSON.stringify(oauthDoc(`${origin}/token`))],
  ] as const) {
    await makeItem(listed.db, id);
    await putDocument(listed.db, id, doc, 'json');
  }
  await listed.app.inject({
    method: 'PUT',
    url: '/api/provider/items/keyoff/interactivedocs/config',
    headers: await listed.authHeaders('paula'),
    payload: { allowedAPIKey: false, allowedMock: true },
  });
});
afterAll(async () => {
  await Promise.all([listed?.close(), unlisted?.close()]);
  await new Promise<void>((r) => as.close(() => r()));
});

const token = async (t: TestApp, id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/web/catalog/item/${id}/try/oauth-token`,
    headers: await t.authHeaders('alice'),
    payload,
  });

describe('POST try/oauth-token', () => {
  it('gets a client-credentials token from the declared token URL with Basic client auth', async () => {
    seen.length = 0;
    const res = await token(listed, 'oauth', {
      scheme: 'petsAuth',
      flow: 'clientCredentials',
      clientId: 'my app',
      clientSecret: 's3:cret',
      scopes: ['pets:read', 'pets:write'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      accessToken: 'tok-client_credentials',
      tokenType: 'Bearer',
      expiresIn: 300,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('/token');
    // RFC 6749 2.3.1: form-encoded, then joined and base64-encoded.
    expect(Buffer.from(seen[0].authorization!.slice(6), 'base64').toString()).toBe('my+app:s3%3Acret');
    expect(Object.fromEntries(seen[0].form)).toEqual({
      grant_type: 'client_credentials',
      scope: 'pets:read pets:write',
    });
  });

  it('exchanges an authorization code with its PKCE verifier and the portal redirect URI', async () => {
    seen.length = 0;
    const verifier = 'v'.repeat(43);
    const res = await token(listed, 'oauth', {
      scheme: 'petsAuth',
      flow: 'authorizationCode',
      clientId: 'spa',
      code: 'the-code',
      codeVerifier: verifier,
    });
    expect(res.json().accessToken).toBe('tok-authorization_code');
    // A public client (no secret): no Basic, its id in the form.
    expect(seen[0].authorization).toBeUndefined();
    expect(Object.fromEntries(seen[0].form)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: oauthRedirectUri(listed.app.config.publicUrl),
      code_verifier: verifier,
      client_id: 'spa',
    });
    const noVerifier = await token(listed, 'oauth', {
      scheme: 'petsAuth',
      flow: 'authorizationCode',
      clientId: 'spa',
      code: 'the-code',
    });
    expect([noVerifier.statusCode, noVerifier.json().detail]).toEqual([
      400,
      'The authorization code flow needs the code and its PKCE code verifier.',
    ]);
  });

  it('reads a relative token URL against the server and a Swagger 2 application flow', async () => {
    seen.length = 0;
    const relative = await token(listed, 'relative', {
      scheme: 'petsAuth',
      flow: 'clientCredentials',
      clientId: 'a',
    });
    expect(relative.json().accessToken).toBe('tok-client_credentials');
    expect(seen[0].url).toBe('/token');
    expect(seen[0].form.get('client_id')).toBe('a');
    const old = await token(listed, 'old', {
      scheme: 'old',
      flow: 'clientCredentials',
      clientId: 'a',
      clientSecret: 'b',
    });
    expect(old.json().accessToken).toBe('tok-client_credentials');
    const noFlow = await token(listed, 'old', { scheme: 'old', flow: 'authorizationCode', clientId: 'a' });
    expect([noFlow.statusCode, noFlow.json().detail]).toEqual([
      400,
      'The scheme "old" declares no authorizationCode flow with a token URL.',
    ]);
  });

  it('passes on the authorization server refusal as the consumer error', async () => {
    const res = await token(listed, 'oauth', {
      scheme: 'petsAuth',
      flow: 'clientCredentials',
      clientId: 'bad',
      clientSecret: 'secret',
    });
    expect([res.statusCode, res.json().code, res.json().detail]).toEqual([
      400,
      'OAUTH-TOKEN-REFUSED',
      'The authorization server refused the token request: invalid_client (Unknown client).',
    ]);
    const html = await token(listed, 'html', {
      scheme: 'petsAuth',
      flow: 'clientCredentials',
      clientId: 'a',
    });
    expect([html.statusCode, html.json().code]).toEqual([502, 'OAUTH-TOKEN-INVALID']);
  });

  it('refuses other schemes, redirects, private addresses unless listed, and key mode off', async () => {
    const notOauth = await token(listed, 'oauth', {
      scheme: 'apiKey',
      flow: 'clientCredentials',
      clientId: 'a',
    });
    expect([notOauth.statusCode, notOauth.json().detail]).toEqual([
      400,
      'The document declares no OAuth 2 security scheme named "apiKey".',
    ]);
    const moved = await token(listed, 'moved', {
      scheme: 'petsAuth',
      flow: 'clientCredentials',
      clientId: 'a',
    });
    expect([moved.statusCode, moved.json().code]).toEqual([403, 'TRY-REFUSED']);
    const ssrf = await token(unlisted, 'oauth', {
      scheme: 'petsAuth',
      flow: 'clientCredentials',
      clientId: 'a',
    });
    expect([ssrf.statusCode, ssrf.json().code]).toEqual([403, 'TRY-REFUSED']);
    const off = await token(listed, 'keyoff', {
      scheme: 'petsAuth',
      flow: 'clientCredentials',
      clientId: 'a',
    });
    expect([off.statusCode, off.json().code]).toEqual([403, 'KEY-MODE-OFF']);
    const missing = await token(listed, 'nope', {
      scheme: 'petsAuth',
      flow: 'clientCredentials',
      clientId: 'a',
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await listed.app.inject({
      method: 'POST',
      url: '/api/web/catalog/item/oauth/try/oauth-token',
      payload: { scheme: 'petsAuth', flow: 'clientCredentials', clientId: 'a' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/**
 * Issue 29: a consumer without a portal key, on an item where the mock is allowed, is in mock mode;
 * an OAuth 2 operation is still tried for real with their own token, and the mock asks for a bearer
 * token as the document says.
 */
describe('OAuth 2 operations in mock mode', () => {
  const tryCall = async (id: string, payload: object) =>
    listed.app.inject({
      method: 'POST',
      url: `/api/web/catalog/item/${id}/try`,
      headers: await listed.authHeaders('alice'),
      payload,
    });

  it('serves the mocked document with the API’s own servers beside the mock', async () => {
    const res = await listed.app.inject({
      method: 'GET',
      url: '/api/web/catalog/item/oauth/openapi/docs?useMocking=true',
      headers: await listed.authHeaders('alice'),
    });
    expect(res.json().servers).toEqual([
      { url: expect.stringMatching(/\/api\/mock\/oauth$/), description: 'Storefront mock server' },
    ]);
    expect(res.json()['x-storefront-api-servers']).toEqual([`${origin}/v1`]);
    expect(res.headers.etag).toMatch(/-m2"$/);
    const real = await listed.app.inject({
      method: 'GET',
      url: '/api/web/catalog/item/oauth/openapi/docs?useMocking=false',
      headers: await listed.authHeaders('alice'),
    });
    expect(real.json()['x-storefront-api-servers']).toBeUndefined();
  });

  it('the mock needs a bearer token for the OAuth 2 operation, any token serves', async () => {
    const bare = await tryCall('oauth', { server: 'mock', method: 'GET', path: '/pets' });
    expect([bare.json().status, bare.json().statusText]).toEqual([401, 'Unauthorized']);
    expect(bare.json().headers['www-authenticate']).toBe('Bearer');
    const withKey = await tryCall('oauth', {
      server: 'mock',
      method: 'GET',
      path: '/pets',
      headers: { 'X-API-Key': 'k' },
    });
    expect(withKey.json().status).toBe(401);
    const bearer = await tryCall('oauth', {
      server: 'mock',
      method: 'GET',
      path: '/pets',
      headers: { Authorization: 'Bearer the-mock-token' },
    });
    expect([bearer.json().status, bearer.json().statusText]).toEqual([200, 'OK']);
  });

  it('calls the API with the token got for it, with no portal key; not with key mode off', async () => {
    const got = await token(listed, 'oauth', {
      scheme: 'petsAuth',
      flow: 'clientCredentials',
      clientId: 'my-client',
      clientSecret: 'secret',
    });
    const real = await tryCall('oauth', {
      server: `${origin}/v1`,
      method: 'GET',
      path: '/pets',
      headers: { Authorization: `Bearer ${got.json().accessToken}` },
    });
    expect([real.statusCode, real.json().status, JSON.parse(real.json().body)]).toEqual([
      200,
      200,
      [{ id: 1, name: 'Real' }],
    ]);
    const noToken = await tryCall('oauth', { server: `${origin}/v1`, method: 'GET', path: '/pets' });
    expect(noToken.json().status).toBe(401);
    const off = await tryCall('keyoff', {
      server: `${origin}/v1`,
      method: 'GET',
      path: '/pets',
      headers: { Authorization: 'Bearer tok-client_credentials' },
    });
    expect([off.statusCode, off.json().code]).toEqual([403, 'KEY-MODE-OFF']);
  });
});
