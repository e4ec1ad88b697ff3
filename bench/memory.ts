import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { UNTHROTTLED } from './lib.ts';
import { workload as loadMix } from './load.ts';

/**
 * Issue 23 part 6: the server's resident memory and start time, run as a real process the way
 * production runs it, on the embedded default (PGlite on its worker thread) and on PostgreSQL (a
 * fresh database per run; BENCH_DATABASE_URL or TEST_DATABASE_URL).
 *
 * For each way of running it (MEMORY_RUNS, comma-separated, default `tsx,compiled`):
 * - `compiled`: `node dist/main.js` in apps/server (what `npm start` runs, built first if stale);
 * - `tsx`: `tsx src/main.ts` in apps/server (what `npm start` ran before the compiled server: the tsx
 *   wrapper process and the server process it spawns);
 * - `npm`: `npm start` at the root (npm, the stale-build check, then the compiled server);
 * and each database (MEMORY_DATABASES, default `pglite,postgres`), the bench starts the server on an
 * empty database (it seeds the demo catalogue), stops it, starts it again on the seeded database
 * (MEMORY_STARTS times, default 3), and prints: start time (spawn to /readyz answering 200, the
 * median of those starts), resident memory after the last start
 * (MEMORY_SETTLE_SECONDS, default 10, after ready), and after MEMORY_LOAD_SECONDS (default 300) of
 * bench/load.ts's request mix at MEMORY_CONNECTIONS (default 200) connections, with the peak seen
 * during the load. Resident memory is the RSS of the whole process tree (the spawned process and
 * every descendant: the tsx wrapper, npm), summed from /proc; PSS (shared pages split between the
 * processes that map them) is printed beside it. Targets (issue 23): RSS after start ≤ 450 MB on
 * PGlite, ≤ 180 MB on PostgreSQL; start ≤ 8 s. When tsx and compiled both ran, the ratio.
 *
 * MEMORY_TSX_ROOT measures `tsx` in another checkout (a worktree of the commit before the compiled
 * server: the before figures); MEMORY_ROOT does the same for `compiled` and `npm`. Linux only (/proc).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const LOAD_SECONDS = Number(process.env.MEMORY_LOAD_SECONDS ?? 300);
const SETTLE_SECONDS = Number(process.env.MEMORY_SETTLE_SECONDS ?? 10);
/** Starts on the seeded database; the start time printed is their median (a shared machine is noisy). */
const STARTS = Math.max(1, Number(process.env.MEMORY_STARTS ?? 3));
const CONNECTIONS = Number(process.env.MEMORY_CONNECTIONS ?? 200);
const TARGET_MB = { pglite: 450, postgres: 180 } as const;
const TARGET_START_S = 8;
/** As bench/load.ts: one address plays hundreds of users, each posting. */
const LIMITS = { ...UNTHROTTLED, COMMENT_POST_INTERVAL_SECONDS: '0' };

type RunKind = 'tsx' | 'compiled' | 'npm';
type DbKind = 'pglite' | 'postgres';

// ---------------------------------------------------------------------------------------------
// Memory of a process tree, from /proc.

interface Proc {
  pid: number;
  name: string;
  rssKb: number;
  pssKb: number;
}

