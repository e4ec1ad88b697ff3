import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTPayload } from 'jose';
import type { Config } from '../config.ts';
import type { Database } from '../db/connection.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { type IdentityClaims, upsertUser } from '../modules/users/repository.ts';
import { readRoles, type Verifier } from './verify.ts';

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
    /** Public routes under a protected prefix (e.g. our OpenAPI document). */
    public?: boolean;
  }
}

const PROTECTED = /^\/api\/(web|provider)(\/|$)/;
const PROVIDER = /^\/api\/provider(\/|$)/;
const USER_CACHE_MS = 60_000;

function str(v: unknown): string | null {
  return typeof v === 'string' && v.length > 0 ? v : null;
}

export function claimsToIdentity(p: JWTPayload): IdentityClaims {
  return {
    iss: p.iss!,
    sub: p.sub!,
    username: str(p.preferred_username) ?? str(p.username),
    givenName: str(p.given_name),
    familyName: str(p.family_name),
    email: str(p.email),
  };
}

/**
 * Verifies the bearer token on every /api/web and /api/provider request and attaches the user.
 * The user row is refreshed at most once a minute per identity, so that auth does not cost a write
 * on every call.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; db: Database; verify: Verifier }) => {
    const seen = new Map<string, { id: number; key: string; at: number }>();

    // The cached verifier hands back the same payload object for the same token, so what is derived
    // from it (identity, roles) is worked out once per token, not once per request.
    const derived = new WeakMap<JWTPayload, { identity: IdentityClaims; stamp: string; roles: string[] }>();
    function derive(payload: JWTPayload) {
      let d = derived.get(payload);
      if (!d) {
        const identity = claimsToIdentity(payload);
        const stamp = JSON.stringify([
          identity.username,
          identity.givenName,
          identity.familyName,
          identity.email,
        ]);
        d = { identity, stamp, roles: readRoles(payload, opts.config.oidc.rolesClaim) };
        derived.set(payload, d);
      }
      return d;
    }

    async function resolveUserId(identity: IdentityClaims, stamp: string): Promise<number> {
      const cacheKey = `${identity.iss} ${identity.sub}`;
      const hit = seen.get(cacheKey);
      if (hit && hit.key === stamp && Date.now() - hit.at < USER_CACHE_MS) return hit.id;
      const row = await upsertUser(opts.db, identity);
      if (seen.size > 10_000) seen.clear();
      seen.set(cacheKey, { id: row.id, key: stamp, at: Date.now() });
      return row.id;
    }

    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorate('protectedRoutes', [] as ProtectedRoute[]);
    app.addHook('onRoute', (route) => {
      if (!PROTECTED.test(route.url) || (route.config as { public?: boolean } | undefined)?.public) return;
      for (const method of [route.method].flat()) app.protectedRoutes.push({ method, url: route.url });
    });
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      // The matched route pattern decides, so percent-encoded paths cannot slip past the check.
      const pattern = request.routeOptions.url ?? '';
      const isProtected = PROTECTED.test(pattern) || PROTECTED.test(request.url);
      if (!isProtected || request.routeOptions.config?.public) return;
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match) {
        reply.header('WWW-Authenticate', 'Bearer');
        throw unauthorized();
      }
      let payload: JWTPayload;
      try {
        payload = await opts.verify(match[1]);
      } catch (err) {
        request.log.debug({ err }, 'bearer rejected');
        reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        throw unauthorized('The access token is invalid or expired.');
      }
      const { identity, stamp, roles } = derive(payload);
      if (opts.config.requiredRole && !roles.includes(opts.config.requiredRole)) throw forbidden();
      request.user = {
        id: await resolveUserId(identity, stamp),
        iss: identity.iss,
        sub: identity.sub,
        username: identity.username,
        givenName: identity.givenName,
        email: identity.email,
        roles,
        isProvider: roles.includes(opts.config.providerRole),
      };
      // Every provider route needs the provider role, before its body is even validated.
      if ((PROVIDER.test(pattern) || PROVIDER.test(request.url)) && !request.user.isProvider)
        throw forbidden();
    });
  },
);

/** preHandler for /api/provider routes (the onRequest hook already enforces it; kept explicit). */
export async function requireProvider(request: FastifyRequest) {
  if (!request.user?.isProvider) throw forbidden();
}
