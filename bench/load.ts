import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { Pool } from 'undici';
import { buildApp } from '../apps/server/src/app.ts';
import { findDemoAccount } from '../apps/server/src/auth/embedded/accounts.ts';
import { loadOrCreateSigningKey } from '../apps/server/src/auth/embedded/keys.ts';
import { mintAccessToken } from '../apps/server/src/auth/embedded/mint.ts';
import { embeddedIssuer, loadConfig } from '../apps/server/src/config.ts';
import { connect, connectPglite, connectPostgres, type DbHandle } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { GITHUB_ID, seedDemo } from '../apps/server/src/modules/catalog/demo/seed-demo.ts';
import { fmt, UNTHROTTLED } from './lib.ts';

/**
 * Issue 16 part 6: a mixed workload (catalogue search, GitHub's details summary, a comments list and
 * some comment posts, my/store, mock calls) from autocannon at 200 connections for 60 s
 * (LOAD_SECONDS to shorten) against one instance on PostgreSQL (a fresh schema), two instances on
 * the same PostgreSQL behind a round-robin proxy written here (LOAD_PROXY: per connection, or per
 * request over node:http with keep-alive upstreams), and
 * one instance on the embedded default (PGlite). PostgreSQL runs when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set. Target per configuration: 0 errors (non-2xx/3xx answers and socket
 * errors), p99 ≤ 250 ms.
 *
 * Every server instance and the proxy run in processes of their own (this file, forked with
 * LOAD_ROLE set), as they would in production; this process only generates load, so autocannon
 * never shares an event loop with a server. Each configuration gets a warm-up at full load
 * (LOAD_WARMUP_SECONDS) before it is measured; the figures are the total and each route's p50/p99,
 * and the servers' CPU time per request (process.cpuUsage of the instances over the measured run).
 * LOAD_CPU_PROF=<dir> writes a V8 CPU profile of every instance there.
 *
 * The write rate limits and the per-user comment interval are raised here (env below): the bench
 * plays hundreds of users from one address with one token, which the limits exist to stop.
 */
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const TARGET_P99_MS = 250;
/**
 * LOAD_RATE=<req/s>: after the closed-loop run, the same mix offered at this overall rate (autocannon
 * `overallRate`, the same connections) for LOAD_SECONDS, printed on a line of its own. The closed loop
 * measures throughput (every connection sends again as soon as it is answered, so latency is 200
 * divided by throughput); the offered rate shows the latency at a given load below saturation.
 */
const OFFERED_RATE = Number(process.env.LOAD_RATE ?? 0);
const LIMITS = { ...UNTHROTTLED, COMMENT_POST_INTERVAL_SECONDS: '0' };

type Headers = Record<string, string>;

const longestRequest = { ms: 0 };

/** What a forked process is to be (LOAD_ROLE holds it as JSON). */
type Role =
  | { kind: 'postgres'; url: string; searchPath: string; poolMax: number }
  | { kind: 'pglite'; dir: string }
  | { kind: 'proxy'; ports: number[] };

interface Ready {
  port: number;
  auth?: string;
}

// ---------------------------------------------------------------------------------------------
// The forked side: one server instance, or the proxy.

async function startInstance(handle: DbHandle) {
  const config = loadConfig({
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:0',
    LOG_LEVEL: 'error',
    STOREFRONT_SEED_DEMO: 'false',
    ...LIMITS,
  });
  const app = await buildApp(config, handle, { logger: false });
  // The longest a request spent inside the server (onRequest to onResponse) since the last 'cpu'
  // message: a client waiting far longer waited outside it (accept, the client's own process).
  const started = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
  });
  app.addHook('onResponse', async (request) => {
    const t0 = started.get(request);
    if (t0 !== undefined) longestRequest.ms = Math.max(longestRequest.ms, performance.now() - t0);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, config, port };
}

async function bearer(handle: DbHandle, config: ReturnType<typeof loadConfig>, user: string) {
  const key = await loadOrCreateSigningKey(handle.db);
  const token = await mintAccessToken(key, findDemoAccount(user)!, {
    issuer: embeddedIssuer(config),
    audience: config.oidc.audience,
    clientId: config.oidc.clientId,
    ttlSeconds: 3600,
    rolesClaim: config.oidc.rolesClaim,
  });
  return `Bearer ${token}`;
}

