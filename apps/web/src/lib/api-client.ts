import { ApiError, isTokenMismatch, toApiError } from './api-error.ts';
import { takePrefetched } from './prefetch.ts';

/** What the client needs from the sign-in layer; lib/auth provides it, tests pass fakes. */
export interface ApiAuth {
  getAccessToken(): Promise<string | null>;
  /** One silent renewal; resolves true when a new token is available. */
  renew(): Promise<boolean>;
  /** Sends the user to sign in again (does not return in the browser). */
  signIn(): Promise<void>;
}

let auth: ApiAuth | null = null;

export function configureApiAuth(next: ApiAuth | null) {
  auth = next;
}

export type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export interface RequestOptions {
  method?: string;
  query?: Query;
  /** Objects are sent as JSON, strings as text/plain, FormData/Blob as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Builds `/api/web/...?a=1&b=x&b=y`; null/undefined/'' values are left out. */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') {
    if (!headers.has('content-type')) headers.set('content-type', 'text/plain; charset=utf-8');
    return body;
  }
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

async function send(path: string, opts: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers(opts.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const url = buildUrl(path, opts.query);
  const method = opts.method ?? 'GET';
  // A plain GET the entry module already started with this token (see prefetch.ts): its answer.
  const early =
    method === 'GET' && !opts.headers && !opts.signal?.aborted ? takePrefetched(url, token) : null;
  try {
    if (early) return await early;
    return await fetch(url, {
      method,
      headers,
      body: encodeBody(opts.body, headers),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  }
}

/**
 * The one way the web talks to the server: bearer token on every call; on 401 one silent renewal
 * and one retry; a second 401 sends the user to sign in. Non-OK responses throw ApiError.
 */
export async function apiFetch(path: string, opts: RequestOptions = {}): Promise<Response> {
  let response = await send(path, opts, (await auth?.getAccessToken()) ?? null);
  if (response.status === 401 && auth) {
    // A token refused for its audience, issuer or signature is not renewed: the next would be too.
    const refused = await toApiError(response.clone());
    if (isTokenMismatch(refused)) throw refused;
    const renewed = await auth.renew().catch(() => false);
    if (renewed) response = await send(path, opts, await auth.getAccessToken());
    if (response.status === 401) {
      const error = await toApiError(response);
      if (!isTokenMismatch(error)) await auth.signIn();
      throw error;
    }
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Writes in flight by method, URL and body: a second identical write joins the first. */
const writesInFlight = new Map<string, Promise<unknown>>();

/** The key of a write that may be joined, or null (reads, aborted calls, file bodies). */
function writeKey(path: string, opts: RequestOptions): string | null {
  const method = (opts.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || opts.signal) return null;
  const body = opts.body;
  if (body !== undefined && typeof body !== 'string' && (typeof body !== 'object' || body === null))
    return null;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return null;
  return `${method} ${buildUrl(path, opts.query)} ${JSON.stringify(opts.headers ?? {})} ${JSON.stringify(body ?? null)}`;
}

/**
 * JSON (or empty) response body. Every submit is idempotent from the user's point of view: a
 * double click, or two forms sending the same write at once, sends one request and both callers
 * get its answer.
 */
export function apiJson<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const key = writeKey(path, opts);
  if (key === null) return readJson<T>(path, opts);
  const joined = writesInFlight.get(key);
  if (joined) return joined as Promise<T>;
  const started = readJson<T>(path, opts).finally(() => writesInFlight.delete(key));
  writesInFlight.set(key, started);
  return started;
}

async function readJson<T>(path: string, opts: RequestOptions): Promise<T> {
  const response = await apiFetch(path, opts);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) =>
  apiJson<T>(path, { query, signal });
export const apiPost = <T>(path: string, body?: unknown) => apiJson<T>(path, { method: 'POST', body });
export const apiPut = <T>(path: string, body?: unknown) => apiJson<T>(path, { method: 'PUT', body });
export const apiDelete = <T>(path: string) => apiJson<T>(path, { method: 'DELETE' });
