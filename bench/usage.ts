import { sql } from 'kysely';
import { createTestApp } from '../apps/server/src/test/app.ts';

/**
 * Provider Usage (issue 15.6) at scale: 100,000 items and 2,000,000 usage events over the last year
 * (skewed: a few items get most of them, as real catalogues do), written through usage_events so the
 * rollup trigger runs. Then GET /api/provider/usage through the real route (auth, validation,
 * serialisation) with app.inject: one item by day and by week, and the whole catalogue with its top
 * items. PGlite; PostgreSQL when TEST_DATABASE_URL is set. `npx tsx bench/usage.ts`
 * Targets: one item p95 <= 100 ms; whole catalogue with top items p95 <= 1000 ms.
 */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000_000);
const BATCH = 250_000;
const ROUNDS = 15;

const t = await createTestApp();
let started = performance.now();
await sql`INSERT INTO catalog_items (id, name)
  SELECT 'bench-' || g, 'Bench API ' || g FROM generate_series(1, ${ITEMS}) g`.execute(t.db);
for (let done = 0; done < EVENTS; done += BATCH) {
  const n = Math.min(BATCH, EVENTS - done);
  await sql`INSERT INTO usage_events (item_id, kind, at)
    SELECT 'bench-' || (1 + floor(${ITEMS} * power(random(), 4)))::int,
           (ARRAY['view','view','view','view','favourite','unfavourite','watch','question','access_request','key_issued'])[1 + floor(random() * 10)::int],
           now() - random() * interval '365 days'
      FROM generate_series(1, ${n})`.execute(t.db);
}
await sql`ANALYZE`.execute(t.db);
const daily = await sql<{ n: number }>`SELECT count(*)::int AS n FROM usage_daily`.execute(t.db);
console.log(
  `seeded ${ITEMS} items, ${EVENTS} events (${daily.rows[0]!.n} rollup rows) in ${((performance.now() - started) / 1000).toFixed(1)} s on ${t.handle.kind}`,
);
const headers = await t.authHeaders('paula');
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const to = day(Date.now());
const yearAgo = day(Date.now() - 365 * 86_400_000);
const monthAgo = day(Date.now() - 29 * 86_400_000);

async function measure(label: string, urls: string[], targetMs: number) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const url = urls[i % urls.length]!;
    const t0 = performance.now();
    const res = await t.app.inject({ url, headers });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url} -> ${res.statusCode} ${res.body}`);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `${label.padEnd(44)} p50 ${p(0.5).toFixed(1)} ms  p95 ${p(0.95).toFixed(1)} ms  (target <= ${targetMs} ms) ${p(0.95) <= targetMs ? 'MET' : 'NOT MET'}`,
  );
}

started = performance.now();
const busiest = ['bench-1', 'bench-2', 'bench-3'];
const quiet = ['bench-90000', 'bench-95000', 'bench-99999'];
const q = (params: string) => `/api/provider/usage?${params}`;
await measure(
  'busiest items, 30 days by day',
  busiest.map((i) => q(`itemId=${i}&from=${monthAgo}&to=${to}&top=0`)),
  100,
);
await measure(
  'busiest items, a year by day',
  busiest.map((i) => q(`itemId=${i}&from=${yearAgo}&to=${to}&top=0`)),
  100,
);
await measure(
  'quiet items, a year by week',
  quiet.map((i) => q(`itemId=${i}&from=${yearAgo}&to=${to}&bucket=week&top=0`)),
  100,
);
await measure('whole catalogue + top 10, 30 days', [q(`from=${monthAgo}&to=${to}`)], 1000);
await measure('whole catalogue + top 10, a year by week', [q(`from=${yearAgo}&to=${to}&bucket=week`)], 1000);
await t.close();
