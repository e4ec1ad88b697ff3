import { type BuildOptions, buildApp } from '../app.ts';
import { type DemoAccount, findDemoAccount } from '../auth/embedded/accounts.ts';
import { loadOrCreateSigningKey } from '../auth/embedded/keys.ts';
import { mintAccessToken } from '../auth/embedded/mint.ts';
import { type Config, embeddedIssuer, loadConfig } from '../config.ts';
import { createTestDb } from './db.ts';

/** Rate limits far above what any suite sends (the limits themselves have their own tests). */
export const UNTHROTTLED = {
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: '1000000',
  RATE_LIMIT_SIGNIN_PER_MINUTE: '1000000',
  RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '1000000',
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A real app on a fresh database, with helpers to sign requests as the demo accounts. */
export async function createTestApp(overrides: Partial<Config> = {}, options: BuildOptions = {}) {
  const handle = await createTestDb();
  const config = loadConfig(
    {
      PORT: '0',
      PUBLIC_URL: 'http://localhost:8080',
      STOREFRONT_SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Suites post thousands of requests from one address: limits are tested in rate-limit tests.
      ...UNTHROTTLED,
    },
    { ...overrides },
  );
  // Keys are sealed under one secret per process (never ./data/keys-encryption.key), also when a
  // suite overrides the runtime configuration.
  config.inMemoryDb ??= true;
  const app = await buildApp(config, handle, { logger: false, ...options });
  await app.ready();
  const key = await loadOrCreateSigningKey(handle.db);

  async function tokenFor(user: string | DemoAccount, ttlSeconds = 300) {
    const account = typeof user === 'string' ? findDemoAccount(user) : user;
    if (!account) throw new Error(`no demo account ${String(user)}`);
    return mintAccessToken(key, account, {
      issuer: embeddedIssuer(config),
      audience: config.oidc.audience,
      clientId: config.oidc.clientId,
      ttlSeconds,
      rolesClaim: config.oidc.rolesClaim,
    });
  }

  async function authHeaders(user: string | DemoAccount = 'alice') {
    return { authorization: `Bearer ${await tokenFor(user)}` };
  }

  return {
    app,
    db: handle.db,
    handle,
    config,
    key,
    tokenFor,
    authHeaders,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