/**
 * LOAD_PROXY: how the two-instance configuration is balanced. `tcp` (default): each client
 * connection goes to the next instance in turn and stays there, as a network load balancer does
 * (AWS NLB, HAProxy or nginx in TCP mode); the proxy only copies bytes. `http`: each request goes
 * to the next instance, as an HTTP load balancer does; the proxy parses and re-sends every request
 * and answer, which on this 2-core machine costs about as much CPU as the instances themselves.
 */
const PROXY_MODE = process.env.LOAD_PROXY === 'http' ? 'http' : 'tcp';

/** Listens on a free loopback port; `close` drops the connections (`dropAll`), then the server. */
function listenLocal(server: net.Server, dropAll: () => void) {
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        close: () =>
          new Promise<void>((r) => {
            dropAll();
            server.close(() => r());
          }),
      });
    });
  });
}

/** A round-robin TCP proxy over `ports`: one upstream connection per client connection. */
function startTcpProxy(ports: number[]) {
  let next = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(ports[next++ % ports.length], '127.0.0.1');
    for (const s of [client, upstream]) {
      s.setNoDelay(true);
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  return listenLocal(server, () => {
    for (const s of sockets) s.destroy();
  });
}

/** A small round-robin HTTP proxy over `ports` (keep-alive to each upstream). */
function startHttpProxy(ports: number[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const port = ports[next++ % ports.length];
    const up = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
      (upRes) => {
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        upRes.pipe(res);
      },
    );
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(up);
  });
  server.keepAliveTimeout = 30_000;
  return listenLocal(server, () => {
    agent.destroy();
    server.closeAllConnections();
  });
}

/** Runs in a forked process: starts what LOAD_ROLE says, reports its port, answers 'cpu', ends on 'stop'. */
async function serve(role: Role) {
  let ready: Ready;
  let close: () => Promise<void>;
  if (role.kind === 'proxy') {
    const proxy = await (PROXY_MODE === 'tcp' ? startTcpProxy(role.ports) : startHttpProxy(role.ports));
    ready = { port: proxy.port };
    close = proxy.close;
  } else {
    const handle =
      role.kind === 'postgres'
        ? connectPostgres(role.url, { searchPath: role.searchPath, max: role.poolMax })
        : // The embedded default as the server runs it (PGLITE_THREAD: on a worker thread unless 'main').
          await connect({ dataDir: role.dir, pgliteThread: loadConfig().pgliteThread });
    const instance = await startInstance(handle);
    ready = { port: instance.port, auth: await bearer(handle, instance.config, 'alice') };
    close = async () => {
      await instance.app.close();
      await handle.close();
    };
  }
  // The longest event-loop stall since the last 'cpu' message: a stall holds every request in flight.
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  process.on('message', (message) => {
    if (message === 'cpu') {
      const cpu = process.cpuUsage();
      process.send?.({
        cpuMs: (cpu.user + cpu.system) / 1000,
        stallMs: stalls.max / 1e6,
        requestMs: longestRequest.ms,
      });
      stalls.reset();
      longestRequest.ms = 0;
    } else if (message === 'stop') {
      close().finally(() => process.exit(0));
    }
  });
  process.send?.(ready);
}

// ---------------------------------------------------------------------------------------------
// The load side.

interface Child {
  ready: Ready;
  /** CPU time so far, and the longest event-loop stall since the previous call. */
  cpuMs(): Promise<{ cpuMs: number; stallMs: number; requestMs: number }>;
  stop(): Promise<void>;
}

/** Forks this file as `role` and waits for its port. */
function forkRole(role: Role, name: string): Promise<Child> {
  const profDir = process.env.LOAD_CPU_PROF;
  const execArgv = profDir
    ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`]
    : process.execArgv;
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, LOAD_ROLE: JSON.stringify(role) },
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${name} exited (${code}) before it was ready`));
    child.once('exit', onExit);
    child.once('message', (ready) => {
      child.off('exit', onExit);
      resolve({
        ready: ready as Ready,
        cpuMs: () =>
          new Promise((r) => {
            child.once('message', (m) => r(m as { cpuMs: number; stallMs: number; requestMs: number }));
            child.send('cpu');
          }),
        stop: () =>
          new Promise<void>((r) => {
            if (child.exitCode !== null) return r();
            const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
            child.once('exit', () => {
              clearTimeout(timer);
              r();
            });
            child.send('stop');
          }),
      });
    });
  });
}

async function get(origin: string, p: string, headers: Headers) {
  const pool = new Pool(origin, { connections: 1 });
  try {
    const res = await pool.request({ method: 'GET', path: p, headers });
    const text = await res.body.text();
    return { status: res.statusCode, text };
  } finally {
    await pool.close();
  }
}

