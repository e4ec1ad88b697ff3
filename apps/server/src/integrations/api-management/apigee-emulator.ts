import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeApigeeStore, type FakeApp, type FakeDeveloper, type FakeKey } from './apigee-emulator-store.ts';

/**
 * A local Apigee management API for tests, e2e and the demo (APIGEE_ORG unset, or APIGEE_FAKE=true): the paths of
 * /v1/organizations/{org}/developers, .../apps, .../keys and /apiproducts, with Apigee X's and Edge's
 * status codes, timestamp types and error bodies (X: {error:{code,message,status}}; Edge:
 * {code,message,contexts}). Auth: X expects a bearer token, Edge basic auth.
 */
export type Flavour = 'x' | 'edge';

export interface FakeApigeeOptions {
  flavour: Flavour;
  org: string;
  /** X: the bearer token it accepts. */
  token?: string;
  /** Edge: the basic-auth user and password it accepts. */
  username?: string;
  password?: string;
  products?: string[];
  /** The demo: every product name exists (products are the catalogue's, not managed here). */
  acceptAnyProduct?: boolean;
}

export interface SeenApigeeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

type Override = (req: SeenApigeeRequest, res: http.ServerResponse) => boolean;

const X_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
};

class Fail {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly edgeCode: string,
  ) {}
}

