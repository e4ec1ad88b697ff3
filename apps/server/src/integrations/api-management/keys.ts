import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new consumer key (24 random bytes) and secret (32 random bytes), URL-safe base64. */
export function generateKeyPair() {
  return {
    consumerKey: randomBytes(24).toString('base64url'),
    consumerSecret: randomBytes(32).toString('base64url'),
  };
}

/**
 * SHA-256 in hex. Keys and secrets are high-entropy random values, so a fast hash is enough (no
 * dictionary to guess from) and keeps verification within its 2 ms budget.
 */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Compares two hex digests of equal length in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The last four characters of a key: what logs and the audit trail may show. */
export const keyHint = (consumerKey: string) => `…${consumerKey.slice(-4)}`;
