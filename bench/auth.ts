import { fileURLToPath } from 'node:url';
import { connectPglite } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { fmt, type LoadResult, load, startBenchServer } from './lib.ts';

function median(results: LoadResult[]): LoadResult {
  const pick = (key: keyof LoadResult) =>
    results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  return {
    requests: pick('requests'),
    seconds: pick('seconds'),
    rps: pick('rps'),
    p50: pick('p50'),
    p95: pick('p95'),
    errors: pick('errors'),
  };
}

/**
 * Issue 2 target: authentication and routing cost at most 20% of bare throughput. Measures an
 * authenticated GET /api/web/my/stuff against a bare route of the same server, in one run.
 */
export async function benchAuth(seconds = 10) {
  const handle = await connectPglite(undefined);
  await migrate(handle);
  const { app, origin, headers } = await startBenchServer(handle, { whoAmI: 'bare', givenName: null });
  // Warm both paths, then alternate short rounds so drift on a shared machine hits both alike;
  // the figures are the medians over the rounds.
  await load(origin, '/bench/bare', { seconds: 1 });
  await load(origin, '/api/web/my/stuff', { seconds: 1, headers });
  const rounds = 5;
  const bares: LoadResult[] = [];
  const authedRounds: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    bares.push(await load(origin, '/bench/bare', { seconds: seconds / rounds }));
    authedRounds.push(await load(origin, '/api/web/my/stuff', { seconds: seconds / rounds, headers }));
  }
  await app.close();
  await handle.close();
  const bare = median(bares);
  const authed = median(authedRounds);
  const ratio = authed.rps / bare.rps;
  console.log(
    `auth overhead: authenticated GET /api/web/my/stuff vs bare route (same server, ${rounds} alternating rounds, medians)`,
  );
  console.log(
    `  bare        ${fmt(bare.rps, 0)} req/s  p50 ${fmt(bare.p50, 2)} ms  p95 ${fmt(bare.p95, 2)} ms`,
  );
  console.log(
    `  my/stuff    ${fmt(authed.rps, 0)} req/s  p50 ${fmt(authed.p50, 2)} ms  p95 ${fmt(authed.p95, 2)} ms  errors ${authed.errors}`,
  );
  console.log(
    `  ratio       ${fmt(ratio * 100)}% of bare (target ≥ 80%: auth+routing cost ≤ 20%) ${ratio >= 0.8 ? 'MET' : 'NOT MET'}`,
  );
  return { bare, authed, ratio };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchAuth();
