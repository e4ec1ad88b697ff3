import { type SpecFamily, specFamily } from './parse.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export const mockBaseUrl = (publicUrl: string, itemId: string) =>
  `${publicUrl}/api/mock/${encodeURIComponent(itemId)}`;

/** A 3.x server URL with its variables at their defaults. */
function expandServer(server: unknown): string | null {
  if (!isObj(server) || typeof server.url !== 'string') return null;
  const vars = isObj(server.variables) ? server.variables : {};
  return server.url.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = vars[name];
    return isObj(v) && v.default !== undefined ? String(v.default) : `{${name}}`;
  });
}

function absoluteHttp(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The absolute http(s) base URLs a document declares (root, path and operation servers). */
export function declaredServers(doc: Obj, family: SpecFamily = specFamily(doc)): string[] {
  const found = new Set<string>();
  const add = (url: string | null) => {
    const abs = url ? absoluteHttp(url) : null;
    if (abs) found.add(abs);
  };
  if (family === 'swagger2') {
    if (typeof doc.host !== 'string' || !doc.host) return [];
    const schemes = Array.isArray(doc.schemes) && doc.schemes.length ? doc.schemes : ['https'];
    const base = typeof doc.basePath === 'string' ? doc.basePath : '';
    for (const s of schemes) if (s === 'http' || s === 'https') add(`${s}://${doc.host}${base}`);
    return [...found];
  }
  const lists: unknown[] = [doc.servers];
  if (isObj(doc.paths)) {
    for (const item of Object.values(doc.paths)) {
      if (!isObj(item)) continue;
      lists.push(item.servers);
      for (const m of METHODS) if (isObj(item[m])) lists.push((item[m] as Obj).servers);
    }
  }
  for (const list of lists) if (Array.isArray(list)) for (const s of list) add(expandServer(s));
  return [...found];
}

/**
 * The extension of the mocked document that keeps the API's own (root) servers: in mock mode Try
 * still offers real calls to them for OAuth 2 operations (issue 29), whose token is the consumer's.
 */
export const API_SERVERS_EXTENSION = 'x-storefront-api-servers';

/** The API's own base URLs as Try lists them: the root servers (Swagger 2: host and schemes). */
export function rootServers(doc: Obj, family: SpecFamily = specFamily(doc)): string[] {
  if (family === 'swagger2') return declaredServers(doc, family);
  const found = new Set<string>();
  for (const s of Array.isArray(doc.servers) ? doc.servers : []) {
    const url = expandServer(s);
    const abs = url ? absoluteHttp(url) : null;
    if (abs) found.add(abs);
  }
  return [...found];
}

/**
 * The document as served with mocking on: every server is the portal's mock server, and the API's
 * own root servers are kept in API_SERVERS_EXTENSION.
 */
export function withMockServers(doc: Obj, baseUrl: string): Obj {
  // AsyncAPI servers are brokers the mock does not stand in for: the document is served as stored.
  if (doc.asyncapi !== undefined) return doc;
  if (specFamily(doc) === 'swagger2') {
    const u = new URL(baseUrl);
    return {
      ...doc,
      host: u.host,
      basePath: u.pathname,
      schemes: [u.protocol.replace(':', '')],
      [API_SERVERS_EXTENSION]: rootServers(doc, 'swagger2'),
    };
  }
  const paths: Obj = {};
  if (isObj(doc.paths)) {
    for (const [p, item] of Object.entries(doc.paths)) {
      if (!isObj(item)) {
        paths[p] = item;
        continue;
      }
      const copy: Obj = { ...item };
      delete copy.servers;
      for (const m of METHODS) {
        if (isObj(copy[m]) && 'servers' in (copy[m] as Obj)) {
          const { servers: _drop, ...op } = copy[m] as Obj;
          copy[m] = op;
        }
      }
      paths[p] = copy;
    }
  }
  return {
    ...doc,
    servers: [{ url: baseUrl, description: 'Storefront mock server' }],
    [API_SERVERS_EXTENSION]: rootServers(doc),
    ...(isObj(doc.paths) ? { paths } : {}),
  };
}
