import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTPayload } from 'jose';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { AppError, forbidden, unauthorized } from '../errors.ts';
import { type IdentityClaims, upsertUser } from '../modules/users/repository.ts';
import { readRoles, TokenError, type TokenRefusal } from './verify.ts';

type Verify = ((token: string) => Promise<JWTPayload>) & { peek?: (token: string) => JWTPayload | undefined };

export interface AuthUser {
  id: number;
  iss: string;
  sub: string;
  username: string | null;
  givenName: string | null;
  email: string | null;
  roles: string[];
  isProvider: boolean;
}

export interface ProtectedRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser;
  }
  interface FastifyInstance {
    /** Every authenticated route (method and URL pattern), e.g. for the 401 test matrix. */
    protectedRoutes: ProtectedRoute[];
  }
  interface FastifyContextConfig {
    /**
     * Public routes under a protected prefix (e.g. our OpenAPI document); 'preflight': public for
     * CORS preflights only (OPTIONS with Access-Control-Request-Method), protected otherwise.
     */
    public?: boolean | 'preflight';
  }
}

// /api/mock: the mock server of the interactive documentation (spec section 6: mock calls carry a bearer token).
const PROTECTED = /^\/api\/(web|provider|mock)(\/|$)/;
const PROVIDER = /^\/api\/provider(\/|$)/;
/** The MCP server: its own token audience, and a 401 that points agents at how to sign in (RFC 9728). */
const AGENT = /^\/mcp(\/|$)/;

export interface AgentAuth {
  verify: Verify;
  /** The protected-resource metadata URL named in WWW-Authenticate. */
  resourceMetadataUrl: string;
}
const USER_CACHE_MS = 60_000;

/**
 * Refusals a renewal cannot cure (the provider and the portal disagree): answered with a code of
 * their own, so the SPA shows an error screen naming the cause instead of signing in again.
 */
const MISMATCH: Partial<Record<TokenRefusal, { code: string; detail: (c: Config) => string }>> = {
  audience: {
    code: 'TOKEN-AUDIENCE',
    detail: (c) =>
      `The access token was refused: its audience (aud) does not include "${c.oidc.audience}" (OIDC_AUDIENCE).`,
  },
  issuer: {
    code: 'TOKEN-ISSUER',
    detail: () =>
      'The access token was refused: its issuer (iss) is not the configured identity provider (OIDC_ISSUER).',
  },
  signature: {
    code: 'TOKEN-SIGNATURE',
    detail: () =>
      "The access token was refused: its signature does not verify with the identity provider's keys or its algorithm is not allowed (OIDC_ALGORITHMS).",
  },
};

