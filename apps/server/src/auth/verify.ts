import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The OIDC client id of the SPA: a token whose only audience is it is an ID token. */
  clientId: string;
  algorithms: string[];
  clockToleranceSeconds: number;
  /** Keys: a local set (embedded provider) or a JWKS URL; default: discovered from the issuer. */
  jwks?: JSONWebKeySet | (() => Promise<JSONWebKeySet>);
  jwksUri?: string;
  fetchImpl?: typeof fetch;
  /** Minimum time between two fetches of a remote key set (an unknown kid cannot force more). */
  jwksCooldownMs?: number;
}

/**
 * Why a token was refused. `audience`, `issuer` and `signature` are configuration mismatches between
 * the portal and the identity provider: renewing cannot help, so the SPA shows them instead of looping.
 */
export type TokenRefusal = 'audience' | 'issuer' | 'signature' | 'expired' | 'other';

export class TokenError extends Error {
  constructor(
    message: string,
    readonly refusal: TokenRefusal = 'other',
  ) {
    super(message);
  }
}

/** The refusal a jose verification error stands for. */
function refusalOf(err: unknown): TokenRefusal {
  const { code, claim } = (err ?? {}) as { code?: string; claim?: string };
  if (code === 'ERR_JWT_EXPIRED') return 'expired';
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'aud') return 'audience';
  if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && claim === 'iss') return 'issuer';
  if (
    code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' ||
    code === 'ERR_JWKS_NO_MATCHING_KEY' ||
    code === 'ERR_JOSE_ALG_NOT_ALLOWED'
  )
    return 'signature';
  return 'other';
}

const ACCESS_TOKEN_TYPES = new Set(['at+jwt', 'application/at+jwt', 'jwt']);

async function discoverJwksUri(issuer: string, fetchImpl: typeof fetch): Promise<string> {
  const res = await fetchImpl(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new TokenError(`discovery failed with HTTP ${res.status}`);
  const doc = (await res.json()) as { jwks_uri?: string; issuer?: string };
  if (!doc.jwks_uri) throw new TokenError('discovery document has no jwks_uri');
  return doc.jwks_uri;
}

/**
 * Builds a bearer verifier. Keys come only from the configured issuer (jku, x5u and embedded jwk
 * headers are never followed); a remote key set is cached and refetched when an unknown kid shows up.
 */
export function createVerifier(options: VerifierOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  // OIDC_ISSUER is stored without a trailing slash; some issuers (Auth0) put one in `iss`.
  const issuers = [options.issuer.replace(/\/+$/, ''), `${options.issuer.replace(/\/+$/, '')}/`];
  let getKey: Promise<JWTVerifyGetKey> | undefined;

  function keyResolver(): Promise<JWTVerifyGetKey> {
    if (getKey) return getKey;
    const { jwks } = options;
    if (typeof jwks === 'function') {
      // Embedded provider: ask for the set each time (it may change) but import its keys only once.
      let last: { set: JSONWebKeySet; getKey: JWTVerifyGetKey } | undefined;
      getKey = Promise.resolve(async (header, token) => {
        const set = await jwks();
        if (last?.set !== set) last = { set, getKey: createLocalJWKSet(set) };
        return last.getKey(header, token);
      });
    } else if (jwks) {
      getKey = Promise.resolve(createLocalJWKSet(jwks));
    } else {
      getKey = (async () => {
        const uri = options.jwksUri ?? (await discoverJwksUri(options.issuer, fetchImpl));
        // Cached; refetched when a token names an unknown kid (key rotation), at most once per cooldown.
        return createRemoteJWKSet(new URL(uri), {
          cooldownDuration: options.jwksCooldownMs ?? 30_000,
          cacheMaxAge: 10 * 60_000,
        });
      })();
      getKey.catch(() => {
        getKey = undefined;
      });
    }
    return getKey;
  }

  return async function verify(token: string): Promise<JWTPayload> {
    if (token?.split('.').length !== 3) throw new TokenError('malformed token');
    const key = await keyResolver();
    let result: Awaited<ReturnType<typeof jwtVerify>>;
    try {
      result = await jwtVerify(token, key, {
        issuer: issuers,
        audience: options.audience,
        algorithms: options.algorithms,
        clockTolerance: options.clockToleranceSeconds,
        requiredClaims: ['sub', 'exp'],
      });
    } catch (err) {
      throw new TokenError((err as Error).message, refusalOf(err));
    }
    const { payload, protectedHeader } = result;
    const typ = protectedHeader.typ?.toLowerCase();
    if (typ && !ACCESS_TOKEN_TYPES.has(typ)) throw new TokenError(`token type ${typ} is not an access token`);
    // ID tokens carry a nonce or at_hash, or are addressed only to the client.
    // Keycloak marks them with typ "ID" in the payload.
    if (payload.nonce !== undefined || payload.at_hash !== undefined || payload.typ === 'ID')
      throw new TokenError('ID token refused');
    const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (aud.length === 1 && aud[0] === options.clientId && options.clientId !== options.audience) {
      throw new TokenError('ID token refused');
    }
    return payload;
  };
}

export type Verifier = ReturnType<typeof createVerifier>;

/**
 * Reads a claim by dotted path, e.g. `realm_access.roles`. A top-level claim whose name itself holds
 * dots (Auth0/Okta namespaced claims such as `https://example.com/roles`) is matched first.
 */
export function readClaim(payload: JWTPayload, path: string): unknown {
  if (Object.hasOwn(payload, path)) return payload[path];
  let value: unknown = payload;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

export function readRoles(payload: JWTPayload, path: string): string[] {
  const value = readClaim(payload, path);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return [];
}
