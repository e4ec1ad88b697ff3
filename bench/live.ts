import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPglite, connectPostgres, type DbHandle } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { fmt, startBenchServer } from './lib.ts';

/**
 * Issue 14: live updates. A provider update posted on instance A reaches a browser connected to
 * instance B (NOTIFY in the write's transaction, LISTEN on B, server-sent event), measured from the
 * POST's start to the event's arrival; then one update fanned out to many open streams on B. On
 * PGlite (one in-process database shared by both instances) and, with BENCH_DATABASE_URL, on
 * PostgreSQL (two connection pools, two LISTEN connections).
 */
const ROUNDS = 100;
const STREAMS = 200;
const TARGET_P95_MS = 250;
const TARGET_FANOUT_MS = 1000;

type Waiter = (type: string) => void;

/** Opens GET /api/web/events and calls `onEvent` with each event's type. */
async function openStream(origin: string, headers: Record<string, string>, onEvent: Waiter) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/api/web/events`, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const type = /^event: (.*)$/m.exec(buffer.slice(0, cut))?.[1];
          buffer = buffer.slice(cut + 2);
          if (type) onEvent(type);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return () => controller.abort();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function run(label: string, handleA: DbHandle, handleB: DbHandle) {
  const a = await startBenchServer(handleA, {});
  const b = await startBenchServer(handleB, {});
  const paula = await a.headersFor('paula');
  const post = (path: string, body?: unknown) =>
    fetch(`${a.origin}${path}`, {
      method: 'POST',
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...paula },
      body: body ? JSON.stringify(body) : undefined,
    });
  const created = await post('/api/provider/items', { id: 'bench-live', name: 'Live bench' });
  if (!created.ok) throw new Error(`create item: ${created.status}`);
  await fetch(`${a.origin}/api/web/my/store/watch/bench-live/add`, { method: 'POST', headers: a.headers });

  let wake: (() => void) | undefined;
  const close = await openStream(b.origin, a.headers, (type) => {
    if (type === 'notifications') wake?.();
  });
  const latencies: number[] = [];
  const posts: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const arrived = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const started = performance.now();
    const res = await post('/api/provider/items/bench-live/notices', { message: `Update ${i}` });
    if (!res.ok) throw new Error(`notice: ${res.status}`);
    posts.push(performance.now() - started);
    await arrived;
    latencies.push(performance.now() - started);
  }
  close();
  latencies.sort((x, y) => x - y);
  posts.sort((x, y) => x - y);
  const p95 = percentile(latencies, 0.95);
  console.log(
    `${label}: the POST alone (write, notifications, events, emails): p50 ${fmt(percentile(posts, 0.5))} ms, ` +
      `p95 ${fmt(percentile(posts, 0.95))} ms`,
  );
  console.log(
    `${label}: POST on A -> event on B, ${ROUNDS} rounds: p50 ${fmt(percentile(latencies, 0.5))} ms, ` +
      `p95 ${fmt(p95)} ms (target <= ${TARGET_P95_MS} ms) ${p95 <= TARGET_P95_MS ? 'OK' : 'OVER'}`,
  );

  // Fan-out: one update, STREAMS open streams on B (everyone hears 'news').
  let pending = STREAMS;
  let allHeard: () => void = () => {};
  const everyone = new Promise<void>((resolve) => {
    allHeard = resolve;
  });
  const closers: (() => void)[] = [];
  for (let i = 0; i < STREAMS; i++) {
    closers.push(
      await openStream(b.origin, a.headers, (type) => {
        if (type === 'news' && --pending === 0) allHeard();
      }),
    );
  }
  const started = performance.now();
  await post('/api/provider/items/bench-live/notices', { message: 'For everyone' });
  await everyone;
  const fanout = performance.now() - started;
  for (const c of closers) c();
  console.log(
    `${label}: one update to ${STREAMS} streams on B: all received in ${fmt(fanout)} ms ` +
      `(target <= ${TARGET_FANOUT_MS} ms) ${fanout <= TARGET_FANOUT_MS ? 'OK' : 'OVER'}`,
  );
  await a.app.close();
  await b.app.close();
}

export async function benchLive() {
  const pglite = await connectPglite(undefined);
  await migrate(pglite);
  await run('PGlite', pglite, pglite);
  await pglite.close();

  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('PostgreSQL: set BENCH_DATABASE_URL to measure two instances on one PostgreSQL');
    return;
  }
  const schema = `bench_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const handleA = connectPostgres(url, { searchPath: `${schema},public` });
  const handleB = connectPostgres(url, { searchPath: `${schema},public` });
  try {
    await migrate(handleA);
    await run('PostgreSQL', handleA, handleB);
  } finally {
    await handleA.close();
    await handleB.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLive();
