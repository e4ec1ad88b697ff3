import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import { Pool } from 'undici';
import { connectPglite, type DbHandle } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { GITHUB_ID, seedDemo } from '../apps/server/src/modules/catalog/demo/seed-demo.ts';
import { fmt, startBenchServer } from './lib.ts';

/**
 * Issue 9 target: at 50 connections on one instance, GET /api/web/catalog/item/github/summary (GitHub's
 * 1,223 operations, ~760 KB of JSON) serves ≥ 500 requests/s with compression (Accept-Encoding:
 * br, gzip) at p99 ≤ 100 ms, printed beside the search endpoint measured in the same run and the
 * same way. The demo catalogue is seeded once into .bench-data/ (git-ignored; delete it to reseed).
 * Load comes from a lean undici client in a worker thread, so the client does not share the server's
 * event loop (see CLIENT).
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_DETAILS_SECONDS ?? 10);
const TARGET_RPS = 500;
const TARGET_P99_MS = 100;
const SUMMARY = `/api/web/catalog/item/${GITHUB_ID}/summary`;
// The catalogue's first page as the screen asks for it, and a one-word search.
const SEARCHES = [
  '/api/web/catalog/search?pageSize=24&sortField=sortName:asc',
  '/api/web/catalog/search?pageSize=24&text=repository',
];

async function openDemo(log: (s: string) => void): Promise<DbHandle> {
  const dir = path.resolve('.bench-data/details-demo-v1');
  const marker = path.join(dir, '.seeded');
  if (!fs.existsSync(marker)) {
    fs.rmSync(dir, { recursive: true, force: true });
    log(`seeding the demo catalogue into ${dir} (once; later runs reuse it)`);
    const handle = await connectPglite(dir);
    await migrate(handle);
    const result = await seedDemo(handle.db, log);
    log(`  ${result.imported} documents in ${fmt(result.ms / 1000)} s`);
    await handle.close();
    fs.writeFileSync(marker, new Date().toISOString());
  }
  const handle = await connectPglite(dir);
  await migrate(handle);
  return handle;
}

interface Figures {
  /** Share of the run the server's event loop was busy (the client runs in a worker thread). */
  busy: number;
  /** Busy loop time per answered request: comparable across runs when the machine is loaded. */
  loopMsPerRequest: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
}

