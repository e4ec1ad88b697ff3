import type { JWTPayload } from 'jose';
import { TokenError } from './verify.ts';

/**
 * Remembers tokens whose signature and claims were verified, until they expire, so a client calling
 * many times with the same bearer costs one signature check. The cache key is the whole token (the
 * signed bytes), so a hit is exactly the token that was verified; expiry is re-checked on every hit.
 */
export function cachedVerifier(
  verify: (token: string) => Promise<JWTPayload>,
  options: { clockToleranceSeconds: number; maxEntries?: number; now?: () => number },
) {
  const maxEntries = options.maxEntries ?? 20_000;
  const now = options.now ?? (() => Date.now() / 1000);
  const cache = new Map<string, JWTPayload>();

  /** A verified, unexpired token's payload without any await; undefined when it must be verified. */
  function peek(token: string): JWTPayload | undefined {
    const hit = cache.get(token);
    return hit && (hit.exp ?? 0) + options.clockToleranceSeconds > now() ? hit : undefined;
  }

  async function verifyCached(token: string): Promise<JWTPayload> {
    const hit = cache.get(token);
    if (hit) {
      if ((hit.exp ?? 0) + options.clockToleranceSeconds > now()) return hit;
      cache.delete(token);
      throw new TokenError('token expired');
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
    cache.set(token, payload);
    return payload;
  }

  return Object.assign(verifyCached, { peek });
}
