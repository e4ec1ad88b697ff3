import type { RuntimeName } from '@storefront/contract/runtime';
import type { RuntimeConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { keyVerifierFor } from '../../modules/runtime/verify.ts';
import { createApigeeRuntime } from './apigee.ts';
import { startFakeApigee as startApigeeEmulator } from './apigee-emulator.ts';
import { createKeySealer, resolveKeysSecret } from './key-sealing.ts';
import { createNativeRuntime } from './native.ts';
import { sealPlainKeys } from './native-repository.ts';
import type { RuntimeAdapter } from './types.ts';

/** The adapter with `after` called once each write has finished (reads pass through). */
function invalidating(adapter: RuntimeAdapter, after: () => void): RuntimeAdapter {
  const wrapped = { ...adapter } as Record<string, unknown>;
  for (const [name, fn] of Object.entries(adapter)) {
    if (typeof fn !== 'function' || name === 'getDeveloper') continue;
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        after();
      }
    };
  }
  return wrapped as unknown as RuntimeAdapter;
}

/** An apigee adapter whose methods wait for `get` (memoised by the caller) and then delegate to it. */
function lazily(get: () => Promise<RuntimeAdapter>): RuntimeAdapter {
  return new Proxy({} as RuntimeAdapter, {
    get(_t, name) {
      if (name === 'runtime') return 'apigee';
      // Not a thenable, and no symbol lookups (inspection) turned into calls.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const adapter = (await get()) as unknown as Record<string, (...a: unknown[]) => unknown>;
        return adapter[name](...args);
      };
    },
  });
}

export interface Runtimes {
  /** The adapter of a runtime name from an item's storefront value, or null when unknown. */
  pick(runtime: string): RuntimeAdapter | null;
  close(): Promise<void>;
}

/**
 * The key sealer of this deployment, after sealing any key still stored in plain text (rows from
 * before migration 0060); a startup task runs it before listening, createRuntimes again (idempotent).
 */
export async function sealLegacyKeys(config: RuntimeConfig, db: Database, dataDir?: string) {
  const sealer = createKeySealer(
    resolveKeysSecret({ env: config.keysEncryptionKey, dataDir: dataDir ?? '', inMemory: !dataDir }),
  );
  await sealPlainKeys(db, sealer.seal);
  return sealer;
}

/**
 * The adapters by runtime name. Unless APIGEE_ORG names a real organisation (or APIGEE_FAKE=false),
 * an embedded Apigee emulation on loopback answers apigee items, so the demo works out of the box;
 * with APIGEE_FAKE=false and no APIGEE_ORG they answer as unavailable (the Manage Access failure text).
 */
export async function createRuntimes(
  config: RuntimeConfig,
  db: Database,
  /** Where a generated sealing secret is kept; undefined (in-memory database): one per process. */
  dataDir?: string,
): Promise<Runtimes> {
  const adapters = new Map<RuntimeName, RuntimeAdapter>();
  const sealer = await sealLegacyKeys(config, db, dataDir);
  const native = createNativeRuntime(db, { keyLifetimeMs: config.keyLifetimeMs, sealer });
  adapters.set(
    'native',
    invalidating(native, () =>
      keyVerifierFor(db, config.verifyCacheMs, undefined, config.verifyRequiresSecret).invalidate(),
    ),
  );
  let closeFake: (() => Promise<void>) | null = null;
  const apigee = config.apigee;
  if (config.apigeeFake && apigee) {
    // Started on first use, so a server (or test) that never touches an apigee item opens no port.
    let started: Promise<RuntimeAdapter> | null = null;
    const start = async () => {
      const token = 'storefront-demo-token';
      const fake = await startApigeeEmulator({
        flavour: apigee.flavour,
        org: apigee.org,
        token,
        username: 'storefront',
        password: 'storefront',
        acceptAnyProduct: true,
      });
      closeFake = fake.close;
      return createApigeeRuntime({
        ...apigee,
        baseUrl: fake.url,
        token,
        username: 'storefront',
        password: 'storefront',
        keyLifetimeMs: config.keyLifetimeMs,
      });
    };
    adapters.set(
      'apigee',
      lazily(() => (started ??= start())),
    );
  } else if (apigee) {
    adapters.set('apigee', createApigeeRuntime({ ...apigee, keyLifetimeMs: config.keyLifetimeMs }));
  }
  return {
    pick: (runtime) => adapters.get(runtime as RuntimeName) ?? null,
    async close() {
      await closeFake?.();
    },
  };
}