/**
 * The load generator, run in a worker thread so it does not share the server's event loop: closed
 * loop, `connections` keep-alive connections each sending its next request when the previous answer
 * is read. undici reads bodies as buffers and this client only counts them. (autocannon 8 appends
 * every body chunk to a string: UTF-8 decoding 77 KB of brotli per response kept its thread busy
 * at ~800 req/s on this machine, so it measured itself rather than the server.)
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { Pool } = require('undici');
const { origin, paths, headers, connections, seconds } = workerData;
const pool = new Pool(origin, { connections, pipelining: 1 });
const latencies = [];
const statuses = {};
let errors = 0;
let next = 0;
const deadline = performance.now() + seconds * 1000;
async function connection() {
  while (performance.now() < deadline) {
    const path = paths[next++ % paths.length];
    const started = performance.now();
    try {
      const res = await pool.request({ method: 'GET', path, headers });
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.length;
      latencies.push(performance.now() - started);
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    } catch {
      errors++;
    }
  }
}
Promise.all(Array.from({ length: connections }, connection))
  .then(() => pool.close())
  .then(() => parentPort.postMessage({ latencies: Float64Array.from(latencies), statuses, errors }));
`;

interface ClientResult {
  latencies: Float64Array;
  statuses: Record<string, number>;
  errors: number;
}

function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function cannon(
  origin: string,
  paths: string[],
  headers: Record<string, string>,
  expected = 200,
): Promise<Figures> {
  const loop = performance.eventLoopUtilization();
  const started = performance.now();
  const worker = new Worker(CLIENT, {
    eval: true,
    workerData: { origin, paths, headers, connections: CONNECTIONS, seconds: SECONDS },
  });
  const result = await new Promise<ClientResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const elapsed = (performance.now() - started) / 1000;
  const sorted = result.latencies.sort();
  const answered = Object.values(result.statuses).reduce((a, b) => a + b, 0);
  const busy = performance.eventLoopUtilization(loop).utilization;
  return {
    busy,
    loopMsPerRequest: (busy * elapsed * 1000) / Math.max(answered, 1),
    rps: answered / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: answered + result.errors,
    failures:
      result.errors +
      Object.entries(result.statuses)
        .filter(([code]) => Number(code) !== expected)
        .reduce((n, [, count]) => n + count, 0),
  };
}

async function fetchOnce(origin: string, p: string, headers: Record<string, string>) {
  const pool = new Pool(origin, { connections: 1 });
  const t0 = performance.now();
  const res = await pool.request({ method: 'GET', path: p, headers });
  const body = Buffer.from(await res.body.arrayBuffer());
  const ms = performance.now() - t0;
  await pool.close();
  return { status: res.statusCode, headers: res.headers, body, ms };
}

function line(name: string, f: Figures, target = '') {
  return `  ${name.padEnd(34)} ${fmt(f.rps, 0).padStart(6)} req/s   p50 ${fmt(f.p50, 0).padStart(4)} ms   p99 ${fmt(f.p99, 0).padStart(4)} ms   server loop ${fmt(f.busy * 100, 0).padStart(3)}% busy (${fmt(f.loopMsPerRequest, 2)} ms/request)   ${f.requests} requests, ${f.failures} failed${target}`;
}

export async function benchDetails() {
  const log = (s: string) => console.log(s);
  const handle = await openDemo(log);
  const { app, origin, headers } = await startBenchServer(handle, {});
  try {
    const compressed = { ...headers, 'accept-encoding': 'br, gzip' };
    const version = await handle.db
      .updateTable('catalog_items')
      .set({ date_updated: new Date() })
      .where('id', '=', GITHUB_ID)
      .executeTakeFirst();
    if (!version.numUpdatedRows) throw new Error(`demo item '${GITHUB_ID}' is missing`);
    const cold = await fetchOnce(origin, SUMMARY, compressed);
    const warm = await fetchOnce(origin, SUMMARY, compressed);
    const plain = await fetchOnce(origin, SUMMARY, headers);
    const decoded = JSON.parse(zlib.brotliDecompressSync(warm.body).toString('utf8'));
    if (cold.status !== 200 || warm.headers['content-encoding'] !== 'br')
      throw new Error(`summary answered ${cold.status} ${String(warm.headers['content-encoding'])}`);
    log(
      `GitHub summary: ${decoded.operations.length} operations, ${fmt(plain.body.length / 1024, 0)} KB JSON, ${fmt(warm.body.length / 1024, 0)} KB brotli; first request after a write ${fmt(cold.ms, 0)} ms (rebuild + compression), next ${fmt(warm.ms, 1)} ms`,
    );
    for (const p of SEARCHES) await fetchOnce(origin, p, compressed);
    log(`${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: br, gzip, one instance on PGlite:`);
    const summary = await cannon(origin, [SUMMARY], compressed);
    const met = summary.rps >= TARGET_RPS && summary.p99 <= TARGET_P99_MS && summary.failures === 0;
    const target = `   (target ≥ ${TARGET_RPS} req/s, p99 ≤ ${TARGET_P99_MS} ms: ${met ? 'MET' : 'NOT MET'})`;
    log(line('GET .../item/github/summary', summary, target));
    const search = await cannon(origin, SEARCHES, compressed);
    log(line('GET /api/web/catalog/search', search));
    const current = { ...compressed, 'if-none-match': String(warm.headers.etag) };
    log(line('GET .../github/summary → 304', await cannon(origin, [SUMMARY], current, 304)));
  } finally {
    await app.close();
    await handle.close();
  }
}
