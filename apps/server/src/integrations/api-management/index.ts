import type { RuntimeName } from '@storefront/contract/runtime';
import type { RuntimeConfig } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { keyVerifierFor } from '../../modules/runtime/verify.ts';
import { createApigeeRuntime } from './apigee.ts';
import { createNativeRuntime } from './native.ts';
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

export interface Runtimes {
  /** The adapter of a runtime name from an item's storefront value, or null when unknown. */
  pick(runtime: string): RuntimeAdapter | null;
  close(): Promise<void>;
}

/**
 * The adapters by runtime name. With APIGEE_FAKE=true the in-repo fake Apigee is started on
 * loopback (demo and e2e); with neither it nor APIGEE_ORG, items on the apigee runtime answer as
 * unavailable (the Manage Access failure text).
 */
export async function createRuntimes(config: RuntimeConfig, db: Database): Promise<Runtimes> {
  const adapters = new Map<RuntimeName, RuntimeAdapter>();
  const native = createNativeRuntime(db, { keyLifetimeMs: config.keyLifetimeMs });
  adapters.set(
    'native',
    invalidating(native, () => keyVerifierFor(db, config.verifyCacheMs).invalidate()),
  );
  let closeFake: (() => Promise<void>) | null = null;
  let apigee = config.apigee;
  if (config.apigeeFake && apigee) {
    const { startFakeApigee } = await import('../../test/fake-apigee.ts');
    const token = 'storefront-demo-token';
    const fake = await startFakeApigee({
      flavour: apigee.flavour,
      org: apigee.org,
      token,
      username: 'storefront',
      password: 'storefront',
      acceptAnyProduct: true,
    });
    closeFake = fake.close;
    apigee = { ...apigee, baseUrl: fake.url, token, username: 'storefront', password: 'storefront' };
  }
  if (apigee) adapters.set('apigee', createApigeeRuntime({ ...apigee, keyLifetimeMs: config.keyLifetimeMs }));
  return {
    pick: (runtime) => adapters.get(runtime as RuntimeName) ?? null,
    async close() {
      await closeFake?.();
    },
  };
}
