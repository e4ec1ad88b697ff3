import fs from 'node:fs';
import path from 'node:path';
import type { JWK } from 'jose';
import { type Config, isEmbeddedIdentity } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { loadOrCreateSigningKey, type SigningKey } from './keys.ts';

/**
 * PGlite allows one process per data directory, so `storefront token` cannot open the database while
 * the server runs. The server therefore leaves the signing key beside the database (same directory,
 * same trust, owner-only file) for the CLI. With PostgreSQL the CLI reads the database instead.
 */
export function cliKeyFile(config: Config): string {
  return path.join(config.dataDir, 'oidc-signing-key.json');
}

export async function writeCliKeyFile(config: Config, db: Database): Promise<void> {
  if (!isEmbeddedIdentity(config) || config.databaseUrl) return;
  const key = await loadOrCreateSigningKey(db);
  const file = cliKeyFile(config);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ kid: key.kid, privateJwk: key.privateJwk }), { mode: 0o600 });
}

export function readCliKeyFile(config: Config): SigningKey | undefined {
  const file = cliKeyFile(config);
  if (!fs.existsSync(file)) return undefined;
  const { kid, privateJwk } = JSON.parse(fs.readFileSync(file, 'utf8')) as { kid: string; privateJwk: JWK };
  const { kty, n, e, alg, use } = privateJwk;
  return { kid, privateJwk, publicJwk: { kty, n, e, kid, alg, use } };
}
