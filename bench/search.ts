import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { connectPglite } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import {
  forgetTextMatches,
  resetSearchIndex,
  searchIndexWithText,
} from '../apps/server/src/modules/catalog/search/index-holder.ts';
import { fmt, startBenchServer } from './lib.ts';
import { benchRebuildAndWrites } from './search-rebuild.ts';
import { seedSearchCatalogue } from './search-seed.ts';

/**
 * Issue 4 target: GET /api/web/catalog/search at 100,000 items on PGlite, p95 ≤ 30 ms with facets;
 * issue 9's (requests during a rebuild, the cost of an item write) are in search-rebuild.ts.
 * Seeds once into .bench-data/ (git-ignored; delete it to reseed), then measures typical searches
 * over loopback HTTP beside a bare route, one connection (latency) and four (throughput). Nothing is
 * cached per query but text matches: "first-time" clears those before every request, so each search
 * matches its text in the database and counts facets on the in-memory index.
 */
const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? 100_000);
const P = 'pageSize=24';
const SCENARIOS: [string, string[]][] = [
  ['empty query', [`${P}&sortField=sortName:asc`, `${P}&sortField=dateUpdated:desc`]],
  [
    'one word',
    ['weather', 'payment', 'email', 'translation', 'storage', 'calendar', 'music', 'invoice'].map(
      (w) => `${P}&text=${w}`,
    ),
  ],
  [
    'two words',
    ['weather forecast', 'payment card', 'email address', 'cloud storage', 'music track', 'user account'].map(
      (w) => `${P}&text=${encodeURIComponent(w)}`,
    ),
  ],
  [
    'prefix',
    ['weat', 'paym', 'transl', 'stor', 'calen', 'invo', 'geoc', 'messa'].map((w) => `${P}&text=${w}`),
  ],
  [
    'filter + sort',
    [
      'pricingplans=pro&region=eu',
      'pricingplans=free,basic&lifecycle=ga',
      'audience=partner',
      'region=apac&audience=public&lifecycle=beta',
    ].map((f) => `${P}&${f}&sortField=dateUpdated:desc`),
  ],
  [
    'text + filter',
    ['weather', 'payment', 'email', 'stor'].map(
      (w) => `${P}&text=${w}&pricingplans=pro,enterprise&sortField=sortName:asc`,
    ),
  ],
  [
    'classification',
    ['cat-financial', 'cat-media-core', 'cat-location', 'cat-cloud,cat-security'].map(
      (c) => `${P}&classificationIds=${c}`,
    ),
  ],
  [
    'page 400',
    [
      `${P}&offset=9576&sortField=sortName:asc`,
      `${P}&offset=9576&sortField=dateUpdated:desc`,
      `${P}&offset=9576&region=us&sortField=sortName:desc`,
    ],
  ],
];

interface Stats {
  n: number;
  p50: number;
  p95: number;
  rps: number;
  errors: number;
}

