import type { JWTPayload } from 'jose';
import { TokenError } from './verify.ts';

/** How long a verified token is served from the cache before its signature is checked again. */
export const TOKEN_CACHE_MAX_AGE_SECONDS = 60;

/**
 * Remembers tokens whose signature and claims were verified, until they expire, so a client calling
 * many times with the same bearer costs one signature check. The cache key is the whole token (the
 * signed bytes), so a hit is exactly the token that was verified; expiry is re-checked on every hit.
 * A hit is also at most `maxAgeSeconds` old: after that the token is verified again against the
 * issuer's current keys, so a key the issuer withdraws stops admitting cached tokens within that
 * time (on top of the key set's own refresh interval).
 */
export function cachedVerifier(
  verify: (token: string) => Promise<JWTPayload>,
  options: { clockToleranceSeconds: number; maxEntries?: number; maxAgeSeconds?: number; now?: () => number },
) {
  const maxEntries = options.maxEntries ?? 20_000;
  const maxAge = options.maxAgeSeconds ?? TOKEN_CACHE_MAX_AGE_SECONDS;
  const now = options.now ?? (() => Date.now() / 1000);
  const cache = new Map<string, { payload: JWTPayload; verifiedAt: number }>();

  const expired = (payload: JWTPayload, t: number) => (payload.exp ?? 0) + options.clockToleranceSeconds <= t;

  /** A verified, unexpired, recently verified token's payload without any await; else undefined. */
  function peek(token: string): JWTPayload | undefined {
    const hit = cache.get(token);
    if (!hit) return undefined;
    const t = now();
    return !expired(hit.payload, t) && t - hit.verifiedAt < maxAge ? hit.payload : undefined;
  }

  async function verifyCached(token: string): Promise<JWTPayload> {
    const hit = cache.get(token);
    if (hit) {
      const t = now();
      if (expired(hit.payload, t)) {
        cache.delete(token);
        throw new TokenError('token expired', 'expired');
      }
      if (t - hit.verifiedAt < maxAge) return hit.payload;
      // Verified too long ago: check it again (its key may have been withdrawn).
      cache.delete(token);
    }
    const payload = await verify(token);
    if (cache.size >= maxEntries) {
      // Drop the oldest tenth: Map keeps insertion order.
      let drop = Math.ceil(maxEntries / 10);
      for (const key of cache.keys()) {
        cache.delete(key);
        if (--drop === 0) break;
      }
    }
    cache.set(token, { payload, verifiedAt: now() });
    return payload;
  }

  return Object.assign(verifyCached, { peek });
}