export interface LoadRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Headers;
  body?: string;
}

/** The mix each connection cycles through: nine reads and one comment post. */
export async function workload(origin: string, auth: string): Promise<LoadRequest[]> {
  const headers: Headers = { authorization: auth, 'accept-encoding': 'br, gzip' };
  const comments = `/api/web/comments/catitem/${GITHUB_ID}?pageSize=20`;
  const first = await get(origin, comments, { authorization: auth });
  if (first.status !== 200) throw new Error(`comments list answered ${first.status}: ${first.text}`);
  const key = (JSON.parse(first.text) as { conversation: { key: string } }).conversation.key;
  let mock = '';
  for (const candidate of ['/zen', '/octocat', '/emojis', '/meta']) {
    const p = `/api/mock/${GITHUB_ID}${candidate}`;
    if ((await get(origin, p, headers)).status === 200) {
      mock = p;
      break;
    }
  }
  if (!mock) throw new Error('no GitHub mock operation answered 200');
  const search = [
    '/api/web/catalog/search?pageSize=24&sortField=sortName:asc',
    '/api/web/catalog/search?pageSize=24&text=repository',
  ];
  const summary = `/api/web/catalog/item/${GITHUB_ID}/summary`;
  const g = (name: string, p: string): LoadRequest => ({ name, method: 'GET', path: p, headers });
  return [
    g('search (sorted page)', search[0]),
    g('details summary', summary),
    g('comments list', comments),
    g('my/store', '/api/web/my/store'),
    g(`mock ${mock.slice(mock.lastIndexOf('/'))}`, mock),
    g('search (text)', search[1]),
    g('details summary', summary),
    g('comments list', comments),
    g(`mock ${mock.slice(mock.lastIndexOf('/'))}`, mock),
    {
      name: 'comment post',
      method: 'POST',
      path: `/api/web/comments/catitem/${GITHUB_ID}/conv/${key}`,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Load bench: does this API support conditional requests?' }),
    },
  ];
}

interface Figures {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  detail: string;
  routes: { name: string; count: number; failed: number; p50: number; p99: number }[];
  warmup: string;
  cpuMsPerRequest: number;
  cpuShare: number;
  stallMs: number;
  requestMs: number;
  /** The LOAD_RATE run, when asked for. */
  offered?: { rate: number; rps: number; p50: number; p99: number; errors: number; detail: string };
}

function pct(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

/** The part of autocannon's request iterator (per connection) that says what it sends next. */
interface StartAt {
  requests: unknown[];
  currentRequestIndex: number;
  currentRequest: unknown;
}

async function run(origin: string, requests: LoadRequest[], seconds: number, overallRate = 0) {
  // Latencies per route: with one request in flight per connection, the response a client
  // reports answers its iterator's current request.
  const latencies = new Map<number, number[]>();
  // Timeouts and error answers per request of the mix (which route a failure was).
  const failures = new Map<number, number>();
  const fail = (index: number) => failures.set(index, (failures.get(index) ?? 0) + 1);
  let started = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
        ...(overallRate > 0 ? { overallRate } : {}),
        requests,
        // Connection i starts at request i of the mix (users are not in lock-step: without this,
        // all 200 open with the same search at the same moment).
        setupClient: (client) => {
          const it = (client as unknown as { requestIterator: StartAt }).requestIterator;
          const k = started++ % it.requests.length;
          it.currentRequestIndex = k;
          it.currentRequest = it.requests[k];
          (client as unknown as NodeJS.EventEmitter).on('timeout', () => fail(it.currentRequestIndex));
        },
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    instance.on('response', (client, status, _bytes, ms) => {
      const index = (client as unknown as { requestIterator: { currentRequestIndex: number } })
        .requestIterator.currentRequestIndex;
      if (status >= 400) {
        fail(index);
        return;
      }
      const list = latencies.get(index) ?? [];
      if (list.length === 0) latencies.set(index, list);
      list.push(ms);
    });
  });
  const bad = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => Number(code) >= 400);
  const non2xx = bad.reduce((n, [, s]) => n + (s.count ?? 0), 0);
  const byName = new Map<string, number[]>();
  const failedByName = new Map<string, number>();
  requests.forEach((r, i) => {
    const list = byName.get(r.name) ?? [];
    list.push(...(latencies.get(i) ?? []));
    byName.set(r.name, list);
    failedByName.set(r.name, (failedByName.get(r.name) ?? 0) + (failures.get(i) ?? 0));
  });
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  return {
    result,
    requests: result.requests.total,
    all,
    // autocannon counts a timeout among its errors too.
    errors: result.errors + non2xx,
    detail: [
      bad.map(([code, s]) => `${s.count}×${code}`).join(' '),
      result.errors ? `${result.errors} socket errors` : '',
      result.timeouts ? `${result.timeouts} timeouts` : '',
    ]
      .filter(Boolean)
      .join(', '),
    routes: [...byName].map(([name, list]) => {
      list.sort((a, b) => a - b);
      return {
        name,
        count: list.length,
        failed: failedByName.get(name) ?? 0,
        p50: pct(list, 0.5),
        p99: pct(list, 0.99),
      };
    }),
  };
}

