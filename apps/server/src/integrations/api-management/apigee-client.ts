import { RuntimeError } from './types.ts';

export interface ApigeeOptions {
  /** Management API origin: https://apigee.googleapis.com (X/hybrid) or https://api.enterprise.apigee.com (Edge). */
  baseUrl: string;
  org: string;
  flavour: 'x' | 'edge';
  /** X/hybrid: OAuth bearer token. */
  token?: string;
  /** Edge: basic auth. */
  username?: string;
  password?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The message of an Apigee error body: X {error:{message}}, Edge {message}. Never the request. */
function errorMessage(body: unknown): string {
  const b = body as { error?: { message?: unknown }; message?: unknown } | null;
  const m = b?.error?.message ?? b?.message;
  return typeof m === 'string' ? m.slice(0, 300) : '';
}

function failureOf(status: number, message: string): RuntimeError {
  if (status === 401 || status === 403)
    return new RuntimeError('auth', `rejected credentials: ${message}`, status);
  if (status === 404) return new RuntimeError('not_found', message || 'not found', 404);
  if (status === 409) return new RuntimeError('conflict', message || 'already exists', 409);
  if (status === 400) return new RuntimeError('invalid', message || 'invalid request', 400);
  return new RuntimeError('http', `HTTP ${status}${message ? `: ${message}` : ''}`, status);
}

/** One JSON call to the Apigee management API under /v1/organizations/{org}. */
export function createApigeeClient(options: ApigeeOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = `${options.baseUrl.replace(/\/+$/, '')}/v1/organizations/${encodeURIComponent(options.org)}`;
  const authorization =
    options.flavour === 'x'
      ? `Bearer ${options.token ?? ''}`
      : `Basic ${Buffer.from(`${options.username ?? ''}:${options.password ?? ''}`).toString('base64')}`;

  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (!options.baseUrl || !options.org) throw new RuntimeError('config', 'APIGEE_ORG is not set');
    const signal = AbortSignal.timeout(options.timeoutMs);
    let res: Response;
    let text: string;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      text = await res.text();
    } catch (err) {
      if (signal.aborted) throw new RuntimeError('timeout', `no answer within ${options.timeoutMs} ms`);
      throw new RuntimeError('network', (err as Error).message);
    }
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (res.ok) throw new RuntimeError('malformed', 'response is not JSON', res.status);
      }
    }
    if (!res.ok) throw failureOf(res.status, errorMessage(parsed));
    return parsed as T;
  };
}

export type ApigeeCall = ReturnType<typeof createApigeeClient>;
