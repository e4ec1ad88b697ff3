import { createHash, timingSafeEqual } from 'node:crypto';
import type { VerifiedKey, VerifyKeyBody } from '@storefront/contract/runtime';
import type { Database } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { hashSecret, sameDigest } from '../../integrations/api-management/keys.ts';
import { findCredentialByKeyHash } from '../../integrations/api-management/native-repository.ts';

export const INVALID_KEY = new AppError(401, 'The key is not valid.', 'INVALID-KEY');
const NO_SECRET = hashSecret('');

type Row = Awaited<ReturnType<typeof findCredentialByKeyHash>>;

/**
 * The verdict on one key from its row (or none): the same work whether or not the key exists. A key
 * without its secret passes only when the operator lets key-only gateways verify (requireSecret false).
 */
export function judge(row: Row, body: VerifyKeyBody, now: Date, requireSecret = true): VerifiedKey {
  const secretMatches = sameDigest(row?.secret_hash ?? NO_SECRET, hashSecret(body.consumerSecret ?? ''));
  const products = row?.products ?? [];
  const valid =
    row !== undefined &&
    row.status === 'approved' &&
    row.developer_status === 'active' &&
    (row.expires_at === null || new Date(row.expires_at) > now) &&
    (body.consumerSecret === undefined ? !requireSecret : secretMatches) &&
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

/** Is a native key valid (and its secret, when given; and for the product, when named)? */
export async function verifyKey(
  db: Database,
  body: VerifyKeyBody,
  now = new Date(),
  requireSecret = true,
): Promise<VerifiedKey> {
  return judge(await findCredentialByKeyHash(db, hashSecret(body.consumerKey)), body, now, requireSecret);
}

export interface KeyVerifier {
  verify(body: VerifyKeyBody): Promise<VerifiedKey>;
  /** Forgets every cached verdict (this process wrote to the native runtime). */
  invalidate(): void;
}

const verifiers = new WeakMap<Database, KeyVerifier>();

/**
 * A cached key: its row, and what every verification of it needs, worked out once when the row is
 * read rather than on each call (issue 24 bench): the stored secret digest as bytes, the expiry in
 * ms, the approved products as a set, and the answer (the same object for every valid call).
 */
interface Entry {
  at: number;
  /** Did the row say valid, but for the secret, the expiry and the product? */
  usable: boolean;
  secret: Buffer;
  expiresMs: number | null;
  products: Set<string>;
  answer: VerifiedKey | null;
}

const NO_SECRET_BYTES = Buffer.from(NO_SECRET, 'hex');
const digestOf = (value: string) => createHash('sha256').update(value, 'utf8').digest();

function entryOf(row: Row, at: number): Entry {
  const usable = row !== undefined && row.status === 'approved' && row.developer_status === 'active';
  const products = row?.products ?? [];
  return {
    at,
    usable,
    secret: row ? Buffer.from(row.secret_hash, 'hex') : NO_SECRET_BYTES,
    expiresMs: row?.expires_at ? new Date(row.expires_at).getTime() : null,
    products: new Set(products),
    answer: row
      ? Object.freeze({
          valid: true as const,
          developerEmail: row.email,
          appName: row.app_name,
          apiProducts: products,
          expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
        })
      : null,
  };
}

/**
 * The verdict from a cached entry: the same rules as judge(), and the same work found or not (the
 * presented secret is always hashed and compared in constant time).
 */
function judgeEntry(e: Entry, body: VerifyKeyBody, now: number, requireSecret: boolean): VerifiedKey {
  const presented = digestOf(body.consumerSecret ?? '');
  const secretMatches = presented.length === e.secret.length && timingSafeEqual(presented, e.secret);
  const valid =
    e.usable &&
    (e.expiresMs === null || e.expiresMs > now) &&
    (body.consumerSecret === undefined ? !requireSecret : secretMatches) &&
    (body.apiProduct === undefined || e.products.has(body.apiProduct));
  if (!valid || !e.answer) throw INVALID_KEY;
  return e.answer;
}

/**
 * Verification with a per-process cache of key rows (found and not found) for `ttlMs`, keyed by the
 * key's hash. Writes through this process clear it at once; other instances see a change within
 * the TTL, as gateways caching keys do. Expiry is judged on every call, never cached.
 */
export function keyVerifierFor(
  db: Database,
  ttlMs = 5_000,
  maxEntries = 200_000,
  requireSecret = true,
): KeyVerifier {
  const existing = verifiers.get(db);
  if (existing) return existing;
  const cache = new Map<string, Entry>();
  const verifier: KeyVerifier = {
    async verify(body) {
      const keyHash = hashSecret(body.consumerKey);
      const now = Date.now();
      let hit = cache.get(keyHash);
      if (!hit || now - hit.at >= ttlMs) {
        hit = entryOf(await findCredentialByKeyHash(db, keyHash), now);
        cache.delete(keyHash);
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
        cache.set(keyHash, hit);
      }
      return judgeEntry(hit, body, now, requireSecret);
    },
    invalidate: () => cache.clear(),
  };
  verifiers.set(db, verifier);
  return verifier;
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