export async function startFakeApigee(options: FakeApigeeOptions) {
  const store = new FakeApigeeStore(options.acceptAnyProduct);
  for (const p of options.products ?? []) store.products.add(p);
  const seen: SeenApigeeRequest[] = [];
  let override: Override | null = null;
  const isX = options.flavour === 'x';
  const time = (ms: number) => (isX ? String(ms) : ms);

  const presentKey = (k: FakeKey) => ({
    consumerKey: k.consumerKey,
    consumerSecret: k.consumerSecret,
    issuedAt: time(k.issuedAt),
    expiresAt: time(k.expiresAt),
    status: k.status,
    apiProducts: k.apiProducts,
    scopes: [],
    attributes: [],
  });
  const presentApp = (dev: FakeDeveloper, a: FakeApp) => ({
    appId: a.appId,
    name: a.name,
    status: a.status,
    developerId: dev.developerId,
    createdAt: time(a.createdAt),
    lastModifiedAt: time(a.createdAt),
    credentials: a.credentials.map(presentKey),
    attributes: [],
    callbackUrl: '',
  });
  const presentDeveloper = (d: FakeDeveloper) => ({
    email: d.email,
    firstName: d.firstName,
    lastName: d.lastName,
    userName: d.userName,
    developerId: d.developerId,
    organizationName: options.org,
    status: d.status,
    createdAt: time(d.createdAt),
    lastModifiedAt: time(d.createdAt),
    apps: [...d.apps.keys()],
    attributes: [],
  });

  const created = isX ? 200 : 201;

  function authorised(header: string | undefined) {
    if (isX) return header === `Bearer ${options.token}`;
    const basic = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
    return header === basic;
  }

  function needDeveloper(email: string) {
    const dev = store.developer(email);
    if (!dev)
      throw new Fail(
        404,
        `DeveloperId ${email} does not exist in organization ${options.org}`,
        'developer.service.DeveloperIdDoesNotExist',
      );
    return dev;
  }
  function needApp(dev: FakeDeveloper, name: string) {
    const app = dev.apps.get(name);
    if (!app)
      throw new Fail(
        404,
        `App named ${name} does not exist under ${dev.email}`,
        'developer.service.AppDoesNotExist',
      );
    return app;
  }
  function needKey(app: FakeApp, key: string) {
    const k = app.credentials.find((c) => c.consumerKey === key);
    if (!k)
      throw new Fail(
        404,
        `Consumer key ${key} does not exist for app ${app.name}`,
        'keymanagement.service.InvalidClientIdForGivenResource',
      );
    return k;
  }
  function needProducts(names: unknown): string[] {
    if (!Array.isArray(names)) return [];
    for (const n of names) {
      if (!store.hasProduct(String(n)))
        throw new Fail(
          404,
          `API Product [${String(n)}] does not exist for tenant ${options.org}`,
          'keymanagement.service.apiproduct_doesnot_exist',
        );
    }
    return names.map(String);
  }

  /** Answers one management call; returns [status, body] or throws Fail. */
  function route(method: string, parts: string[], query: URLSearchParams, body: Record<string, unknown>) {
    const [kind, id, sub, subId, leaf, leafId, tail, tailId] = parts;
    if (kind === 'apiproducts') {
      const approvalOf = (v: unknown): 'auto' | 'manual' => {
        if (v === undefined || v === 'auto' || v === 'manual') return (v ?? 'auto') as 'auto' | 'manual';
        throw new Fail(
          400,
          'approvalType must be auto or manual',
          'keymanagement.service.InvalidApprovalType',
        );
      };
      const present = (name: string) => ({
        name,
        displayName: name,
        approvalType: store.approvalTypes.get(name) ?? 'auto',
        environments: ['prod'],
        proxies: [],
      });
      if (method === 'POST' && !id) {
        const name = String(body.name);
        if (store.products.has(name))
          throw new Fail(
            409,
            `API Product [${name}] already exists`,
            'keymanagement.service.apiproduct_already_exists',
          );
        store.products.add(name);
        store.approvalTypes.set(name, approvalOf(body.approvalType));
        return [created, present(name)];
      }
      if (id && !store.hasProduct(id))
        throw new Fail(
          404,
          `API Product [${id}] does not exist for tenant ${options.org}`,
          'keymanagement.service.apiproduct_doesnot_exist',
        );
      if (method === 'GET' && id) return [200, present(id)];
      if (method === 'PUT' && id) {
        // updateApiProduct replaces the product; the emulation keeps only what the portal reads.
        store.products.add(id);
        store.approvalTypes.set(id, approvalOf(body.approvalType));
        return [200, present(id)];
      }
    }
    if (kind !== 'developers') throw new Fail(404, 'Not found', 'messaging.adaptors.http.flow.NotFound');
    if (!id && method === 'POST') {
      const email = String(body.email ?? '');
      if (!/^[^@\s]+@[^@\s]+$/.test(email) || !body.firstName || !body.lastName || !body.userName)
        throw new Fail(
          400,
          'Invalid developer: email, firstName, lastName and userName are required',
          'developer.service.InvalidDeveloper',
        );
      if (store.developer(email))
        throw new Fail(
          409,
          `Developer with email ${email} already exists in organization ${options.org}`,
          'developer.service.DeveloperAlreadyExists',
        );
      return [created, presentDeveloper(store.addDeveloper(body))];
    }
    const dev = needDeveloper(id);
    if (!sub) {
      if (method === 'GET') return [200, presentDeveloper(dev)];
      if (method === 'DELETE') {
        store.developers.delete(dev.email.toLowerCase());
        return [200, presentDeveloper(dev)];
      }
    }
    if (sub !== 'apps') throw new Fail(404, 'Not found', 'messaging.adaptors.http.flow.NotFound');
    if (!subId) {
      if (method === 'GET') {
        const apps = [...dev.apps.values()];
        return [
          200,
          query.get('expand') === 'true'
            ? { app: apps.map((a) => presentApp(dev, a)) }
            : apps.map((a) => a.name),
        ];
      }
      if (method === 'POST') {
        const name = String(body.name ?? '');
        if (!/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/.test(name))
          throw new Fail(400, 'Invalid app name', 'developer.service.InvalidName');
        if (dev.apps.has(name))
          throw new Fail(409, `App with name ${name} already exists`, 'developer.service.AppAlreadyExists');
        const products = needProducts(body.apiProducts);
        const app = store.addApp(dev, name, products, Number(body.keyExpiresIn ?? -1));
        return [created, presentApp(dev, app)];
      }
    }
    const app = needApp(dev, subId);
    if (!leaf) {
      if (method === 'GET') return [200, presentApp(dev, app)];
      if (method === 'DELETE') {
        dev.apps.delete(app.name);
        return [200, presentApp(dev, app)];
      }
    }
    if (leaf !== 'keys') throw new Fail(404, 'Not found', 'messaging.adaptors.http.flow.NotFound');
    if ((!leafId && method === 'POST' && isX) || (leafId === 'create' && method === 'POST')) {
      const key = String(body.consumerKey ?? '');
      const secret = String(body.consumerSecret ?? '');
      if (!/^[A-Za-z0-9_-]+$/.test(key) || !/^[A-Za-z0-9_-]+$/.test(secret))
        throw new Fail(
          400,
          'Consumer key and secret may contain letters, numbers, underscores and hyphens',
          'keymanagement.service.InvalidKey',
        );
      if (store.keyExists(key))
        throw new Fail(409, `Key ${key} already exists`, 'keymanagement.service.KeyAlreadyExists');
      const seconds = Number(body.expiresInSeconds ?? -1);
      const k = store.newKey(seconds > 0 ? seconds * 1000 : -1, key, secret);
      app.credentials.push(k);
      return [created, presentKey(k)];
    }
    const k = needKey(app, leafId);
    if (!tail) {
      if (method === 'GET') return [200, presentKey(k)];
      if (method === 'DELETE') {
        app.credentials = app.credentials.filter((c) => c !== k);
        return [200, presentKey(k)];
      }
      if (method === 'POST') {
        const action = query.get('action');
        if (action === 'revoke' || action === 'approve') {
          k.status = action === 'revoke' ? 'revoked' : 'approved';
          return isX ? [200, presentKey(k)] : [204, null];
        }
        for (const p of needProducts(body.apiProducts)) {
          if (!k.apiProducts.some((x) => x.apiproduct === p))
            k.apiProducts.push({ apiproduct: p, status: store.initialStatus(p) });
        }
        return [200, presentKey(k)];
      }
    }
    if (tail === 'apiproducts' && tailId && method === 'POST') {
      // approveRevokeApiProductForKey: ?action=approve|revoke, 204 No Content on X and Edge.
      const action = query.get('action');
      if (action !== 'approve' && action !== 'revoke')
        throw new Fail(400, 'action must be approve or revoke', 'keymanagement.service.InvalidAction');
      const entry = k.apiProducts.find((x) => x.apiproduct === tailId);
      if (!entry)
        throw new Fail(
          404,
          `API Product [${tailId}] is not associated with key`,
          'keymanagement.service.ApiProductNotAssociated',
        );
      entry.status = action === 'approve' ? 'approved' : 'revoked';
      return [204, null];
    }
    if (tail === 'apiproducts' && tailId && method === 'DELETE') {
      if (!k.apiProducts.some((x) => x.apiproduct === tailId))
        throw new Fail(
          404,
          `API Product [${tailId}] is not associated with key`,
          'keymanagement.service.ApiProductNotAssociated',
        );
      k.apiProducts = k.apiProducts.filter((x) => x.apiproduct !== tailId);
      return [200, presentKey(k)];
    }
    throw new Fail(404, 'Not found', 'messaging.adaptors.http.flow.NotFound');
  }

  function sendError(res: http.ServerResponse, f: Fail) {
    const body = isX
      ? { error: { code: f.status, message: f.message, status: X_STATUS[f.status] ?? 'UNKNOWN' } }
      : { code: f.edgeCode, message: f.message, contexts: [] };
    send(res, f.status, body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      const entry: SeenApigeeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        authorization: req.headers.authorization,
        body: null,
      };
      seen.push(entry);
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        entry.body = raw ? body : null;
      } catch {
        return sendError(
          res,
          new Fail(400, 'Invalid JSON payload received.', 'messaging.adaptors.http.flow.BadRequest'),
        );
      }
      if (override?.(entry, res)) return;
      if (!authorised(req.headers.authorization)) {
        return isX
          ? sendError(res, new Fail(401, 'Request is missing required authentication credential.', ''))
          : send(res, 401, {
              code: 'keymanagement.service.invalid_client-invalid_client_id',
              message: 'Unauthorized',
              contexts: [],
            });
      }
      const prefix = `/v1/organizations/${options.org}/`;
      if (!url.pathname.startsWith(prefix)) {
        return sendError(
          res,
          new Fail(
            403,
            `Permission denied on resource "organizations/${url.pathname.split('/')[3] ?? ''}"`,
            'organizations.access.denied',
          ),
        );
      }
      const parts = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent);
      try {
        const [status, out] = route(entry.method, parts, url.searchParams, body) as [number, unknown];
        send(res, status, out);
      } catch (err) {
        if (err instanceof Fail) return sendError(res, err);
        send(
          res,
          500,
          isX
            ? { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } }
            : { code: 'internal', message: 'Internal error', contexts: [] },
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    store,
    seen,
    /** Tests: answer requests yourself (return true when handled), e.g. failures and hangs. */
    intercept(fn: Override | null) {
      override = fn;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeApigee = Awaited<ReturnType<typeof startFakeApigee>>;

function send(res: http.ServerResponse, status: number, body: unknown) {
  if (body === null) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