async function measure(
  pool: Pool,
  paths: string[],
  opts: {
    seconds: number;
    connections: number;
    headers: Record<string, string>;
    fresh?: () => Promise<void>;
  },
): Promise<Stats> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  async function worker() {
    while (performance.now() < deadline && latencies.length + errors < 20_000) {
      const p = paths[next++ % paths.length];
      if (opts.fresh) await opts.fresh();
      const t0 = performance.now();
      const res = await pool.request({ method: 'GET', path: p, headers: opts.headers });
      await res.body.arrayBuffer();
      if (res.statusCode >= 400) errors++;
      else latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { n: latencies.length, p50: pct(0.5), p95: pct(0.95), rps: latencies.length / seconds, errors };
}

export async function openSeeded(log: (s: string) => void) {
  const dir = path.resolve(`.bench-data/search-${ITEMS}-v2`);
  const marker = path.join(dir, '.seeded');
  if (!fs.existsSync(marker)) {
    fs.rmSync(dir, { recursive: true, force: true });
    log(`seeding ${ITEMS} items into ${dir} (once; later runs reuse it)`);
    const t0 = performance.now();
    const handle = await connectPglite(dir);
    await migrate(handle);
    await seedSearchCatalogue(handle.db, ITEMS, log);
    await handle.close();
    fs.writeFileSync(marker, new Date().toISOString());
    log(`  seeded in ${fmt((performance.now() - t0) / 1000)} s`);
  }
  const handle = await connectPglite(dir);
  await migrate(handle);
  return handle;
}

export async function benchSearch(seconds = Number(process.env.BENCH_SEARCH_SECONDS ?? 2)) {
  const log = (s: string) => console.log(s);
  const handle = await openSeeded(log);
  const { app, origin, headers, headersFor } = await startBenchServer(handle, {
    metadata: { totalSize: 0 },
    results: [],
  });
  const pool = new Pool(origin, { connections: 4 });
  const searchPaths = (qs: string[]) => qs.map((q) => `/api/web/catalog/search?${q}`);
  try {
    resetSearchIndex(handle.db);
    const sample = await pool.request({ method: 'GET', path: searchPaths(SCENARIOS[1][1])[0], headers });
    const body = (await sample.body.json()) as { metadata: { totalSize: number; facets: object } };
    log(
      `search at ${ITEMS} items on PGlite (facets in every response: ${Object.keys(body.metadata.facets).length} dimensions); 'weather' → ${body.metadata.totalSize} hits`,
    );
    // The text index builds in the background (SQL matches text meanwhile); measure once it is ready.
    const index = await searchIndexWithText(handle.db);
    const text = index.text?.index;
    log(
      `  text index: ${text ? `${text.termCount} lexemes, ${fmt(text.memoryBytes() / 2 ** 20)} MB postings+dictionary, built in ${fmt((index.text?.buildMs ?? 0) / 1000, 1)} s in the background` : 'NOT BUILT (text matched in SQL)'}`,
    );
    const bare = await measure(pool, ['/bench/bare'], { seconds, connections: 1, headers: {} });
    const bare4 = await measure(pool, ['/bench/bare'], { seconds, connections: 4, headers: {} });
    log(
      `  ${'bare route'.padEnd(16)} p50 ${fmt(bare.p50, 2)} p95 ${fmt(bare.p95, 2)} ms ${fmt(bare.rps, 0)} req/s | 4 conn ${fmt(bare4.rps, 0)} req/s`,
    );
    let worst = 0;
    const results: Record<string, { first: Stats; one: Stats; four: Stats }> = {};
    log(
      '  scenario         first time (text matches and cards not cached) | repeated (paging, re-sorting) | 4 connections',
    );
    for (const [name, qs] of SCENARIOS) {
      const fresh = () => forgetTextMatches(handle.db);
      const first = await measure(pool, searchPaths(qs), { seconds, connections: 1, headers, fresh });
      const one = await measure(pool, searchPaths(qs), { seconds, connections: 1, headers });
      const four = await measure(pool, searchPaths(qs), { seconds, connections: 4, headers });
      worst = Math.max(worst, first.p95);
      results[name] = { first, one, four };
      const errors = first.errors + one.errors + four.errors;
      log(
        `  ${name.padEnd(16)} p50 ${fmt(first.p50)} p95 ${fmt(first.p95)} ms ${fmt(first.rps, 0)} req/s | p50 ${fmt(one.p50)} p95 ${fmt(one.p95)} ms ${fmt(one.rps, 0)} req/s | p95 ${fmt(four.p95)} ms ${fmt(four.rps, 0)} req/s${errors ? ` ERRORS ${errors}` : ''}`,
      );
    }
    log(
      `  worst first-time p95 ${fmt(worst)} ms (target ≤ 30 ms with facets) ${worst <= 30 ? 'MET' : 'NOT MET'}`,
    );
    const timeSearch = async () => {
      const t0 = performance.now();
      const res = await pool.request({ method: 'GET', path: searchPaths(SCENARIOS[0][1])[0], headers });
      await res.body.arrayBuffer();
      return performance.now() - t0;
    };
    // A process's first search builds the in-memory index; it waits for it.
    const rebuilds: number[] = [];
    for (let i = 0; i < 3; i++) {
      resetSearchIndex(handle.db);
      rebuilds.push(await timeSearch());
    }
    log(`  first search of a process (index build): ${rebuilds.map((r) => fmt(r, 0)).join(', ')} ms`);
    // After a catalogue write the previous index answers while the new one is built beside it.
    const rebuild = await benchRebuildAndWrites(handle.db, pool, {
      alice: headers,
      paula: await headersFor('paula'),
      searchPaths: SCENARIOS.flatMap(([, qs]) => searchPaths(qs)),
      log,
    });
    return { bare, results, worst, rebuilds, rebuild };
  } finally {
    await pool.close();
    await app.close();
    await handle.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchSearch();
