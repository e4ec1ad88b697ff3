import type { Credential, Developer } from '@storefront/contract/runtime';
import { RESERVED_APP_NAME } from '@storefront/contract/runtime';
import { type ApigeeOptions, createApigeeClient } from './apigee-client.ts';
import { generateKeyPair } from './keys.ts';
import { type NewCredential, type RuntimeAdapter, RuntimeError } from './types.ts';

interface ApigeeKey {
  consumerKey: string;
  consumerSecret?: string;
  issuedAt?: string | number;
  expiresAt?: string | number;
  status?: string;
  apiProducts?: { apiproduct: string; status?: string }[];
}
interface ApigeeApp {
  name: string;
  credentials?: ApigeeKey[];
}
interface ApigeeDeveloper {
  email: string;
  firstName?: string;
  lastName?: string;
  userName?: string;
  status?: string;
}

/** X prints epoch milliseconds as strings, Edge as numbers; -1 means never. */
export function apigeeTime(v: string | number | undefined): string | null {
  const n = Number(v);
  if (v === undefined || v === '' || !Number.isFinite(n) || n <= 0) return null;
  return new Date(n).toISOString();
}

/** An Apigee key as the portal shows it: the secret is dropped here, always. */
export function toCredential(k: ApigeeKey): Credential {
  return {
    consumerKey: k.consumerKey,
    issuedAt: apigeeTime(k.issuedAt),
    expiresAt: apigeeTime(k.expiresAt),
    status: k.status ?? 'approved',
    products: (k.apiProducts ?? []).map((p) => ({
      apiProduct: p.apiproduct,
      status: p.status ?? 'approved',
    })),
  };
}

const seg = encodeURIComponent;

/**
 * Apigee X/hybrid (bearer token) and Edge (basic auth) through the management API. The portal
 * generates keys and secrets itself (keys/create), so it knows the secret exactly once; every
 * read drops the consumerSecret Apigee returns.
 */
