import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Seals native consumer keys at rest with AES-256-GCM under a server secret kept outside the
 * database: a copy of the database alone yields no working key. The row's key hash is the
 * associated data, so a sealed key moved to another row does not open.
 */
export interface KeySealer {
  seal(consumerKey: string, keyHash: string): string;
  open(sealed: string, keyHash: string): string;
}

const VERSION = 'v1';

export function createKeySealer(secret: string): KeySealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'storefront', 'native consumer keys', 32));
  return {
    seal(consumerKey, keyHash) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(keyHash, 'utf8'));
      const body = Buffer.concat([cipher.update(consumerKey, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, keyHash) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || !body || !tag) throw new KeyUnsealable();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(keyHash, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new KeyUnsealable();
      }
    },
  };
}

export class KeyUnsealable extends Error {
  constructor() {
    super('A stored API key cannot be opened: KEYS_ENCRYPTION_KEY is not the secret it was sealed with');
  }
}

/**
 * The sealing secret: KEYS_ENCRYPTION_KEY, or else one generated once into
 * {DATA_DIR}/keys-encryption.key (mode 0600), or, for an in-memory database, one per process.
 */
let processSecret: string | undefined;

export function resolveKeysSecret(opts: { env?: string; dataDir: string; inMemory?: boolean }): string {
  if (opts.env) return opts.env;
  // One per process, not per call: the runtime routes and /mcp each build their adapters.
  if (opts.inMemory) {
    processSecret ??= randomBytes(32).toString('base64url');
    return processSecret;
  }
  const file = path.join(opts.dataDir, 'keys-encryption.key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw err;
  }
}
