import { sql } from 'kysely';
import { Pool } from 'undici';
import { connectPglite, connectPostgres, type DbHandle } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { fmt, startBenchServer } from './lib.ts';

/**
 * Issue 10 target: a thread of 10,000 replies and a conversation of 100,000 threads page in
 * ≤ 50 ms p95 per page of 20, at any offset. Measured over loopback HTTP (auth, validation,
 * serialisation included), one connection, pages at random offsets, on PGlite (in memory), and also
 * on PostgreSQL when BENCH_DATABASE_URL is set. Consumers see questions plus their own requests, so
 * alice (with 5 requests of her own among 1,000 requests of others) and paula (provider, sees all)
 * are measured separately.
 */
const THREADS = 100_000;
const REPLIES = 10_000;
const AUTHORS = 1_000;
const PAGE = 20;
const TARGET_MS = 50;

async function seed(handle: DbHandle, ids: { alice: number; paula: number }) {
  const db = handle.db;
  await db.insertInto('catalog_items').values({ id: 'bench-conv', name: 'Conversation bench' }).execute();
  await sql`INSERT INTO users (iss, sub, username, given_name, family_name)
    SELECT 'bench', 'u' || g, 'user' || g, 'User', g::text FROM generate_series(1, ${AUTHORS}) g`.execute(db);
  const conv = await db
    .insertInto('conversations')
    .values({ item_id: 'bench-conv' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Every 100th thread is someone else's request; five of alice's requests are spread through.
  await sql`INSERT INTO conversation_comments
      (conversation_id, parent_id, seq, question_seq, author_id, styling, message, created_at)
    SELECT ${conv.id}, NULL, g,
      CASE WHEN g % 100 = 0 OR g % 20000 = 7 THEN NULL
        ELSE g - (g / 100) - (CASE WHEN g % 20000 > 7 THEN 1 ELSE 0 END) - (g / 20000) END,
      CASE WHEN g % 20000 = 7 THEN ${ids.alice}::bigint
        ELSE (SELECT min(id) FROM users WHERE iss = 'bench') + (g % ${AUTHORS}) END,
      CASE WHEN g % 100 = 0 OR g % 20000 = 7 THEN 'request' ELSE 'question' END,
      'Question number ' || g || ' about rate limits, pagination and webhooks.',
      now() - make_interval(secs => ${THREADS} - g)
    FROM generate_series(1, ${THREADS}) g`.execute(db);
  // question_seq must be dense among questions: renumber in seq order.
  await sql`UPDATE conversation_comments c SET question_seq = r.n
    FROM (SELECT id, row_number() OVER (ORDER BY seq) AS n FROM conversation_comments
          WHERE conversation_id = ${conv.id} AND parent_id IS NULL AND styling = 'question') r
    WHERE c.id = r.id`.execute(db);
  await sql`UPDATE conversation_comments c SET questions_before = r.n
    FROM (SELECT id, styling, count(question_seq) OVER (ORDER BY seq) AS n FROM conversation_comments
          WHERE conversation_id = ${conv.id} AND parent_id IS NULL) r
    WHERE c.id = r.id AND r.styling = 'request'`.execute(db);
  const thread = await db
    .selectFrom('conversation_comments')
    .select(['id', 'seq'])
    .where('conversation_id', '=', conv.id)
    .where('seq', '=', 1)
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO conversation_comments
      (conversation_id, parent_id, seq, author_id, as_provider, styling, message, created_at)
    SELECT ${conv.id}, ${thread.id}, g, CASE WHEN g % 2 = 0 THEN ${ids.paula}::bigint ELSE ${ids.alice}::bigint END,
      g % 2 = 0, 'question', 'Reply number ' || g, now() - make_interval(secs => ${REPLIES} - g)
    FROM generate_series(1, ${REPLIES}) g`.execute(db);
  const counts = await sql<{ all: number; questions: number }>`
    SELECT count(*)::int AS all, count(question_seq)::int AS questions FROM conversation_comments
    WHERE conversation_id = ${conv.id} AND parent_id IS NULL`.execute(db);
  await db
    .updateTable('conversations')
    .set({ comment_count: counts.rows[0]!.all, question_count: counts.rows[0]!.questions })
    .where('id', '=', conv.id)
    .execute();
  await db
    .updateTable('conversation_comments')
    .set({ reply_count: REPLIES })
    .where('id', '=', thread.id)
    .execute();
  await sql`ANALYZE`.execute(db);
  return { key: String(conv.id), branch: `${conv.id}.${thread.seq}` };
}

const path0 = (p: string) => p.startsWith('/bench/');

interface Stats {
  p50: number;
  p95: number;
  max: number;
}

/** Sequential pages at random offsets (fixed seed), plus the first and the last page. */
async function measurePages(
  pool: Pool,
  headers: Record<string, string>,
  pathAt: (offset: number) => string,
  total: number,
  samples: number,
): Promise<Stats> {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const lastPage = Math.max(0, Math.floor((total - 1) / PAGE) * PAGE);
  const offsets = [0, lastPage, ...Array.from({ length: samples }, () => Math.floor(rand() * total))];
  const times: number[] = [];
  for (const [i, offset] of offsets.entries()) {
    const t0 = performance.now();
    const res = await pool.request({ method: 'GET', path: pathAt(offset), headers });
    const body = (await res.body.json()) as { comments?: unknown[] };
    const ms = performance.now() - t0;
    if (res.statusCode !== 200 || !Array.isArray(body.comments))
      throw new Error(`${pathAt(offset)} -> ${res.statusCode}`);
    if (!path0(pathAt(offset)) && offset < total - PAGE && body.comments.length !== PAGE)
      throw new Error(`short page at ${offset}`);
    if (i >= 5) times.push(ms); // the first requests warm caches and the JIT
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { p50: pct(0.5), p95: pct(0.95), max: times.at(-1)! };
}

async function runOn(label: string, handle: DbHandle, log: (s: string) => void) {
  const { app, origin, headers, headersFor } = await startBenchServer(handle, { comments: [] });
  const pool = new Pool(origin, { connections: 1 });
  try {
    const paula = await headersFor('paula');
    // First sight of each account creates its user row.
    for (const h of [headers, paula])
      await pool.request({ method: 'GET', path: '/api/web/my/store', headers: h });
    const userId = async (username: string) =>
      (
        await handle.db
          .selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id;
    const t0 = performance.now();
    const { key, branch } = await seed(handle, {
      alice: await userId('alice'),
      paula: await userId('paula'),
    });
    log(
      `${label}: seeded ${THREADS} threads and a ${REPLIES}-reply thread in ${fmt((performance.now() - t0) / 1000)} s`,
    );
    const totals = async (h: Record<string, string>) => {
      const res = await pool.request({
        method: 'GET',
        path: '/api/web/asks/catitem/bench-conv?pageSize=0',
        headers: h,
      });
      return ((await res.body.json()) as { conversation: { last: number } }).conversation.last;
    };
    const aliceTotal = await totals(headers);
    const paulaTotal = await totals(paula);
    const samples = Number(process.env.BENCH_CONVERSATION_SAMPLES ?? 300);
    const cases: [string, Record<string, string>, (o: number) => string, number][] = [
      [
        'threads, consumer',
        headers,
        (o) => `/api/web/asks/catitem/bench-conv?pageSize=${PAGE}&offset=${o}`,
        aliceTotal,
      ],
      [
        'threads, provider',
        paula,
        (o) => `/api/web/comments/catitem/bench-conv?pageSize=${PAGE}&offset=${o}`,
        paulaTotal,
      ],
      [
        'threads by key',
        headers,
        (o) => `/api/web/asks/catitem/bench-conv/conv/${key}?pageSize=${PAGE}&offset=${o}`,
        aliceTotal,
      ],
      [
        '10k-reply branch',
        headers,
        (o) => `/api/web/asks/catitem/bench-conv/conv/${branch}?pageSize=${PAGE}&offset=${o}`,
        REPLIES,
      ],
    ];
    // The machine's own noise: the same loop on a route that does nothing.
    const bare = await measurePages(pool, {}, () => '/bench/bare', PAGE * 2, samples);
    log(
      `  ${'bare route'.padEnd(18)} ${''.padStart(6)}          p50 ${fmt(bare.p50, 2)}  p95 ${fmt(bare.p95, 2)}  max ${fmt(bare.max, 2)} ms`,
    );
    let worst = 0;
    for (const [name, h, pathAt, total] of cases) {
      const s = await measurePages(pool, h, pathAt, total, samples);
      worst = Math.max(worst, s.p95);
      log(
        `  ${name.padEnd(18)} ${String(total).padStart(6)} visible  p50 ${fmt(s.p50, 2)}  p95 ${fmt(s.p95, 2)}  max ${fmt(s.max, 2)} ms  (target p95 ≤ ${TARGET_MS} ms)`,
      );
    }
    log(`  worst p95 ${fmt(worst, 2)} ms: ${worst <= TARGET_MS ? 'MET' : 'NOT MET'}`);
  } finally {
    await pool.close();
    await app.close();
  }
}

export async function benchConversations() {
  const log = (s: string) => console.log(s);
  const lite = await connectPglite(undefined);
  try {
    await migrate(lite);
    await runOn('PGlite', lite, log);
  } finally {
    await lite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    log('PostgreSQL: skipped (set BENCH_DATABASE_URL to an empty database to measure it too)');
    return;
  }
  const pg = connectPostgres(url, { max: 4 });
  try {
    await migrate(pg);
    await runOn('PostgreSQL', pg, log);
  } finally {
    await pg.close();
  }
}
