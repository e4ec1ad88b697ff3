import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from './config.ts';
import { AppError } from './errors.ts';

/** Writes under these prefixes are limited per user and per client address (unsubscribe: per address). */
const LIMITED = /^\/api\/(web|provider|mock|email)(\/|$)/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Counters kept per limit (least recently used beyond this are forgotten). */
const KEYS_KEPT = 50_000;

/** Whether a route (method and URL pattern) is one the write limits count. */
export function isLimitedWrite(method: string, url: string): boolean {
  return WRITES.has(method) && LIMITED.test(url);
}

/** Whether any write limit is on (0 is off). */
export function writeLimitsOn(limits: RateLimitConfig): boolean {
  return limits.writesPerUser > 0 || limits.writesPerAddress > 0;
}

/**
 * The 429 a limited route answers, for its OpenAPI document: the one error shape and Retry-After
 * (@fastify/swagger reads `headers` of a response schema as the response's headers).
 */
export const TOO_MANY_REQUESTS_HEADERS = {
  'retry-after': {
    type: 'integer',
    minimum: 1,
    description: 'Seconds to wait before the next write is accepted.',
  },
} as const;

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, tooManyRequestsText(s), 'HTTP-429', { 'retry-after': String(s) });
}

export function tooManyRequestsText(seconds: number): string {
  return `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** What a limiter counts a call against; the key is chosen by the caller. */
type Keyed = FastifyRequest & { rateLimitKey: string };

/**
 * A fixed-window counter of @fastify/rate-limit's in-memory store, keyed by a string. `hit` counts
 * one call and answers the seconds to wait when it is over the limit; `peek` answers the same
 * without counting. A limit of 0 is off.
 */
export interface Limiter {
  hit(key: string): Promise<number | undefined>;
  peek(key: string): Promise<number | undefined>;
}

function keyed(key: string): Keyed {
  // The store asks only for the key (our generator) and the route's rate-limit group (none).
  return { rateLimitKey: key, routeOptions: { config: {} } } as unknown as Keyed;
}

export function createLimiter(app: FastifyInstance, max: number, windowMs: number): Limiter {
  if (max <= 0) return { hit: async () => undefined, peek: async () => undefined };
  // `cache` (keys kept by the in-memory store) is read from these options, though not in their type.
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    cache: KEYS_KEPT,
    keyGenerator: (req: FastifyRequest) => (req as Keyed).rateLimitKey,
  } as Parameters<FastifyInstance['createRateLimit']>[0]);
  return {
    async hit(key) {
      const r = await check(keyed(key));
      return !r.isAllowed && r.isExceeded ? Math.max(1, r.ttlInSeconds) : undefined;
    },
    async peek(key) {
      const r = await check(keyed(key), { increment: false });
      return !r.isAllowed && r.remaining === 0 && r.ttl > 0 ? Math.max(1, r.ttlInSeconds) : undefined;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins of the embedded provider, per username and per client address. */
    signInLimits: { username: Limiter; address: Limiter };
  }
}

/**
 * Registers @fastify/rate-limit (no global limit) and the write limits: every POST, PUT, PATCH and
 * DELETE under /api/web, /api/provider, /api/mock and /api/email counts once against its user and once against
 * its client address, after authentication (so the user is known) and before the body is parsed.
 * Counters live in this process: with N instances behind a balancer, a client gets up to N times
 * the limit.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimitConfig) {
  await app.register(rateLimit, { global: false });
  const perUser = createLimiter(app, limits.writesPerUser, limits.windowMs);
  const perAddress = createLimiter(app, limits.writesPerAddress, limits.windowMs);
  app.decorate('signInLimits', {
    username: createLimiter(app, limits.signInFailuresPerUsername, limits.windowMs),
    address: createLimiter(app, limits.signInFailuresPerAddress, limits.windowMs),
  });
  if (!writeLimitsOn(limits)) return;
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isLimitedWrite(request.method, request.routeOptions.url ?? '')) return payload;
    const waits = await Promise.all([
      request.user ? perUser.hit(`user:${request.user.id}`) : undefined,
      perAddress.hit(`address:${request.ip}`),
    ]);
    const wait = Math.max(...waits.map((w) => w ?? 0));
    if (wait > 0) throw tooManyRequests(wait);
    return payload;
  });
}
