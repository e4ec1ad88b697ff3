import { describe, expect, it } from 'vitest';
import type { SchemeDoc } from './model.ts';
import {
  authorizeUrl,
  codeFromRedirect,
  createPkce,
  heldToken,
  oauthSchemesOf,
  oauthTargets,
  pkceChallenge,
  readOAuthSession,
  redirectUri,
  tokenUsable,
  writeOAuthSession,
} from './oauth.ts';
import { buildRequest } from './try-request.ts';

const declared: SchemeDoc[] = [
  {
    name: 'petsAuth',
    type: 'oauth2',
    description: '',
    flows: [
      { flow: 'implicit', authorizationUrl: 'https://as/auth', scopes: [] },
      { flow: 'clientCredentials', tokenUrl: 'https://as/token', scopes: [{ name: 'a', description: '' }] },
      {
        flow: 'authorizationCode',
        authorizationUrl: 'https://as/auth',
        tokenUrl: 'https://as/token',
        scopes: [{ name: 'b', description: '' }],
      },
      { flow: 'password', tokenUrl: 'https://as/token', scopes: [] },
    ],
  },
  { name: 'implicitOnly', type: 'oauth2', description: '', flows: [{ flow: 'implicit', scopes: [] }] },
  { name: 'key', type: 'apiKey', in: 'header', paramName: 'X-Key', description: '' },
];

describe('OAuth 2 in Try', () => {
  it('offers the client credentials and authorization code flows of the operation schemes only', () => {
    const schemes = oauthSchemesOf(
      [
        { name: 'petsAuth', type: 'oauth2' },
        { name: 'implicitOnly', type: 'oauth2' },
        { name: 'key', type: 'apiKey', in: 'header', paramName: 'X-Key' },
      ],
      declared,
    );
    expect(schemes).toEqual([
      {
        name: 'petsAuth',
        flows: [
          { flow: 'clientCredentials', scopes: ['a'] },
          { flow: 'authorizationCode', authorizationUrl: 'https://as/auth', scopes: ['b'] },
        ],
      },
    ]);
    expect(oauthSchemesOf([{ name: 'key', type: 'apiKey' }], declared)).toEqual([]);
  });

  it('makes an RFC 7636 S256 challenge (the RFC appendix B vector) and a fresh verifier', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    const a = await createPkce();
    const b = await createPkce();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.challenge).toBe(await pkceChallenge(a.verifier));
  });

  it('builds the authorize URL with PKCE, state and the portal redirect page', () => {
    const redirect = redirectUri('https://portal.example', '/store/');
    expect(redirect).toBe('https://portal.example/store/oauth2-redirect.html');
    const url = new URL(
      authorizeUrl('https://as/auth?audience=pets', {
        clientId: 'my app',
        scopes: ['a', 'b'],
        state: 's1',
        challenge: 'c1',
        redirectUri: redirect,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      audience: 'pets',
      response_type: 'code',
      client_id: 'my app',
      redirect_uri: redirect,
      scope: 'a b',
      state: 's1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
    });
  });

  it('takes the code only for its own state, and passes on the server error', () => {
    const msg = (params: Record<string, string>) => ({ type: 'storefront-oauth2-redirect' as const, params });
    expect(codeFromRedirect(msg({ code: 'c', state: 's' }), 's')).toBe('c');
    expect(() => codeFromRedirect(msg({ code: 'c', state: 'other' }), 's')).toThrow('state differs');
    expect(() =>
      codeFromRedirect(msg({ error: 'access_denied', error_description: 'No', state: 's' }), 's'),
    ).toThrow('The authorization server refused: access_denied (No).');
    expect(() => codeFromRedirect(msg({ state: 's' }), 's')).toThrow('sent no code');
  });

  it('holds a token until 10 s before it expires', () => {
    const t = heldToken({ accessToken: 'x', expiresIn: 60 }, 1_000);
    expect(t).toEqual({ accessToken: 'x', expiresAt: 61_000 });
    expect(tokenUsable(t, 50_000)).toBe(true);
    expect(tokenUsable(t, 51_000)).toBe(false);
    expect(tokenUsable(heldToken({ accessToken: 'y' }), 1e15)).toBe(true);
    expect(tokenUsable(null)).toBe(false);
  });

  it('keeps the client id and token in session storage, the secret in memory only', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    } as unknown as Storage;
    writeOAuthSession('item', 'petsAuth', { clientId: 'id', clientSecret: 'sec', token: null }, fake);
    expect([...storage.values()].join()).not.toContain('sec');
    expect(JSON.parse(storage.get('storefront.oauth.item.petsAuth')!)).toEqual({
      clientId: 'id',
      token: null,
    });
    expect(readOAuthSession('item', 'petsAuth', fake)).toEqual({
      clientId: 'id',
      clientSecret: 'sec',
      token: null,
    });
    expect(readOAuthSession('item', 'other', fake)).toEqual({ clientId: '', clientSecret: '', token: null });
  });

  it('sends the token of an OAuth 2 scheme as the bearer, the key elsewhere', () => {
    const op = {
      id: 0,
      method: 'GET',
      path: '/pets',
      summary: '',
      description: '',
      operationId: '',
      key: 'GET /pets',
      deprecated: false,
      parameters: [],
      requestBody: null,
      responses: [],
      security: [
        { name: 'petsAuth', type: 'oauth2' as const },
        { name: 'key', type: 'apiKey' as const, in: 'header' as const, paramName: 'X-Key' },
      ],
    };
    const input = { values: {}, body: '', contentType: null };
    expect(buildRequest(op, input, 'K', { petsAuth: 'T' }).headers).toEqual({
      Authorization: 'Bearer T',
      'X-Key': 'K',
    });
    expect(buildRequest(op, input, 'K').headers.Authorization).toBe('Bearer K');
  });

  it('adds the API servers for a real call in mock mode only when OAuth 2 alone secures the operation', () => {
    const mock = { value: 'mock', label: 'Mock server', baseUrl: 'https://portal/api/mock/x' };
    const oauth = oauthSchemesOf([{ name: 'petsAuth', type: 'oauth2' }], declared);
    const api = ['https://api.x.io/v1'];
    expect(oauthTargets([mock], api, [{ name: 'petsAuth', type: 'oauth2' }], oauth)).toEqual([
      mock,
      {
        value: 'https://api.x.io/v1',
        label: 'https://api.x.io/v1 (real call with your OAuth 2 token)',
        baseUrl: 'https://api.x.io/v1',
      },
    ]);
    // A key is needed beside the token: no real call without one.
    const both = [
      { name: 'petsAuth', type: 'oauth2' as const },
      { name: 'key', type: 'apiKey' as const, in: 'header' as const, paramName: 'X-Key' },
    ];
    expect(oauthTargets([mock], api, both, oauth)).toEqual([mock]);
    // No OAuth 2 scheme Try can run (implicit only), none at all, or calls to the API not allowed.
    const implicit = [{ name: 'implicitOnly', type: 'oauth2' as const }];
    expect(oauthTargets([mock], api, implicit, oauthSchemesOf(implicit, declared))).toEqual([mock]);
    expect(oauthTargets([mock], api, [], [])).toEqual([mock]);
    expect(oauthTargets([mock], [], [{ name: 'petsAuth', type: 'oauth2' }], oauth)).toEqual([mock]);
    // Key mode already lists the API servers: none twice.
    const server = { value: api[0], label: api[0], baseUrl: api[0] };
    expect(oauthTargets([server, mock], api, [{ name: 'petsAuth', type: 'oauth2' }], oauth)).toEqual([
      server,
      mock,
    ]);
  });
});
