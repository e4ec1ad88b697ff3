import type { Developer, DeveloperApp } from '@storefront/contract/runtime';
import { RESERVED_APP_NAME } from '@storefront/contract/runtime';
import type { Database } from '../../db/connection.ts';
import type { KeySealer } from './key-sealing.ts';
import { generateKeyPair, hashSecret } from './keys.ts';
import * as repo from './native-repository.ts';
import { type DeveloperRef, type NewCredential, type RuntimeAdapter, RuntimeError } from './types.ts';

export interface NativeOptions {
  /** Lifetime of a new key in milliseconds. */
  keyLifetimeMs: number;
  /** Seals keys at rest (the spec shows a key again later, so a one-way hash cannot serve). */
  sealer: KeySealer;
  now?: () => Date;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The portal as key manager: developers, apps and credentials in its own database. */
export function createNativeRuntime(db: Database, options: NativeOptions): RuntimeAdapter {
  const now = options.now ?? (() => new Date());

  async function developerId(dev: DeveloperRef): Promise<number> {
    const row = await repo.findNativeDeveloper(db, dev.userId);
    if (!row) throw new RuntimeError('not_found', 'developer does not exist', 404);
    return row.id;
  }

  async function appId(dev: DeveloperRef, name: string): Promise<number> {
    const app = await repo.findNativeApp(db, await developerId(dev), name);
    if (!app) throw new RuntimeError('not_found', 'app does not exist', 404);
    return app.id;
  }

  async function credentialId(dev: DeveloperRef, appName: string, key: string): Promise<number> {
    const cred = await repo.findNativeCredential(db, await appId(dev, appName), hashSecret(key));
    if (!cred) throw new RuntimeError('not_found', 'key does not exist', 404);
    return cred.id;
  }

  async function issue(app: number, products: string[]): Promise<NewCredential> {
    const { consumerKey, consumerSecret } = generateKeyPair();
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + options.keyLifetimeMs);
    const unique = [...new Set(products)];
    const keyHash = hashSecret(consumerKey);
    await repo.insertNativeCredential(
      db,
      {
        app_id: app,
        consumer_key_sealed: options.sealer.seal(consumerKey, keyHash),
        key_hash: keyHash,
        secret_hash: hashSecret(consumerSecret),
        issued_at: issuedAt,
        expires_at: expiresAt,
      },
      unique,
    );
    return {
      consumerKey,
      consumerSecret,
      issuedAt: iso(issuedAt),
      expiresAt: iso(expiresAt),
      status: 'approved',
      products: unique.map((apiProduct) => ({ apiProduct, status: 'approved' })),
    };
  }

  return {
    runtime: 'native',

    async getDeveloper(dev) {
      const row = await repo.findNativeDeveloper(db, dev.userId);
      if (!row) return null;
      const creds = await repo.listNativeCredentials(db, row.id);
      const ids = creds.flatMap((c) => (c.credential_id === null ? [] : [c.credential_id]));
      const products = new Map<number, { apiProduct: string; status: string }[]>();
      for (const p of await repo.listNativeProducts(db, ids)) {
        const list = products.get(p.credential_id) ?? [];
        list.push({ apiProduct: p.api_product, status: p.status });
        products.set(p.credential_id, list);
      }
      const apps = new Map<number, DeveloperApp>();
      for (const c of creds) {
        let app = apps.get(c.app_id);
        if (!app) {
          app = { name: c.app_name, reserved: c.app_name === RESERVED_APP_NAME, credentials: [] };
          apps.set(c.app_id, app);
        }
        if (c.credential_id === null || !c.key_hash) continue;
        const consumerKey = c.consumer_key_sealed
          ? options.sealer.open(c.consumer_key_sealed, c.key_hash)
          : c.consumer_key;
        if (!consumerKey) continue;
        app.credentials.push({
          consumerKey,
          issuedAt: iso(c.issued_at),
          expiresAt: iso(c.expires_at),
          status: c.status ?? 'approved',
          products: products.get(c.credential_id) ?? [],
        });
      }
      const developer: Developer = {
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        username: row.username,
        status: row.status,
        apps: [...apps.values()],
      };
      return developer;
    },

    async createDeveloper(dev, profile) {
      const created = await repo.insertNativeDeveloper(db, {
        user_id: dev.userId,
        email: dev.email,
        first_name: profile.firstName,
        last_name: profile.lastName,
        username: profile.username,
      });
      if (!created) throw new RuntimeError('conflict', 'developer already exists', 409);
    },

    async deleteDeveloper(dev) {
      if (!(await repo.deleteNativeDeveloper(db, dev.userId))) {
        throw new RuntimeError('not_found', 'developer does not exist', 404);
      }
    },

    async createApp(dev, appName, products) {
      const created = await repo.insertNativeApp(db, await developerId(dev), appName);
      if (!created) throw new RuntimeError('conflict', 'app already exists', 409);
      return issue(created.id, products);
    },

    async deleteApp(dev, appName) {
      await repo.deleteNativeApp(db, await appId(dev, appName));
    },

    async createCredential(dev, appName, products) {
      return issue(await appId(dev, appName), products);
    },

    async deleteCredential(dev, appName, key) {
      await repo.deleteNativeCredential(db, await credentialId(dev, appName, key));
    },

    async attachProduct(dev, appName, key, product, status = 'approved') {
      await repo.insertNativeProduct(db, await credentialId(dev, appName, key), product, status);
    },

    async setProductStatus(dev, appName, key, product, status) {
      if (
        !(await repo.updateNativeProductStatus(db, await credentialId(dev, appName, key), product, status))
      ) {
        throw new RuntimeError('not_found', 'API product is not on the key', 404);
      }
    },

    async detachProduct(dev, appName, key, product) {
      await repo.deleteNativeProduct(db, await credentialId(dev, appName, key), product);
    },

    async revokeCredential(dev, appName, key) {
      await repo.updateNativeCredential(db, await credentialId(dev, appName, key), { status: 'revoked' });
    },

    async retireCredentialAt(dev, appName, key, at) {
      const cred = await repo.findNativeCredential(db, await appId(dev, appName), hashSecret(key));
      if (!cred) throw new RuntimeError('not_found', 'key does not exist', 404);
      // Never lengthen a key's life: keep the earlier of its expiry and the retirement time.
      if (cred.expires_at && new Date(cred.expires_at) <= at) return;
      await repo.updateNativeCredential(db, cred.id, { expires_at: at });
    },
  };
}
