import { STATUS_CODES } from 'node:http';
import { MOCK_TARGET, type TryRequest, type TryResponse } from '@storefront/contract/docs';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/connection.ts';
import { AppError, badRequest } from '../../../errors.ts';
import { withPrivateAllowList } from '../../../lib/address-policy.ts';
import { type GuardOptions, guardedFetch, ProxyRefused } from '../../../lib/guarded-fetch.ts';
import { recordTryCall, tryKeyRefusal } from '../../runtime/index.ts';
import { answerRequest, loadCompiled, MockError } from '../mock/service.ts';
import { declaredServers } from '../servers.ts';
import { getInteractiveDocsConfig } from '../service.ts';

function queryString(pairs: TryRequest['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of pairs ?? []) params.append(k, v);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

async function tryMock(
  db: Database,
  itemId: string,
  req: TryRequest,
  version?: string,
): Promise<TryResponse> {
  const started = performance.now();
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) headers[k.toLowerCase()] = v;
  // Outside the try: an unknown or retired version is the route's 404 or 410, not a mock answer.
  const doc = await loadCompiled(db, itemId, version);
  try {
    const answer = answerRequest(doc, {
      method: req.method,
      path: req.path,
      query: new URLSearchParams(queryString(req.query)),
      headers,
      contentType: headers['content-type'],
      body: req.body === undefined ? undefined : Buffer.from(req.body, 'utf8'),
    });
    return {
      status: answer.status,
      // The mock answers in HTTP/1.1 words, as a server would ("200 OK"), not a bare number.
      statusText: STATUS_CODES[answer.status] ?? '',
      headers: {
        ...Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k.toLowerCase(), v])),
        'x-storefront-mock': 'true',
        ...(answer.contentType ? { 'content-type': answer.contentType } : {}),
      },
      // As a live answer is shown: its bytes read as text.
      body: typeof answer.body === 'string' ? answer.body : answer.body.toString('utf8'),
      truncated: false,
      durationMs: performance.now() - started,
    };
  } catch (err) {
    if (!(err instanceof AppError) || (err.status === 404 && err.detail.includes('API document'))) throw err;
    return {
      status: err.status,
      statusText: STATUS_CODES[err.status] ?? '',
      headers: {
        ...Object.fromEntries(Object.entries(err.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
        'content-type': 'application/json',
        'x-storefront-mock': 'true',
      },
      body: JSON.stringify({
        code: err.code,
        detail: err.detail,
        ...(err instanceof MockError && err.violations.length ? { violations: err.violations } : {}),
      }),
      truncated: false,
      durationMs: performance.now() - started,
    };
  }
}

/** Try's guard: every private address refused but those the operator lists (TRY_PRIVATE_ALLOWLIST). */
export function tryGuard(config: Pick<Config, 'tryPrivateAllowList'>): GuardOptions {
  return { isBlocked: withPrivateAllowList(config.tryPrivateAllowList) };
}

export const MOCK_OFF = 'Mock calls are switched off for this API.';
export const KEY_OFF = 'Calls with an API key are switched off for this API.';

/**
 * The item's Try modes hold on the server, whatever the browser sends: mock calls need
 * allowedMock, calls to the API need allowedAPIKey (403 otherwise).
 */
export async function assertTryMode(db: Database, itemId: string, mode: 'mock' | 'key') {
  const config = await getInteractiveDocsConfig(db, itemId);
  if (mode === 'mock' && !config.allowedMock) throw new AppError(403, MOCK_OFF, 'MOCK-OFF');
  if (mode === 'key' && !config.allowedAPIKey) throw new AppError(403, KEY_OFF, 'KEY-MODE-OFF');
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
  /** The API version tried (issue 28): its own document answers; the default one otherwise. */
  version?: string,
): Promise<TryResponse> {
  if (req.server === MOCK_TARGET) {
    await assertTryMode(db, itemId, 'mock');
    return tryMock(db, itemId, req, version);
  }
  await assertTryMode(db, itemId, 'key');
  const sent = [...Object.values(req.headers ?? {}), ...(req.query ?? []).map(([, v]) => v)];
  // A header may carry the key after a scheme ("Bearer <key>"): each word counts too.
  const words = [...sent, ...sent.flatMap((v) => v.split(/\s+/))];
  const refusal = await tryKeyRefusal(db, itemId, words);
  if (refusal) throw new AppError(403, refusal, 'KEY-NOT-APPROVED');
  const doc = await loadCompiled(db, itemId, version);
  const url = targetUrl(declaredServers(doc.doc, doc.family), req);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {})) {
    if (portalToken && v.includes(portalToken)) continue;
    headers[k] = v;
  }
  const started = performance.now();
  let res: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    res = await guardedFetch(
      url,
      {
        method: req.method,
        headers,
        body: req.body === undefined ? undefined : Buffer.from(req.body, 'utf8'),
      },
      guard,
    );
  } catch (err) {
    if (err instanceof ProxyRefused)
      throw new AppError(403, `The request was refused: ${err.message}.`, 'TRY-REFUSED');
    // A call that left and got no answer counts as an error in the consumer's usage.
    await recordTryCall(db, itemId, words, true);
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new AppError(502, `The server could not be reached (${reason}).`, 'TRY-UNREACHABLE');
  }
  // Try calls with a consumer's key count in their usage, as a gateway's report would.
  await recordTryCall(db, itemId, words, res.status >= 400);
  return {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
    body: res.body.toString('utf8'),
    truncated: res.truncated,
    durationMs: performance.now() - started,
  };
}
