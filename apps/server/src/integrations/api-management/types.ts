import type { Developer, RuntimeName } from '@storefront/contract/runtime';

/** Who the developer is: the signed-in user (native keys by user id) and their email (Apigee's id). */
export interface DeveloperRef {
  userId: number;
  email: string;
}

export interface DeveloperProfile {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
}

/** A credential just created: the only moment its secret is known to the portal. */
export interface NewCredential {
  consumerKey: string;
  consumerSecret: string;
  issuedAt: string | null;
  expiresAt: string | null;
  status: string;
  products: { apiProduct: string; status: string }[];
}

/** A credential's API product as the runtime keeps it (Apigee's model): only approved ones call. */
export type RuntimeProductStatus = 'approved' | 'pending' | 'revoked';

export type RuntimeFailure =
  | 'not_found'
  | 'conflict'
  | 'invalid'
  | 'auth'
  | 'http'
  | 'network'
  | 'timeout'
  | 'malformed'
  | 'config';

export class RuntimeError extends Error {
  constructor(
    readonly reason: RuntimeFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * One API-management runtime: where developers, their apps and credentials live. The native
 * adapter keeps them in the portal's database; the Apigee adapter calls the management API.
 * Secrets never leave an adapter except in the NewCredential of the call that created them.
 */
export interface RuntimeAdapter {
  readonly runtime: RuntimeName;
  /** The developer with apps and credentials (no secrets), or null when there is none. */
  getDeveloper(dev: DeveloperRef): Promise<Developer | null>;
  createDeveloper(dev: DeveloperRef, profile: DeveloperProfile): Promise<void>;
  deleteDeveloper(dev: DeveloperRef): Promise<void>;
  /** A new app with one credential carrying `products`. */
  createApp(dev: DeveloperRef, appName: string, products: string[]): Promise<NewCredential>;
  deleteApp(dev: DeveloperRef, appName: string): Promise<void>;
  createCredential(dev: DeveloperRef, appName: string, products: string[]): Promise<NewCredential>;
  deleteCredential(dev: DeveloperRef, appName: string, consumerKey: string): Promise<void>;
  /** Adds `product` to the credential with `status` (default approved). */
  attachProduct(
    dev: DeveloperRef,
    appName: string,
    consumerKey: string,
    product: string,
    status?: RuntimeProductStatus,
  ): Promise<void>;
  /**
   * Moves an attached product's status (Apigee: the key/product approve or revoke action; a runtime
   * that cannot return to pending, as Apigee, revokes instead).
   */
  setProductStatus(
    dev: DeveloperRef,
    appName: string,
    consumerKey: string,
    product: string,
    status: RuntimeProductStatus,
  ): Promise<void>;
  detachProduct(dev: DeveloperRef, appName: string, consumerKey: string, product: string): Promise<void>;
  revokeCredential(dev: DeveloperRef, appName: string, consumerKey: string): Promise<void>;
  /**
   * The product's own approval setting where the runtime keeps one (Apigee's approvalType: manual
   * makes newly associated keys pending at the gateway too). Absent: the portal's record is all.
   */
  setProductApproval?(product: string, approval: 'auto' | 'manual'): Promise<void>;
  /**
   * Makes the key stop working at `at` (rotation overlap). Native shortens its expiry; Apigee
   * cannot change an issued key's expiry, so the portal revokes it when `at` has passed.
   */
  retireCredentialAt(dev: DeveloperRef, appName: string, consumerKey: string, at: Date): Promise<void>;
}