function str(v: unknown): string | null {
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/**
 * The identity a token stands for. Its email counts only when the provider vouches for it
 * (`email_verified: true`): keys, Manage Access and mail are keyed on it, and a provider that lets
 * users type any address would otherwise let one act as another. OIDC_ASSUME_EMAIL_VERIFIED skips
 * the check for providers that never send the claim (a documented risk).
 */
export function claimsToIdentity(p: JWTPayload, assumeEmailVerified = false): IdentityClaims {
  const verified = assumeEmailVerified || p.email_verified === true || p.email_verified === 'true';
  return {
    iss: p.iss!,
    sub: p.sub!,
    username: str(p.preferred_username) ?? str(p.username),
    givenName: str(p.given_name),
    familyName: str(p.family_name),
    email: verified ? str(p.email) : null,
  };
}

/**
 * Verifies the bearer token on every /api/web and /api/provider request and attaches the user.
 * The user row is refreshed at most once a minute per identity, so that auth does not cost a write
 * on every call.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      config: Config;
      db: Database;
      verify: Verify;
      agent?: AgentAuth;
      /** The embedded user store's disabled people, checked whenever the user row is refreshed. */
      isDisabled?: (iss: string, sub: string) => boolean | Promise<boolean>;
    },
  ) => {
    const seen = new Map<string, { id: number; key: string; at: number }>();
    // Each mismatch is logged at warn once per process: it is the operator's to fix, not per request.
    const warned = new Set<TokenRefusal>();

    // The cached verifier hands back the same payload object for the same token, so what is derived
    // from it (identity, roles, the user without its row id) is worked out once per token.
    interface Derived {
      identity: IdentityClaims;
      stamp: string;
      roles: string[];
      user: Omit<AuthUser, 'id'>;
    }
    const derived = new WeakMap<JWTPayload, Derived>();
    function derive(payload: JWTPayload): Derived {
      let d = derived.get(payload);
      if (!d) {
        const identity = claimsToIdentity(payload, opts.config.oidc.assumeEmailVerified);
        const roles = readRoles(payload, opts.config.oidc.rolesClaim);
        d = {
          identity,
          stamp: JSON.stringify([identity.username, identity.givenName, identity.familyName, identity.email]),
          roles,
          user: {
            iss: identity.iss,
            sub: identity.sub,
            username: identity.username,
            givenName: identity.givenName,
            email: identity.email,
            roles,
            isProvider: roles.includes(opts.config.providerRole),
          },
        };
        derived.set(payload, d);
      }
      return d;
    }

    function cachedUserId(d: Derived): number | undefined {
      const hit = seen.get(`${d.identity.iss} ${d.identity.sub}`);
      return hit && hit.key === d.stamp && Date.now() - hit.at < USER_CACHE_MS ? hit.id : undefined;
    }

    async function resolveUserId(d: Derived): Promise<number> {
      const cached = cachedUserId(d);
      if (cached !== undefined) return cached;
      if (opts.isDisabled && (await opts.isDisabled(d.identity.iss, d.identity.sub)))
        throw new AppError(401, 'This account is disabled.', 'ACCOUNT-DISABLED');
      const row = await upsertUser(opts.db, d.identity);
      if (seen.size > 10_000) seen.clear();
      seen.set(`${d.identity.iss} ${d.identity.sub}`, { id: row.id, key: d.stamp, at: Date.now() });
      return row.id;
    }

    /** The path that awaits: a new token is verified, a new or changed user is written. */
    async function authenticate(
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      isProviderRoute: boolean,
    ): Promise<Error | undefined> {
      let payload: JWTPayload;
      try {
        payload = await opts.verify(token);
      } catch (err) {
        const refusal = err instanceof TokenError ? err.refusal : 'other';
        const mismatch = MISMATCH[refusal];
        if (mismatch) {
          if (!warned.has(refusal)) {
            warned.add(refusal);
            request.log.warn(
              { reason: (err as Error).message },
              `access token refused for its ${refusal}: check the identity provider settings (docs/identity.md)`,
            );
          }
          reply.header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${refusal}"`);
          return new AppError(401, mismatch.detail(opts.config), mismatch.code);
        }
        request.log.debug({ err }, 'bearer rejected');
        reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        return unauthorized('The access token is invalid or expired.');
      }
      const d = derive(payload);
      return admit(request, d, await resolveUserId(d), isProviderRoute);
    }

    /** Sets request.user, or returns the error to answer with. */
    function admit(
      request: FastifyRequest,
      d: Derived,
      id: number,
      isProviderRoute: boolean,
    ): Error | undefined {
      if (opts.config.requiredRole && !d.roles.includes(opts.config.requiredRole)) return forbidden();
      request.user = { id, ...d.user };
      // Every provider route needs the provider role, before its body is even validated.
      if (isProviderRoute && !d.user.isProvider) return forbidden();
      return undefined;
    }

    /** /mcp: the same users and roles as the web API, from tokens addressed to the MCP resource. */
    async function authenticateAgent(request: FastifyRequest, reply: FastifyReply, agent: AgentAuth) {
      const metadata = `resource_metadata="${agent.resourceMetadataUrl}"`;
      const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
      if (!match) {
        reply.header('WWW-Authenticate', `Bearer ${metadata}`);
        return unauthorized();
      }
      let payload: JWTPayload;
      try {
        payload = await agent.verify(match[1]);
      } catch (err) {
        request.log.debug({ err }, 'agent bearer rejected');
        reply.header('WWW-Authenticate', `Bearer error="invalid_token", ${metadata}`);
        return unauthorized('The access token is invalid or expired.');
      }
      const d = derive(payload);
      return admit(request, d, await resolveUserId(d), false);
    }

    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorate('protectedRoutes', [] as ProtectedRoute[]);
    app.addHook('onRoute', (route) => {
      if (!PROTECTED.test(route.url) || (route.config as { public?: unknown } | undefined)?.public === true)
        return;
      for (const method of [route.method].flat()) app.protectedRoutes.push({ method, url: route.url });
    });
    // A callback hook with a synchronous path: a known token of a known user costs no await.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      const pattern = request.routeOptions.url ?? '';
      if (opts.agent && AGENT.test(pattern)) {
        authenticateAgent(request, reply, opts.agent).then(done, done);
        return;
      }
      const isProtected = PROTECTED.test(pattern) || PROTECTED.test(request.url);
      const open = request.routeOptions.config?.public;
      if (!isProtected || open === true) return done();
      if (
        open === 'preflight' &&
        request.method === 'OPTIONS' &&
        request.headers['access-control-request-method']
      )
        return done();
      const isProviderRoute = PROVIDER.test(pattern) || PROVIDER.test(request.url);
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match) {
        reply.header('WWW-Authenticate', 'Bearer');
        return done(unauthorized());
      }
      const token = match[1];
      const known = opts.verify.peek?.(token);
      if (known) {
        const d = derive(known);
        const id = cachedUserId(d);
        if (id !== undefined) return done(admit(request, d, id, isProviderRoute));
      }
      authenticate(request, reply, token, isProviderRoute).then(done, done);
    });
  },
);

/** preHandler for /api/provider routes (the onRequest hook already enforces it; kept explicit). */
export async function requireProvider(request: FastifyRequest) {
  if (!request.user?.isProvider) throw forbidden();
}
