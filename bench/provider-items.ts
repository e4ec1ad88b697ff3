import { sql } from 'kysely';
import { createTestApp } from '../apps/server/src/test/app.ts';

/**
 * Provider workspace item list (issue 15.3) on a catalogue of 100,000 items: one page of 25, by
 * name order, unfiltered at several offsets and filtered by a name fragment (rare and common),
 * through the real route (auth, validation, serialisation) with app.inject, on PGlite; also on
 * PostgreSQL when TEST_DATABASE_URL is set. Target: p95 <= 150 ms per page.
 */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const ROUNDS = 20;
const TARGET_MS = 150;

const t = await createTestApp();
const started = performance.now();
await sql`INSERT INTO catalog_items (id, name, object_type, version, date_updated)
  SELECT 'bench-' || g, (ARRAY['Payments','Weather','Maps','Orders','Identity'])[1 + g % 5] || ' API ' || g,
    'SPECIFICATION', '1.' || (g % 10), now() - make_interval(secs => g)
  FROM generate_series(1, ${ITEMS}) g`.execute(t.db);
await sql`ANALYZE catalog_items`.execute(t.db);
console.log(`seeded ${ITEMS} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const headers = await t.authHeaders('paula');

async function measure(label: string, urls: string[]) {
  const times: number[] = [];
  let total = -1;
  for (let i = 0; i < ROUNDS; i++) {
    const url = urls[i % urls.length];
    const t0 = performance.now();
    const res = await t.app.inject({ url, headers });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url} -> ${res.statusCode} ${res.body}`);
    total = res.json().metadata.totalSize;
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  const p95 = times[Math.min(times.length - 1, Math.floor(0.95 * times.length))];
  console.log(
    `${label.padEnd(36)} matches ${String(total).padStart(6)}  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  (target <= ${TARGET_MS} ms) ${p95 <= TARGET_MS ? 'MET' : 'NOT MET'}`,
  );
}

const page = (q: string, offset: number) =>
  `/api/provider/items?pageSize=25&offset=${offset}${q ? `&q=${encodeURIComponent(q)}` : ''}`;
await measure('unfiltered, first page', [page('', 0)]);
await measure(
  'unfiltered, offsets up to 99,975',
  [0, 25_000, 50_000, 75_000, 99_975].map((o) => page('', o)),
);
await measure('filter "api 4242" (rare)', [page('api 4242', 0)]);
await measure('filter "weather" (one in five)', [page('weather', 0), page('weather', 500)]);
await measure('filter "zzz" (no match)', [page('zzz', 0)]);
await t.close();
