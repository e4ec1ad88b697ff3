import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { loadOrCreateSigningKey, publicKeySet } from './keys.ts';

/**
 * Mounts the embedded OpenID provider at /oidc and returns the key set the bearer verifier uses.
 * (Interim: keys only; the oidc-provider mount lands with the identity work.)
 */
export async function mountEmbeddedProvider(
  _app: FastifyInstance,
  opts: { config: Config; db: Database; issuer: string },
): Promise<() => Promise<JSONWebKeySet>> {
  await loadOrCreateSigningKey(opts.db);
  let cached: JSONWebKeySet | undefined;
  return async () => {
    cached ??= await publicKeySet(opts.db);
    return cached;
  };
}
