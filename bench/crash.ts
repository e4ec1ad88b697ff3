import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { findDemoAccount } from '../apps/server/src/auth/embedded/accounts.ts';
import { loadOrCreateSigningKey } from '../apps/server/src/auth/embedded/keys.ts';
import { mintAccessToken } from '../apps/server/src/auth/embedded/mint.ts';
import { embeddedIssuer, loadConfig, repoRoot } from '../apps/server/src/config.ts';
import { connectPglite, connectPostgres, type DbHandle } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { hashSecret } from '../apps/server/src/integrations/api-management/keys.ts';
import { makeItem } from '../apps/server/src/modules/catalog/details/test-factories.ts';
import { messageIdOf } from '../apps/server/src/modules/email/worker.ts';
import { startSmtpServer } from '../apps/server/src/test/smtp-test-server.ts';
import { UNTHROTTLED } from './lib.ts';

/**
 * Issue 16 part 5, crash safety: the real server process (main.ts through tsx) under concurrent
 * writes (questions, favourites, runtime keys, provider replies that put a notification email in
 * the outbox) is killed with SIGKILL at a random moment, CRASH_CYCLES times (default 100), and
 * restarted. Every write whose 2xx arrived is recorded; at the end the database must hold each of
 * them, the SMTP sink must have received each acknowledged reply's email (unless the outbox marked it
 * `uncertain`: handed over when a kill came, counted and printed) and no Message-ID twice.
 * PGlite in a data dir always; PostgreSQL (a fresh database) with BENCH_DATABASE_URL.
 */
const CYCLES = Number(process.env.CRASH_CYCLES || 100);
/** The email lease of the server under test (EMAIL_LEASE_MS): what a killed worker's claim waits out. */
const LEASE_MS = 15_000;
/**
 * CRASH_STOP_AT (an ISO time): no new cycle starts after it; the run drains, checks and prints its
 * figures with the number of cycles it did (for a machine too loaded to finish in time).
 */
const STOP_AT = process.env.CRASH_STOP_AT ? Date.parse(process.env.CRASH_STOP_AT) : Number.POSITIVE_INFINITY;
const PUBLIC_URL = 'http://localhost:8080';
const ITEMS = 40 + CYCLES * 12;

type Acked = { comments: string[]; replies: string[]; favourites: string[]; keys: string[] };

