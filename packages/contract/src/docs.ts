import { type Static, Type } from '@sinclair/typebox';
import { ItemId } from './common.ts';

/** GET /api/web/catalog/item/{id}/interactivedocs/config (spec section 3). */
export const InteractiveDocsConfig = Type.Object({
  allowedAPIKey: Type.Boolean(),
  allowedMock: Type.Boolean(),
});
export type InteractiveDocsConfig = Static<typeof InteractiveDocsConfig>;

/**
 * PUT /api/provider/items/{id}/interactivedocs/config: a provider's override of the customer
 * configuration for one item. It replaces the previous override; a mode left out follows the
 * customer configuration again.
 */
export const InteractiveDocsOverride = Type.Object(
  {
    allowedAPIKey: Type.Optional(Type.Boolean()),
    allowedMock: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type InteractiveDocsOverride = Static<typeof InteractiveDocsOverride>;

export const DocsQuery = Type.Object({
  useMocking: Type.Optional(Type.Boolean()),
  /** A version label (issue 28): that version's document instead of the default one. */
  version: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type DocsQuery = Static<typeof DocsQuery>;

export const MOCK_TARGET = 'mock';

/**
 * POST /api/web/catalog/item/{id}/try: one Try call of the documentation viewer. `server` is
 * 'mock' (the portal's mock server) or one of the document's declared server URLs; the portal
 * forwards the request without its own cookies or tokens.
 */
export const TryRequest = Type.Object(
  {
    server: Type.String({ minLength: 1, maxLength: 2000 }),
    method: Type.Union(
      ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'].map((m) => Type.Literal(m)),
    ),
    /** The operation's path with its parameters filled in, starting with '/'. */
    path: Type.String({ pattern: '^/', maxLength: 8000 }),
    query: Type.Optional(
      Type.Array(Type.Tuple([Type.String({ maxLength: 500 }), Type.String({ maxLength: 8000 })]), {
        maxItems: 200,
      }),
    ),
    headers: Type.Optional(
      Type.Record(Type.String({ maxLength: 200 }), Type.String({ maxLength: 8000 }), { maxProperties: 100 }),
    ),
    body: Type.Optional(Type.String({ maxLength: 1024 * 1024 })),
  },
  { additionalProperties: false },
);
export type TryRequest = Static<typeof TryRequest>;

/**
 * POST /api/web/catalog/item/{id}/try/oauth-token: a token for Try from the authorization server an
 * OAuth 2 scheme of the document names, asked by the portal (SSRF guard, TRY_PRIVATE_ALLOWLIST) with
 * the consumer's own client. The portal keeps neither the secret nor the token.
 */
export const OAuthTokenRequest = Type.Object(
  {
    /** The security scheme's name in the document. */
    scheme: Type.String({ minLength: 1, maxLength: 200 }),
    flow: Type.Union([Type.Literal('clientCredentials'), Type.Literal('authorizationCode')]),
    clientId: Type.String({ minLength: 1, maxLength: 2000 }),
    clientSecret: Type.Optional(Type.String({ maxLength: 4000 })),
    scopes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 100 })),
    /** authorizationCode: the code the redirect brought back and the PKCE verifier it was asked with. */
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 4000 })),
    codeVerifier: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._~-]{43,128}$' })),
  },
  { additionalProperties: false },
);
export type OAuthTokenRequest = Static<typeof OAuthTokenRequest>;

export const OAuthTokenResponse = Type.Object({
  accessToken: Type.String(),
  tokenType: Type.String(),
  /** Seconds, as the authorization server said (absent when it did not). */
  expiresIn: Type.Optional(Type.Number()),
  scope: Type.Optional(Type.String()),
});
export type OAuthTokenResponse = Static<typeof OAuthTokenResponse>;

export const TryResponse = Type.Object({
  status: Type.Integer(),
  statusText: Type.String(),
  headers: Type.Record(Type.String(), Type.String()),
  body: Type.String(),
  /** The body was cut at the size limit. */
  truncated: Type.Boolean(),
  durationMs: Type.Number(),
});
export type TryResponse = Static<typeof TryResponse>;

export const TryParams = Type.Object({ id: ItemId });

/** GET /api/web/catalog/item/{id}/openapi/docs: the prepared document's bytes (JSON, maybe gzipped). */
export const PreparedDocument = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' });
export type PreparedDocument = Static<typeof PreparedDocument>;

/** /api/mock/{itemId}/{operation path}: the item and the operation path after it. */
export const MockParams = Type.Object({ itemId: Type.String(), '*': Type.String() });
export type MockParams = Static<typeof MockParams>;