function children(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = map.get(ppid) ?? [];
      list.push(Number(entry));
      map.set(ppid, list);
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

function kbField(text: string, field: string) {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

/** The process `pid` and its descendants, each with its RSS and PSS. */
export function processTree(pid: number): Proc[] {
  const kids = children();
  const out: Proc[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift()!;
    queue.push(...(kids.get(p) ?? []));
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const rollup = fs.readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
      const cmd = fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const name = cmd
        .map((a) => (a.includes('/') ? path.basename(a) : a))
        .join(' ')
        .slice(0, 60);
      out.push({ pid: p, name, rssKb: kbField(status, 'VmRSS'), pssKb: kbField(rollup, 'Pss') });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

const mb = (kb: number) => Math.round(kb / 1024);
const sum = (procs: Proc[], k: 'rssKb' | 'pssKb') => procs.reduce((n, p) => n + p[k], 0);

interface Sample {
  rssMb: number;
  pssMb: number;
  procs: string;
}

function sample(pid: number): Sample {
  const procs = processTree(pid);
  return {
    rssMb: mb(sum(procs, 'rssKb')),
    pssMb: mb(sum(procs, 'pssKb')),
    procs: procs
      .filter((p) => p.name && !/^(sh|bash|dash)\b/.test(p.name))
      .map((p) => `${p.name} ${mb(p.rssKb)} MB`)
      .join(' + '),
  };
}

// ---------------------------------------------------------------------------------------------
// The server as a process.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function status(url: string, headers: Record<string, string> = {}) {
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
    const text = await res.text();
    return { status: res.status, text };
  } catch (err) {
    return { status: 0, text: (err as Error).message };
  }
}

interface Server {
  child: ChildProcess;
  origin: string;
  startMs: number;
  log: string;
  stop(): Promise<void>;
}

function command(kind: RunKind, root: string): { cmd: string; args: string[]; cwd: string } {
  const server = path.join(root, 'apps/server');
  if (kind === 'tsx')
    return { cmd: path.join(root, 'node_modules/.bin/tsx'), args: ['src/main.ts'], cwd: server };
  if (kind === 'compiled') return { cmd: process.execPath, args: ['dist/main.js'], cwd: server };
  return { cmd: 'npm', args: ['start', '--silent'], cwd: root };
}

async function startServer(kind: RunKind, root: string, env: Record<string, string>, logFile: string) {
  const { cmd, args, cwd } = command(kind, root);
  const out = fs.openSync(logFile, 'a');
  const t0 = performance.now();
  // A process group of its own, so stopping it reaches every process (npm's shell, tsx's child).
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  const origin = `http://127.0.0.1:${env.PORT}`;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const stop = async () => {
    if (gone) return;
    const group = -(child.pid ?? 0);
    try {
      process.kill(group, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(group, 'SIGKILL');
      } catch {}
    }, 30_000);
    await exited;
    clearTimeout(timer);
    // What is left of the group (npm's shell ends before the server it started).
    for (let i = 0; i < 100; i++) {
      try {
        process.kill(group, 0);
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const deadline = t0 + 600_000;
  while (performance.now() < deadline) {
    if (gone) break;
    if ((await status(`${origin}/readyz`)).status === 200) {
      return { child, origin, startMs: performance.now() - t0, log: logFile, stop } satisfies Server;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(`${cmd} ${args.join(' ')} did not become ready:\n${tail}`);
}

/** An access token for alice from the tree's own CLI (`storefront token`), as an operator gets one. */
function token(kind: RunKind, root: string, env: Record<string, string>) {
  const server = path.join(root, 'apps/server');
  const [cmd, args] =
    kind === 'tsx'
      ? [path.join(root, 'node_modules/.bin/tsx'), ['src/cli/main.ts']]
      : [process.execPath, ['dist/cli/main.js']];
  const r = spawnSync(cmd, [...args, 'token', 'alice', '--ttl', '86400'], {
    cwd: server,
    env,
    encoding: 'utf8',
  });
  const t = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !t) throw new Error(`storefront token failed: ${r.stderr || r.stdout}`);
  return `Bearer ${t}`;
}

// ---------------------------------------------------------------------------------------------
// The load: bench/load.ts's mix (nine reads, one comment post per ten requests), each read checked
// once so a broken route fails the bench instead of being counted as load.

async function workload(origin: string, auth: string) {
  const requests = (await loadMix(origin, auth)).map(({ name: _name, ...r }) => r);
  for (const r of requests) {
    if (r.method !== 'GET') continue;
    const res = await status(`${origin}${r.path}`, r.headers);
    if (res.status !== 200) throw new Error(`${r.path} answered ${res.status}: ${res.text.slice(0, 200)}`);
  }
  return requests;
}

async function loadFor(origin: string, auth: string, seconds: number, onTick: () => void) {
  const requests = await workload(origin, auth);
  let started = 0;
  const tick = setInterval(onTick, 5000);
  try {
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: origin,
          connections: CONNECTIONS,
          duration: seconds,
          requests,
          // Connection i starts at request i of the mix, as in bench/load.ts.
          setupClient: (client) => {
            const it = (
              client as unknown as {
                requestIterator: {
                  requests: unknown[];
                  currentRequestIndex: number;
                  currentRequest: unknown;
                };
              }
            ).requestIterator;
            const k = started++ % it.requests.length;
            it.currentRequestIndex = k;
            it.currentRequest = it.requests[k];
          },
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      );
    });
    const non2xx = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => Number(code) >= 400)
      .reduce((n, [, s]) => n + (s.count ?? 0), 0);
    return {
      requests: result.requests.total,
      errors: result.errors + non2xx + result.timeouts,
      p99: result.latency.p99,
    };
  } finally {
    clearInterval(tick);
  }
}

// ---------------------------------------------------------------------------------------------

interface Figures {
  run: RunKind;
  db: DbKind;
  firstStartMs: number;
  firstRss: Sample;
  /** Median of startsMs. */
  startMs: number;
  startsMs: number[];
  atReady: Sample;
  afterStart: Sample;
  afterLoad?: Sample;
  peakRssMb?: number;
  load?: { requests: number; errors: number; p99: number };
}

/** A fresh PostgreSQL database for one run, dropped by `drop`. */
async function freshDatabase(base: string) {
  const name = `sf_memory_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function measure(
  run: RunKind,
  root: string,
  db: DbKind,
  pgBase: string | undefined,
  log: (s: string) => void,
) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `sf-memory-${run}-${db}-`));
  const database = db === 'postgres' ? await freshDatabase(pgBase!) : undefined;
  const port = await freePort();
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  for (const k of ['DATABASE_URL', 'TEST_DATABASE_URL', 'NODE_OPTIONS', 'PGLITE_THREAD']) delete env[k];
  // MEMORY_NODE_OPTIONS: node flags for the server (a diagnostic --import, V8 heap flags to compare).
  if (process.env.MEMORY_NODE_OPTIONS) env.NODE_OPTIONS = process.env.MEMORY_NODE_OPTIONS;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(work, 'data'),
    LOG_LEVEL: 'warn',
    ...LIMITS,
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const logFile = path.join(work, 'server.log');
  try {
    // First start: migrations and the demo catalogue into the empty database.
    const first = await startServer(run, root, env, logFile);
    const firstRss = sample(first.child.pid!);
    await first.stop();
    log(
      `  ${run} ${db}: first start (migrate, seed the demo catalogue) ${fmtS(first.startMs)}, ${firstRss.rssMb} MB`,
    );
    // The measured starts: an already-seeded database; the last one stays up to be measured.
    const startsMs: number[] = [];
    for (let i = 1; i < STARTS; i++) {
      const s = await startServer(run, root, env, logFile);
      startsMs.push(s.startMs);
      await s.stop();
    }
    const server = await startServer(run, root, env, logFile);
    startsMs.push(server.startMs);
    startsMs.sort((a, b) => a - b);
    try {
      const pid = server.child.pid!;
      const atReady = sample(pid);
      await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
      const afterStart = sample(pid);
      log(
        `  ${run} ${db}: ready in ${startsMs.map(fmtS).join(', ')}; after start ${afterStart.rssMb} MB (${afterStart.procs})`,
      );
      const figures: Figures = {
        run,
        db,
        firstStartMs: first.startMs,
        firstRss,
        startMs: startsMs[Math.floor((startsMs.length - 1) / 2)],
        startsMs,
        atReady,
        afterStart,
      };
      if (LOAD_SECONDS > 0) {
        const auth = token(run, root, env);
        let peak = afterStart.rssMb;
        figures.load = await loadFor(server.origin, auth, LOAD_SECONDS, () => {
          peak = Math.max(peak, sample(pid).rssMb);
        });
        figures.afterLoad = sample(pid);
        figures.peakRssMb = Math.max(peak, figures.afterLoad.rssMb);
        log(
          `  ${run} ${db}: after ${LOAD_SECONDS} s of load ${figures.afterLoad.rssMb} MB (${figures.afterLoad.procs})`,
        );
      }
      return figures;
    } finally {
      await server.stop();
    }
  } catch (err) {
    const tail = fs.existsSync(logFile)
      ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n')
      : '';
    throw new Error(`${run} on ${db}: ${(err as Error).message}\n${tail}`);
  } finally {
    await database?.drop();
    // MEMORY_LOG_DIR: keeps each run's server log there.
    if (process.env.MEMORY_LOG_DIR && fs.existsSync(logFile)) {
      fs.mkdirSync(process.env.MEMORY_LOG_DIR, { recursive: true });
      fs.copyFileSync(logFile, path.join(process.env.MEMORY_LOG_DIR, `${run}-${db}.log`));
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const fmtS = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');

function report(f: Figures) {
  const target = TARGET_MB[f.db];
  const lines = [
    `  ${f.run.padEnd(8)} ${(f.db === 'pglite' ? 'PGlite' : 'PostgreSQL').padEnd(10)} start ${fmtS(f.startMs).padStart(7)} (median of ${f.startsMs.length}; target ≤ ${TARGET_START_S} s: ${met(f.startMs <= TARGET_START_S * 1000)})   RSS after start ${String(f.afterStart.rssMb).padStart(4)} MB, PSS ${f.afterStart.pssMb} MB (target ≤ ${target} MB: ${met(f.afterStart.rssMb <= target)})`,
    `    at ready ${f.atReady.rssMb} MB; first start on an empty database ${fmtS(f.firstStartMs)}, ${f.firstRss.rssMb} MB; processes after start: ${f.afterStart.procs}`,
  ];
  if (f.afterLoad && f.load) {
    lines.push(
      `    after ${LOAD_SECONDS} s of the load mix (${CONNECTIONS} connections, ${f.load.requests} requests, ${f.load.errors} errors, p99 ${f.load.p99} ms): RSS ${f.afterLoad.rssMb} MB, PSS ${f.afterLoad.pssMb} MB, peak ${f.peakRssMb} MB; processes: ${f.afterLoad.procs}`,
    );
  }
  return lines.join('\n');
}

export async function benchMemory() {
  const log = (s: string) => console.log(s);
  const runs = (process.env.MEMORY_RUNS ?? 'tsx,compiled').split(',').map((s) => s.trim()) as RunKind[];
  const dbs = (process.env.MEMORY_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim()) as DbKind[];
  const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const rootOf = (run: RunKind) =>
    path.resolve(
      run === 'tsx' ? (process.env.MEMORY_TSX_ROOT ?? repoRoot) : (process.env.MEMORY_ROOT ?? repoRoot),
    );
  log(
    `server as a process, demo catalogue seeded; RSS of the process tree ${SETTLE_SECONDS} s after ready and after ${LOAD_SECONDS} s of bench/load.ts's mix at ${CONNECTIONS} connections; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, ${os.cpus().length} cores`,
  );
  for (const run of new Set(runs)) {
    if (run !== 'tsx') {
      // What `npm start` does first: the builds, when their inputs changed.
      const r = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
        cwd: rootOf(run),
        stdio: 'inherit',
      });
      if (r.status !== 0) throw new Error(`build in ${rootOf(run)} failed`);
    }
    log(
      `  ${run}: ${rootOf(run)} (${command(run, rootOf(run)).cmd === process.execPath ? 'node' : path.basename(command(run, rootOf(run)).cmd)} ${command(run, rootOf(run)).args.join(' ')})`,
    );
  }
  const results: Figures[] = [];
  for (const db of dbs) {
    if (db === 'postgres' && !pgBase) {
      log('  PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      continue;
    }
    for (const run of runs) results.push(await measure(run, rootOf(run), db, pgBase, log));
  }
  log(
    `\nload average now ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  for (const f of results) log(report(f));
  for (const db of dbs) {
    const before = results.find((f) => f.db === db && f.run === 'tsx');
    const after = results.find((f) => f.db === db && f.run === 'compiled');
    if (!before || !after) continue;
    const ratio = (a: number, b: number) => `${a} → ${b} MB (${(b / a).toFixed(2)}×)`;
    log(
      `  ${db === 'pglite' ? 'PGlite' : 'PostgreSQL'}, tsx → compiled: after start ${ratio(before.afterStart.rssMb, after.afterStart.rssMb)}` +
        (before.afterLoad && after.afterLoad
          ? `; after load ${ratio(before.afterLoad.rssMb, after.afterLoad.rssMb)}`
          : '') +
        `; start ${fmtS(before.startMs)} → ${fmtS(after.startMs)}`,
    );
  }
}
