import type { VerifiedKey, VerifyKeyBody } from '@storefront/contract/runtime';
import type { Database } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { hashSecret, sameDigest } from '../../integrations/api-management/keys.ts';
import { findCredentialByKeyHash } from '../../integrations/api-management/native-repository.ts';

export const INVALID_KEY = new AppError(401, 'The key is not valid.', 'INVALID-KEY');
const NO_SECRET = hashSecret('');

/**
 * Is a native key valid (and its secret, when given; and for the product, when named)? The key is
 * found by its hash and the secret compared in constant time, with the same work done whether or
 * not the key exists, so timing tells nothing about which part was wrong.
 */
export async function verifyKey(db: Database, body: VerifyKeyBody, now = new Date()): Promise<VerifiedKey> {
  const row = await findCredentialByKeyHash(db, hashSecret(body.consumerKey));
  const secretMatches = sameDigest(row?.secret_hash ?? NO_SECRET, hashSecret(body.consumerSecret ?? ''));
  const products = row?.products ?? [];
  const valid =
    row !== undefined &&
    row.status === 'approved' &&
    row.developer_status === 'active' &&
    (row.expires_at === null || new Date(row.expires_at) > now) &&
    (body.consumerSecret === undefined || secretMatches) &&
    (body.apiProduct === undefined || products.includes(body.apiProduct));
  if (!valid || !row) throw INVALID_KEY;
  return {
    valid: true,
    developerEmail: row.email,
    appName: row.app_name,
    apiProducts: products,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  };
}

/** A fixed-window limiter per client address (per process; N instances allow N times the rate). */
export function createRateLimiter(perMinute: number, now = () => Date.now()) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(client: string): { ok: boolean; retryAfterSeconds: number } {
    const t = now();
    let w = windows.get(client);
    if (!w || t - w.start >= 60_000) {
      if (windows.size > 50_000) windows.clear();
      w = { start: t, count: 0 };
      windows.set(client, w);
    }
    w.count++;
    return { ok: w.count <= perMinute, retryAfterSeconds: Math.ceil((w.start + 60_000 - t) / 1000) };
  };
}
