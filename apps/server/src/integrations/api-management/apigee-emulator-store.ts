import { randomBytes, randomUUID } from 'node:crypto';

/** State of the fake Apigee organisation (see apigee-emulator.ts): developers, apps, keys, products. */
export interface FakeKey {
  consumerKey: string;
  consumerSecret: string;
  issuedAt: number;
  expiresAt: number;
  status: 'approved' | 'revoked';
  apiProducts: { apiproduct: string; status: string }[];
}

export interface FakeApp {
  appId: string;
  name: string;
  status: string;
  createdAt: number;
  credentials: FakeKey[];
}

export interface FakeDeveloper {
  developerId: string;
  email: string;
  firstName: string;
  lastName: string;
  userName: string;
  status: string;
  createdAt: number;
  apps: Map<string, FakeApp>;
}

export class FakeApigeeStore {
  readonly developers = new Map<string, FakeDeveloper>();
  readonly products = new Set<string>();
  /** API product approvalType: manual makes a newly associated key's product pending. */
  readonly approvalTypes = new Map<string, 'auto' | 'manual'>();
  constructor(readonly acceptAnyProduct = false) {}

  /** The status Apigee gives a product when it is associated with a key. */
  initialStatus(product: string): string {
    return this.approvalTypes.get(product) === 'manual' ? 'pending' : 'approved';
  }

  hasProduct(name: string) {
    return this.acceptAnyProduct || this.products.has(name);
  }

  developer(email: string) {
    return this.developers.get(email.toLowerCase());
  }

  addDeveloper(body: Record<string, unknown>): FakeDeveloper {
    const dev: FakeDeveloper = {
      developerId: randomUUID(),
      email: String(body.email),
      firstName: String(body.firstName ?? ''),
      lastName: String(body.lastName ?? ''),
      userName: String(body.userName ?? ''),
      status: 'active',
      createdAt: Date.now(),
      apps: new Map(),
    };
    this.developers.set(dev.email.toLowerCase(), dev);
    return dev;
  }

  newKey(expiresInMs: number, consumerKey?: string, consumerSecret?: string): FakeKey {
    const issuedAt = Date.now();
    return {
      consumerKey: consumerKey ?? randomBytes(24).toString('base64url'),
      consumerSecret: consumerSecret ?? randomBytes(16).toString('base64url'),
      issuedAt,
      expiresAt: expiresInMs > 0 ? issuedAt + expiresInMs : -1,
      status: 'approved',
      apiProducts: [],
    };
  }

  addApp(dev: FakeDeveloper, name: string, products: string[], keyExpiresIn: number): FakeApp {
    const key = this.newKey(keyExpiresIn);
    key.apiProducts = products.map((apiproduct) => ({ apiproduct, status: this.initialStatus(apiproduct) }));
    const app: FakeApp = {
      appId: randomUUID(),
      name,
      status: 'approved',
      createdAt: Date.now(),
      credentials: [key],
    };
    dev.apps.set(name, app);
    return app;
  }

  /** The key anywhere in the organisation (keys are unique per organisation). */
  keyExists(consumerKey: string) {
    for (const dev of this.developers.values())
      for (const app of dev.apps.values())
        if (app.credentials.some((c) => c.consumerKey === consumerKey)) return true;
    return false;
  }
}
