import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { Database } from '../../db/connection.ts';

export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

function toPublic(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}

/**
 * The embedded provider's RS256 signing key lives in the database, so every instance signs and
 * verifies with the same key and tokens survive restarts. Created once; concurrent creators converge
 * on the oldest row.
 */
export async function loadOrCreateSigningKey(db: Database): Promise<SigningKey> {
  const existing = await db
    .selectFrom('oidc_keys')
    .selectAll()
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (existing) {
    const privateJwk = existing.private_jwk as JWK;
    return { kid: existing.kid, privateJwk, publicJwk: toPublic(privateJwk) };
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  await db
    .insertInto('oidc_keys')
    .values({ kid, private_jwk: JSON.stringify(privateJwk) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return loadOrCreateSigningKey(db);
}

export async function publicKeySet(db: Database): Promise<JSONWebKeySet> {
  const rows = await db.selectFrom('oidc_keys').select('private_jwk').execute();
  return { keys: rows.map((r) => toPublic(r.private_jwk as JWK)) };
}

/** Every signing key with its private part, oldest first, for the embedded provider's keystore. */
export async function privateKeySet(db: Database): Promise<JWK[]> {
  await loadOrCreateSigningKey(db);
  const rows = await db.selectFrom('oidc_keys').select('private_jwk').orderBy('created_at').execute();
  return rows.map((r) => r.private_jwk as JWK);
}