/** A port free right now, for the next start (the server gets it through PORT). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls /readyz until it answers 200; the process's output is kept for the error. */
async function waitUntilReady(child: ChildProcess, origin: string, ms: number): Promise<void> {
  let seen = '';
  let exit: number | null | undefined;
  child.stdout?.on('data', (c: Buffer) => {
    seen = (seen + c.toString()).slice(-4000);
  });
  child.stderr?.on('data', (c: Buffer) => {
    seen = (seen + c.toString()).slice(-4000);
  });
  child.once('exit', (code) => {
    exit = code;
  });
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (exit !== undefined) throw new Error(`server exited (${exit}) before it was ready:\n${seen}`);
    try {
      if ((await fetch(`${origin}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not ready in ${ms} ms:\n${seen}`);
}

async function withDb<T>(target: Target, fn: (h: DbHandle) => Promise<T>): Promise<T> {
  const handle = target.dataDir
    ? await connectPglite(target.dataDir)
    : connectPostgres(target.url!, { max: 2 });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

interface Target {
  name: string;
  dataDir?: string;
  url?: string;
  cleanup: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-crash-'));
  return {
    name: 'PGlite',
    dataDir,
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(base: string): Promise<Target> {
  const name = `crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    url: url.toString(),
    cleanup: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Migrated, with items to write on and long-lived tokens signed by the key the server will use. */
async function prepare(target: Target) {
  return withDb(target, async (handle) => {
    await migrate(handle);
    for (let i = 0; i < ITEMS; i++) {
      await makeItem(handle.db, `crash-${i}`, { storefront: `native:crash:p${i}` });
    }
    const key = await loadOrCreateSigningKey(handle.db);
    const config = loadConfig({ PUBLIC_URL, STOREFRONT_SEED_DEMO: 'false' });
    const bearer = async (user: string) => {
      const token = await mintAccessToken(key, findDemoAccount(user)!, {
        issuer: embeddedIssuer(config),
        audience: config.oidc.audience,
        clientId: config.oidc.clientId,
        ttlSeconds: 12 * 3600,
        rolesClaim: config.oidc.rolesClaim,
      });
      return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    };
    return { alice: await bearer('alice'), paula: await bearer('paula') };
  });
}

function startServer(target: Target, smtpUrl: string, port: number) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATA_DIR: target.dataDir ?? path.join(os.tmpdir(), 'sf-crash-unused'),
      DATABASE_URL: target.url ?? '',
      STOREFRONT_SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl,
      EMAIL_POLL_MS: '100',
      EMAIL_RETRY_BASE_MS: '200',
      EMAIL_LEASE_MS: String(LEASE_MS),
      COMMENT_POST_INTERVAL_SECONDS: '0',
      ...UNTHROTTLED,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function post(origin: string, url: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body ?? {}),
  });
  const json = res.ok ? await res.json() : undefined;
  return { ok: res.ok, status: res.status, json };
}

/** Refusals (status per kind of write) over the whole run, printed at the end. */
const refused = new Map<string, number>();

/** Writers run until the process dies under them; only answers that arrived count. */
function startWriters(
  origin: string,
  tokens: { alice: Record<string, string>; paula: Record<string, string> },
  thread: { key: string; order: number },
  cycle: number,
  acked: Acked,
  nextItem: () => number,
) {
  let alive = true;
  const errors: string[] = [];
  const loop = async (fn: (n: number) => Promise<void>) => {
    for (let n = 0; alive; n++) {
      try {
        await fn(n);
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const note = (status: number, what: string) => {
    refused.set(`${what} ${status}`, (refused.get(`${what} ${status}`) ?? 0) + 1);
    if (status >= 500 || status === 0) errors.push(`${what} -> ${status}`);
  };
  const loops = [
    loop(async (n) => {
      const message = `crash c${cycle} question ${n} ${randomBytes(3).toString('hex')}`;
      const r = await post(origin, `/api/web/asks/catitem/crash-0/conv/${thread.key}`, tokens.alice, {
        message,
        styling: 'question',
      });
      if (r.ok) acked.comments.push(message);
      else note(r.status, 'question');
    }),
    loop(async (n) => {
      const message = `crash c${cycle} reply ${n} ${randomBytes(3).toString('hex')}`;
      const r = await post(
        origin,
        `/api/provider/conversations/${thread.key}/threads/${thread.order}/replies`,
        tokens.paula,
        { message },
      );
      if (r.ok) acked.replies.push(message);
      else note(r.status, 'reply');
    }),
    loop(async () => {
      const id = `crash-${nextItem()}`;
      const r = await post(origin, `/api/web/my/store/favourites/${id}/add`, tokens.alice);
      if (r.ok) acked.favourites.push(id);
      else note(r.status, 'favourite');
    }),
    loop(async () => {
      const id = `crash-${nextItem()}`;
      const r = await post(origin, `/api/web/catalog/item/${id}/runtime`, tokens.alice);
      if (r.ok) acked.keys.push(r.json.credential.consumerKey);
      else note(r.status, 'key');
    }),
  ];
  return {
    errors,
    stop: async () => {
      alive = false;
      await Promise.all(loops);
    },
  };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function runTarget(target: Target) {
  const smtp = await startSmtpServer();
  const tokens = await prepare(target);
  const acked: Acked = { comments: [], replies: [], favourites: [], keys: [] };
  const restartMs: number[] = [];
  const serverErrors: string[] = [];
  let item = 1;
  const nextItem = () => {
    if (item >= ITEMS) throw new Error('out of items');
    return item++;
  };
  let thread: { key: string; order: number } | undefined;

  let cycles = CYCLES;
  for (let cycle = 0; cycle <= cycles; cycle++) {
    if (cycle < cycles && Date.now() > STOP_AT) {
      console.log(`  ${target.name}: CRASH_STOP_AT reached after ${cycle} cycles; draining and checking`);
      cycles = cycle;
    }
    const started = Date.now();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = startServer(target, smtp.url, port);
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    await waitUntilReady(child, origin, 180_000);
    restartMs.push(Date.now() - started);
    if (!thread) {
      const page = await (
        await fetch(`${origin}/api/web/asks/catitem/crash-0?pageSize=0`, { headers: tokens.alice })
      ).json();
      const first = await post(
        origin,
        `/api/web/asks/catitem/crash-0/conv/${page.conversation.key}`,
        tokens.alice,
        {
          message: 'crash thread',
          styling: 'question',
        },
      );
      if (!first.ok) throw new Error(`could not open the thread: ${first.status}`);
      thread = { key: page.conversation.key, order: first.json.order };
      // Reply emails go only to users who set a notification email (My Profile): alice sets hers, so
      // every acknowledged provider reply must put one email in the outbox.
      const profile = await fetch(`${origin}/api/web/my/store/collabEmail`, {
        method: 'PUT',
        headers: tokens.alice,
        body: JSON.stringify('alice@example.com'),
      });
      if (!profile.ok) throw new Error(`could not set alice's notification email: ${profile.status}`);
    }
    if (cycle === cycles) {
      await drainOutbox(origin, tokens.paula, started);
      child.kill('SIGTERM');
      await exited;
      break;
    }
    const before = acked.replies.length;
    const writers = startWriters(origin, tokens, thread, cycle, acked, nextItem);
    // The kill comes at a random moment once writes flow (a loaded machine answers the first ones
    // late): after this cycle's first acknowledged reply (it queues an email), or 30 s.
    const flowing = Date.now() + 30_000;
    while (acked.replies.length === before && Date.now() < flowing) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, Math.random() * 2000));
    child.kill('SIGKILL');
    await exited;
    await writers.stop();
    serverErrors.push(...writers.errors.map((e) => `cycle ${cycle}: ${e}`));
    if ((cycle + 1) % 10 === 0) {
      const dup = new Set<string>();
      const ids = new Set<string>();
      for (const m of smtp.received) (ids.has(m.messageId) ? dup : ids).add(m.messageId);
      console.log(
        `  ${target.name}: ${cycle + 1}/${CYCLES} cycles, ${total(acked)} writes acknowledged, ` +
          `${smtp.received.length} emails received, ${dup.size} duplicate, restart p50 ${percentile(restartMs, 50)} ms (${new Date().toISOString()})`,
      );
    }
  }

  const counts = new Map<string, number>();
  for (const m of smtp.received) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
  const duplicates = [...counts.values()].filter((n) => n > 1).length;
  const { lost, lostEmails, expectedEmails, uncertain, uncertainReceived } = await findLost(
    target,
    acked,
    counts,
  );
  await smtp.close();
  console.log(
    `${target.name}: ${cycles} cycles of kill -9; writes acknowledged ${total(acked)} ` +
      `(questions ${acked.comments.length}, replies ${acked.replies.length}, favourites ${acked.favourites.length}, keys ${acked.keys.length}); ` +
      `lost ${lost.length} (target 0); emails received ${smtp.received.length} for ${counts.size} message ids, ` +
      `outbox sent ${expectedEmails}, missing ${lostEmails.length}, duplicate emails ${duplicates} (target 0), ` +
      `uncertain ${uncertain} (handed over when killed, not resent; ${uncertainReceived} of them had reached the server); ` +
      `5xx during writes ${serverErrors.length}; restart p50 ${percentile(restartMs, 50)} ms / p95 ${percentile(restartMs, 95)} ms / max ${Math.max(...restartMs)} ms`,
  );
  if (refused.size) console.log(`  refused writes: ${[...refused].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
  for (const l of [...lost, ...lostEmails, ...serverErrors].slice(0, 20)) console.log(`  ${l}`);
  console.log(
    `  SMTP links broken by kills: ${smtp.counts.connectionErrors} reset, ${smtp.counts.dataAborted} messages abandoned before their dot`,
  );
  return { lost: lost.length + lostEmails.length, duplicates, serverErrors: serverErrors.length, uncertain };
}

const total = (a: Acked) => a.comments.length + a.replies.length + a.favourites.length + a.keys.length;

/**
 * The last run sends what the outbox still holds: a message claimed by a killed process waits out its
 * lease, then is sent; one it had handed over becomes `uncertain` once the lease is over (so the
 * drain lasts at least a lease after the last kill).
 */
async function drainOutbox(origin: string, headers: Record<string, string>, lastKill: number) {
  // A kill storm queues replies' emails faster than restarts let the worker send them (the outbox
  // held ~2,000 after 100 cycles): wait while the backlog shrinks, and give up only after 60 s
  // without progress (or 20 minutes in all).
  const started = Date.now();
  let best = Number.POSITIVE_INFINITY;
  let progressAt = Date.now();
  while (Date.now() - progressAt < 60_000 && Date.now() - started < 20 * 60_000) {
    const res = await fetch(`${origin}/api/provider/email/outbox?status=pending&limit=1`, { headers });
    const pending = res.ok ? Number((await res.json()).total) : best;
    if (pending === 0 && Date.now() > lastKill + LEASE_MS + 1000) return;
    if (pending < best) {
      best = pending;
      progressAt = Date.now();
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(
    `  the outbox still held ${best} pending messages after ${fmtS(Date.now() - started)} s of draining`,
  );
}

const fmtS = (ms: number) => (ms / 1000).toFixed(0);

/** Every acknowledged write in the database; every acknowledged reply's email sent and received. */
async function findLost(target: Target, acked: Acked, received: Map<string, number>) {
  return withDb(target, async (h) => {
    const lost: string[] = [];
    const messages = new Set(
      (await h.db.selectFrom('conversation_comments').select('message').execute()).map((r) => r.message),
    );
    for (const m of [...acked.comments, ...acked.replies])
      if (!messages.has(m)) lost.push(`lost comment "${m}"`);
    const favourites = new Set(
      (
        await h.db
          .selectFrom('user_favourites')
          .innerJoin('users', 'users.id', 'user_favourites.user_id')
          .where('users.username', '=', 'alice')
          .select('item_id')
          .execute()
      ).map((r) => r.item_id),
    );
    for (const id of acked.favourites) if (!favourites.has(id)) lost.push(`lost favourite ${id}`);
    // Keys are sealed at rest (migration 0060): a kept key is found by its hash.
    const keys = new Set(
      (await h.db.selectFrom('runtime_credentials').select('key_hash').execute()).map((r) => r.key_hash),
    );
    for (const k of acked.keys) if (!keys.has(hashSecret(k))) lost.push(`lost key ${k}`);
    const outbox = await sql<{
      idempotency_key: string;
      message_id: string;
      status: string;
      message: string | null;
      attempts: number;
      last_error: string | null;
    }>`
      SELECT idempotency_key, message_id, status, data->>'message' AS message, attempts, last_error
      FROM email_outbox WHERE template = 'reply'`.execute(h.db);
    const lostEmails: string[] = [];
    const queued = new Set(outbox.rows.map((r) => r.message));
    for (const m of acked.replies) if (!queued.has(m)) lostEmails.push(`no email queued for reply "${m}"`);
    let expectedEmails = 0;
    let uncertain = 0;
    let uncertainReceived = 0;
    for (const r of outbox.rows) {
      if (r.status === 'uncertain') {
        uncertain++;
        if (received.has(messageIdOf(r.message_id, PUBLIC_URL))) uncertainReceived++;
        continue;
      }
      if (r.status !== 'sent') {
        lostEmails.push(
          `email ${r.idempotency_key} left ${r.status} after ${r.attempts} attempts (${r.last_error ?? 'no error'})`,
        );
        continue;
      }
      expectedEmails++;
      if (!received.has(messageIdOf(r.message_id, PUBLIC_URL))) {
        lostEmails.push(`email ${r.idempotency_key} marked sent, never received`);
      }
    }
    return { lost, lostEmails, expectedEmails, uncertain, uncertainReceived };
  });
}

export async function benchCrash() {
  // CRASH_TARGETS=pglite or postgres runs one of them (two runs side by side, one log each).
  const only = process.env.CRASH_TARGETS;
  const targets: Target[] = only === 'postgres' ? [] : [await pgliteTarget()];
  const url = process.env.BENCH_DATABASE_URL;
  if (url && only !== 'pglite') targets.push(await postgresTarget(url));
  else if (!url)
    console.log('PostgreSQL: set BENCH_DATABASE_URL to run the same cycles on a fresh PostgreSQL database');
  let failed = 0;
  for (const target of targets) {
    try {
      const r = await runTarget(target);
      if (r.lost || r.duplicates || r.serverErrors) failed++;
    } finally {
      await target.cleanup();
    }
  }
  if (failed) throw new Error('crash safety: writes lost, duplicate emails or 5xx (see above)');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  await benchCrash();
}
