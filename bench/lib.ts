import { Pool } from 'undici';
import { buildApp } from '../apps/server/src/app.ts';
import { findDemoAccount } from '../apps/server/src/auth/embedded/accounts.ts';
import { loadOrCreateSigningKey } from '../apps/server/src/auth/embedded/keys.ts';
import { mintAccessToken } from '../apps/server/src/auth/embedded/mint.ts';
import { embeddedIssuer, loadConfig } from '../apps/server/src/config.ts';
import type { DbHandle } from '../apps/server/src/db/connection.ts';

/**
 * Benches measure the server, not its rate limits (the limit check still runs on every write): the
 * environment every bench server starts with, in process or spawned.
 */
export const UNTHROTTLED = {
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: '1000000',
} as const;

/**
 * The real app on a loopback port over `handle`, with a bare route answering `bareBody` for
 * comparison, and alice's bearer headers (`headersFor` mints another demo account's).
 */
export async function startBenchServer(handle: DbHandle, bareBody: unknown) {
  const config = loadConfig({
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:0',
    LOG_LEVEL: 'error',
    STOREFRONT_SEED_DEMO: 'false',
    ...UNTHROTTLED,
  });
  const app = await buildApp(config, handle, { logger: false });
  app.get('/bench/bare', async () => bareBody);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const key = await loadOrCreateSigningKey(handle.db);
  /** Bearer headers of a demo account (alice's are `headers`). */
  const headersFor = async (user: string) => {
    const token = await mintAccessToken(key, findDemoAccount(user)!, {
      issuer: embeddedIssuer(config),
      audience: config.oidc.audience,
      clientId: config.oidc.clientId,
      ttlSeconds: 3600,
      rolesClaim: config.oidc.rolesClaim,
    });
    return { authorization: `Bearer ${token}` };
  };
  return { app, origin, headers: await headersFor('alice'), headersFor };
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  errors: number;
}

/**
 * Closed-loop load against a loopback URL: `connections` workers send requests back to back for
 * `seconds` (bounded by time and by maxRequests). Latencies in milliseconds.
 */
export async function load(
  origin: string,
  path: string,
  opts: {
    headers?: Record<string, string>;
    seconds?: number;
    connections?: number;
    maxRequests?: number;
  } = {},
): Promise<LoadResult> {
  const seconds = opts.seconds ?? 3;
  const connections = opts.connections ?? 8;
  const maxRequests = opts.maxRequests ?? 500_000;
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline && latencies.length + errors < maxRequests) {
      const t0 = performance.now();
      try {
        const res = await pool.request({ method: 'GET', path, headers: opts.headers });
        await res.body.arrayBuffer();
        if (res.statusCode >= 400) errors++;
        else latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? Number.NaN;
  return {
    requests: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p95: pct(0.95),
    errors,
  };
}

export function fmt(n: number, digits = 1): string {
  return Number.isFinite(n) ? n.toFixed(digits) : 'n/a';
}
