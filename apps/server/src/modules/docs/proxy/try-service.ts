import { MOCK_TARGET, type TryRequest, type TryResponse } from '@storefront/contract/docs';
import type { Database } from '../../../db/connection.ts';
import { AppError, badRequest } from '../../../errors.ts';
import { type GuardOptions, guardedFetch, ProxyRefused } from '../../../lib/guarded-fetch.ts';
import { loadCompiled, serveMock } from '../mock/service.ts';
import { declaredServers } from '../servers.ts';

function queryString(pairs: TryRequest['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of pairs ?? []) params.append(k, v);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

async function tryMock(db: Database, itemId: string, req: TryRequest): Promise<TryResponse> {
  const started = performance.now();
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) headers[k.toLowerCase()] = v;
  try {
    const answer = await serveMock(db, itemId, {
      method: req.method,
      path: req.path,
      query: new URLSearchParams(queryString(req.query)),
      headers,
      contentType: headers['content-type'],
      body: req.body === undefined ? undefined : Buffer.from(req.body, 'utf8'),
    });
    return {
      status: answer.status,
      statusText: '',
      headers: answer.contentType ? { 'content-type': answer.contentType } : {},
      body: answer.body,
      truncated: false,
      durationMs: performance.now() - started,
    };
  } catch (err) {
    if (!(err instanceof AppError) || (err.status === 404 && err.detail.includes('API document'))) throw err;
    return {
      status: err.status,
      statusText: '',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: err.code, detail: err.detail }),
      truncated: false,
      durationMs: performance.now() - started,
    };
  }
}

/** The target URL, which must lie under one of the document's declared servers. */
function targetUrl(servers: string[], req: TryRequest): string {
  const server = req.server.replace(/\/+$/, '');
  if (!servers.includes(server))
    throw badRequest('The server is not one of the servers the document declares.');
  const url = new URL(`${server}${req.path}${queryString(req.query)}`);
  const base = new URL(server);
  const basePath = base.pathname.replace(/\/+$/, '');
  if (url.origin !== base.origin || !(url.pathname === basePath || url.pathname.startsWith(`${basePath}/`))) {
    throw badRequest('The path leaves the declared server.');
  }
  return url.href;
}

/**
 * Try from the documentation viewer: to the portal's mock server, or through this proxy to one of
 * the document's declared servers (SSRF guard, size and time limits). Only the headers the viewer
 * set are sent: never the portal's cookies or its bearer token.
 */
export async function runTry(
  db: Database,
  itemId: string,
  req: TryRequest,
  portalToken: string | null,
  guard: GuardOptions = {},
): Promise<TryResponse> {
  if (req.server === MOCK_TARGET) return tryMock(db, itemId, req);
  const doc = await loadCompiled(db, itemId);
  const url = targetUrl(declaredServers(doc.doc, doc.family), req);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) {
    if (portalToken && v.includes(portalToken)) continue;
    headers[k] = v;
  }
  const started = performance.now();
  try {
    const res = await guardedFetch(
      url,
      {
        method: req.method,
        headers,
        body: req.body === undefined ? undefined : Buffer.from(req.body, 'utf8'),
      },
      guard,
    );
    return {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
      body: res.body.toString('utf8'),
      truncated: res.truncated,
      durationMs: performance.now() - started,
    };
  } catch (err) {
    if (err instanceof ProxyRefused)
      throw new AppError(403, `The request was refused: ${err.message}.`, 'TRY-REFUSED');
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new AppError(502, `The server could not be reached (${reason}).`, 'TRY-UNREACHABLE');
  }
}