/**
 * Each GET of the mix once, straight to one instance: its first search builds the index, its first
 * summary compresses GitHub's, its first mock compiles the document (work an instance does once,
 * which 200 connections would otherwise all wait on in the first seconds).
 */
async function warmInstance(port: number, requests: LoadRequest[]) {
  for (const r of requests) {
    if (r.method !== 'GET') continue;
    const res = await get(`http://127.0.0.1:${port}`, r.path, r.headers);
    if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}: ${res.text.slice(0, 200)}`);
  }
}

async function cannon(origin: string, auth: string, servers: Child[]): Promise<Figures> {
  const requests = await workload(origin, auth);
  for (const s of servers) await warmInstance(s.ready.port, requests);
  // Then a warm-up at full load, so the JIT, the pools and the caches settle before measuring.
  const warm = await run(origin, requests, WARMUP_SECONDS);
  const cpuBefore = await Promise.all(servers.map((s) => s.cpuMs()));
  const t0 = performance.now();
  const measured = await run(origin, requests, SECONDS);
  const wallMs = performance.now() - t0;
  const cpuAfter = await Promise.all(servers.map((s) => s.cpuMs()));
  const cpuMs = cpuAfter.reduce((n, c, i) => n + c.cpuMs - cpuBefore[i].cpuMs, 0);
  let offered: Figures['offered'];
  if (OFFERED_RATE > 0) {
    const o0 = performance.now();
    const r = await run(origin, requests, SECONDS, OFFERED_RATE);
    const oMs = performance.now() - o0;
    offered = {
      rate: OFFERED_RATE,
      rps: r.requests / (oMs / 1000),
      p50: pct(r.all, 0.5),
      p99: pct(r.all, 0.99),
      errors: r.errors,
      detail: r.detail,
    };
  }
  return {
    offered,
    requests: measured.requests,
    seconds: wallMs / 1000,
    rps: measured.requests / (wallMs / 1000),
    p50: pct(measured.all, 0.5),
    p99: pct(measured.all, 0.99),
    errors: measured.errors,
    detail: measured.detail,
    routes: measured.routes,
    warmup: `warm-up ${WARMUP_SECONDS} s: ${warm.requests} requests, ${warm.errors} errors`,
    cpuMsPerRequest: cpuMs / Math.max(1, measured.requests),
    cpuShare: cpuMs / wallMs,
    stallMs: Math.max(...cpuAfter.map((c) => c.stallMs)),
    requestMs: Math.max(...cpuAfter.map((c) => c.requestMs)),
  };
}

function lines(name: string, f: Figures) {
  const met = f.errors === 0 && f.p99 <= TARGET_P99_MS;
  const out = [
    `  ${name.padEnd(40)} ${String(f.requests).padStart(7)} requests ${fmt(f.rps, 0).padStart(6)} req/s   p50 ${fmt(f.p50, 0).padStart(4)} ms   p99 ${fmt(f.p99, 0).padStart(5)} ms   ${f.errors} errors${f.detail ? ` (${f.detail})` : ''}   (target 0 errors, p99 ≤ ${TARGET_P99_MS} ms: ${met ? 'MET' : 'NOT MET'}; load average ${fmt(os.loadavg()[0])})`,
    `    server CPU ${fmt(f.cpuMsPerRequest, 2)} ms per request (${fmt(f.cpuShare * 100, 0)}% of one core); longest event-loop stall ${fmt(f.stallMs, 0)} ms; longest request inside the server ${fmt(f.requestMs, 0)} ms; ${f.warmup}`,
  ];
  if (f.offered) {
    const o = f.offered;
    out.push(
      `    offered ${o.rate} req/s (LOAD_RATE): answered ${fmt(o.rps, 0)} req/s   p50 ${fmt(o.p50, 0)} ms   p99 ${fmt(o.p99, 0)} ms   ${o.errors} errors${o.detail ? ` (${o.detail})` : ''}`,
    );
  }
  for (const r of f.routes) {
    out.push(
      `    ${r.name.padEnd(24)} ${String(r.count).padStart(7)} answered   p50 ${fmt(r.p50, 0).padStart(4)} ms   p99 ${fmt(r.p99, 0).padStart(5)} ms${r.failed ? `   ${r.failed} failed (timeouts, errors)` : ''}`,
    );
  }
  return out.join('\n');
}

/** A fresh schema on the PostgreSQL server, dropped by the returned cleanup. */
async function freshSchema(url: string) {
  const schema = `load_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    searchPath: `${schema},public`,
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

/** The demo catalogue seeded once into .bench-data/ and copied per run (runs write comments). */
async function pgliteCopy(log: (s: string) => void) {
  const seeded = path.resolve('.bench-data/load-demo-v1');
  if (!fs.existsSync(path.join(seeded, '.seeded'))) {
    fs.rmSync(seeded, { recursive: true, force: true });
    log(`seeding the demo catalogue into ${seeded} (once; later runs copy it)`);
    const handle = await connectPglite(seeded);
    await migrate(handle);
    await seedDemo(handle.db);
    await handle.close();
    fs.writeFileSync(path.join(seeded, '.seeded'), new Date().toISOString());
  }
  const dir = path.resolve(`.bench-data/load-run-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(seeded, dir, { recursive: true });
  const handle = await connectPglite(dir);
  await migrate(handle);
  await handle.close();
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function benchLoad() {
  const log = (s: string) => console.log(s);
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const poolMax = Number(process.env.LOAD_PG_POOL ?? 10);
  // LOAD_CONFIGS=pg1,pg2,pglite (default all): which configurations to run.
  const configs = new Set((process.env.LOAD_CONFIGS ?? 'pg1,pg2,pglite').split(',').map((c) => c.trim()));
  log(
    `mixed workload (search, GitHub summary, comments list, my/store, mock; 1 comment post in 10 requests), ${CONNECTIONS} connections, ${SECONDS} s each after a ${WARMUP_SECONDS} s warm-up, Accept-Encoding: br, gzip; every instance and the proxy in a process of its own:`,
  );
  if (url && (configs.has('pg1') || configs.has('pg2'))) {
    const schema = await freshSchema(url);
    try {
      const seeding = connectPostgres(url, { searchPath: schema.searchPath });
      try {
        await migrate(seeding);
        const t0 = performance.now();
        await seedDemo(seeding.db);
        log(
          `  PostgreSQL: demo catalogue seeded into a fresh schema in ${fmt((performance.now() - t0) / 1000)} s; pool of ${poolMax} per instance`,
        );
      } finally {
        await seeding.close();
      }
      const role: Role = { kind: 'postgres', url, searchPath: schema.searchPath, poolMax };
      const a = await forkRole(role, 'instance A');
      try {
        const auth = a.ready.auth!;
        if (configs.has('pg1'))
          log(lines('PostgreSQL, one instance', await cannon(`http://127.0.0.1:${a.ready.port}`, auth, [a])));
        if (configs.has('pg2')) {
          const b = await forkRole(role, 'instance B');
          try {
            const proxy = await forkRole({ kind: 'proxy', ports: [a.ready.port, b.ready.port] }, 'proxy');
            try {
              log(
                lines(
                  `PostgreSQL, two instances round-robin (${PROXY_MODE === 'tcp' ? 'per connection' : 'per request'})`,
                  await cannon(`http://127.0.0.1:${proxy.ready.port}`, auth, [a, b]),
                ),
              );
            } finally {
              await proxy.stop();
            }
          } finally {
            await b.stop();
          }
        }
      } finally {
        await a.stop();
      }
    } finally {
      await schema.drop();
    }
  } else if (!url) {
    log('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  if (!configs.has('pglite')) return;
  const lite = await pgliteCopy(log);
  try {
    const one = await forkRole({ kind: 'pglite', dir: lite.dir }, 'PGlite instance');
    try {
      log(
        lines(
          'PGlite (embedded default), one instance',
          await cannon(`http://127.0.0.1:${one.ready.port}`, one.ready.auth!, [one]),
        ),
      );
    } finally {
      await one.stop();
    }
  } finally {
    lite.remove();
  }
}

if (process.env.LOAD_ROLE) await serve(JSON.parse(process.env.LOAD_ROLE) as Role);