export function createApigeeRuntime(options: ApigeeOptions & { keyLifetimeMs: number }): RuntimeAdapter {
  const call = createApigeeClient(options);
  const dev = (email: string) => `/developers/${seg(email)}`;
  const app = (email: string, name: string) => `${dev(email)}/apps/${seg(name)}`;
  const key = (email: string, name: string, k: string) => `${app(email, name)}/keys/${seg(k)}`;

  /** Apigee's key/product action: .../keys/{key}/apiproducts/{product}?action=approve|revoke (204). */
  const productAction = (email: string, name: string, k: string, product: string, action: string) =>
    `${key(email, name, k)}/apiproducts/${seg(product)}?action=${action}`;

  async function addKey(email: string, appName: string, products: string[]): Promise<NewCredential> {
    const pair = generateKeyPair();
    const created = await call<ApigeeKey>('POST', `${app(email, appName)}/keys/create`, {
      ...pair,
      expiresInSeconds: String(Math.round(options.keyLifetimeMs / 1000)),
    });
    let final = created;
    // Apigee associates products in a second call (updateDeveloperAppKey), never at creation.
    if (products.length > 0) {
      final = await call<ApigeeKey>('POST', key(email, appName, pair.consumerKey), { apiProducts: products });
    }
    return { ...toCredential({ ...created, ...final }), consumerSecret: pair.consumerSecret };
  }

  async function setProductApproval(product: string, approval: 'auto' | 'manual') {
    // updateApiProduct replaces the whole product: send back what Apigee has, with approvalType.
    const current = await call<Record<string, unknown>>('GET', `/apiproducts/${seg(product)}`);
    if ((current as { approvalType?: string }).approvalType === approval) return;
    await call('PUT', `/apiproducts/${seg(product)}`, { ...current, name: product, approvalType: approval });
  }

  /**
   * Makes a key's product pending in Apigee's own terms. Apigee has no action that moves a product
   * back to pending: a product is pending only when it is associated while the API product's
   * approvalType is manual. The portal only asks for pending on an approval-required item, so an
   * auto product (set outside the portal, or an emulator's state lost on restart) is set to manual
   * and the product associated again. Should Apigee still not hold it pending, it is revoked, so
   * the key cannot call before a provider approves.
   */
  async function makePending(email: string, appName: string, k: string, product: string) {
    const path = key(email, appName, k);
    const status = async () => {
      const current = await call<ApigeeKey>('GET', path);
      return current?.apiProducts?.find((p) => p.apiproduct === product)?.status;
    };
    const now = await status();
    if (now === 'pending' || now === 'revoked') return;
    await setProductApproval(product, 'manual');
    if (now !== undefined) await call('DELETE', `${path}/apiproducts/${seg(product)}`);
    const again = await call<ApigeeKey>('POST', path, { apiProducts: [product] });
    if (again?.apiProducts?.find((p) => p.apiproduct === product)?.status === 'pending') return;
    await call('POST', productAction(email, appName, k, product, 'revoke'));
  }

  return {
    runtime: 'apigee',

    async getDeveloper(ref) {
      let d: ApigeeDeveloper;
      try {
        d = await call<ApigeeDeveloper>('GET', dev(ref.email));
      } catch (err) {
        if (err instanceof RuntimeError && err.reason === 'not_found') return null;
        throw err;
      }
      const list = await call<{ app?: ApigeeApp[] }>('GET', `${dev(ref.email)}/apps?expand=true`);
      if (!list || (list.app !== undefined && !Array.isArray(list.app)))
        throw new RuntimeError('malformed', 'apps response has no app array');
      const developer: Developer = {
        email: d.email,
        firstName: d.firstName ?? '',
        lastName: d.lastName ?? '',
        username: d.userName ?? '',
        status: d.status ?? 'active',
        apps: (list.app ?? []).map((a) => ({
          name: a.name,
          reserved: a.name === RESERVED_APP_NAME,
          credentials: (a.credentials ?? []).map(toCredential),
        })),
      };
      return developer;
    },

    async createDeveloper(ref, profile) {
      await call('POST', '/developers', {
        email: ref.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        userName: profile.username,
      });
    },

    async deleteDeveloper(ref) {
      await call('DELETE', dev(ref.email));
    },

    async createApp(ref, appName, products) {
      // The app without products, then a portal-generated key; the automatic key is removed so
      // that the secret the consumer sees is the only one that exists.
      const created = await call<ApigeeApp>('POST', `${dev(ref.email)}/apps`, {
        name: appName,
        apiProducts: [],
        keyExpiresIn: String(options.keyLifetimeMs),
      });
      const fresh = await addKey(ref.email, appName, products);
      for (const k of created.credentials ?? []) await call('DELETE', key(ref.email, appName, k.consumerKey));
      return fresh;
    },

    async deleteApp(ref, appName) {
      await call('DELETE', app(ref.email, appName));
    },

    createCredential: (ref, appName, products) => addKey(ref.email, appName, products),

    async deleteCredential(ref, appName, k) {
      await call('DELETE', key(ref.email, appName, k));
    },

    async attachProduct(ref, appName, k, product, status = 'approved') {
      const updated = await call<ApigeeKey>('POST', key(ref.email, appName, k), { apiProducts: [product] });
      // Apigee sets the status from the product's approvalType (auto: approved, manual: pending);
      // the portal's decision wins: approve, revoke, or make pending what Apigee approved.
      const now = updated?.apiProducts?.find((p) => p.apiproduct === product)?.status ?? 'approved';
      if (now === status || (status === 'pending' && now === 'revoked')) return;
      if (status === 'pending') return makePending(ref.email, appName, k, product);
      await call(
        'POST',
        productAction(ref.email, appName, k, product, status === 'approved' ? 'approve' : 'revoke'),
      );
    },

    async setProductStatus(ref, appName, k, product, status) {
      if (status === 'pending') return makePending(ref.email, appName, k, product);
      await call(
        'POST',
        productAction(ref.email, appName, k, product, status === 'approved' ? 'approve' : 'revoke'),
      );
    },

    async detachProduct(ref, appName, k, product) {
      await call('DELETE', `${key(ref.email, appName, k)}/apiproducts/${seg(product)}`);
    },

    setProductApproval,

    async revokeCredential(ref, appName, k) {
      await call('POST', `${key(ref.email, appName, k)}?action=revoke`);
    },

    async retireCredentialAt() {
      // Apigee cannot shorten an issued key's expiry: the service records the retirement and
      // revokes the key once it is due (see runtime service, pending revocations).
    },
  };
}
