import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { tsWorkerSource } from '../lib/ts-worker.ts';
import { listenPostgres, type Unlisten } from './pg-listener.ts';
import type { WorkerAnswer, WorkerCall } from './pglite-worker.ts';
import type { DB } from './types.ts';

export type Database = Kysely<DB>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Run raw SQL text (may hold several statements); used by migrations. */
  exec(sqlText: string): Promise<void>;
  /**
   * LISTEN for NOTIFY on `channel` (delivered after the notifying transaction commits). PGlite
   * delivers in process; PostgreSQL through a dedicated connection that reconnects by itself, calling
   * `onReconnect` because notifications may have been missed meanwhile.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

// int8 (counts, sums) as JS numbers on both drivers: every id and count we keep fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

interface PgLikeResult {
  rows: unknown[];
  rowCount: number;
  command?: string;
}

/**
 * A pg.Pool look-alike over one PGlite instance, for Kysely's PostgresDialect. PGlite is a single
 * connection: see `pipelinedPool`.
 */
function pgliteAsPool(pglite: PGlite) {
  return pipelinedPool({
    query: (sqlText, params) => pglite.query(sqlText, params as unknown[] | undefined, { rowMode: 'object' }),
  });
}

/** A statement that opens a transaction (Kysely's `begin`, or `start transaction` with settings). */
const OPENS_TRANSACTION = /^\s*(begin|start\s+transaction)\b/i;

/**
 * The pool over one connection that runs statements in the order it receives them. Statements
 * outside a transaction are sent as soon as they are issued, so several may be in flight and the
 * connection runs them back to back (with PGlite on its worker thread, the database no longer waits
 * for the server thread to take each answer before it gets the next statement). A transaction owns
 * the connection from its BEGIN until its borrower releases it: statements issued meanwhile by
 * others wait, in order, and are sent after it. `exclusive` owns it the same way (LISTEN).
 */
export function pipelinedPool(conn: {
  query(sqlText: string, params?: readonly unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
}) {
  let owner: object | null = null;
  const waiting: { who: object; owns: boolean; go: () => void }[] = [];
  /** Resolves when `who` may send; `owns`: it takes the connection until `release(who)`. */
  const turn = (who: object, owns: boolean): Promise<void> | undefined => {
    if (owner === who) return undefined;
    if (owner === null && waiting.length === 0) {
      if (owns) owner = who;
      return undefined;
    }
    return new Promise<void>((go) => {
      waiting.push({ who, owns, go });
    });
  };
  const release = (who: object) => {
    if (owner !== who) return;
    owner = null;
    // Waiters go in order until one takes the connection; their sends run in that order too.
    while (owner === null && waiting.length > 0) {
      const w = waiting.shift()!;
      if (w.owns) owner = w.who;
      w.go();
    }
  };
  return {
    async connect() {
      const client = {
        async query(sqlText: string, params?: readonly unknown[]): Promise<PgLikeResult> {
          const wait = turn(client, OPENS_TRANSACTION.test(sqlText));
          if (wait) await wait;
          const res = await conn.query(sqlText, params);
          const command = sqlText.trimStart().slice(0, 6).toUpperCase();
          return {
            rows: res.rows,
            rowCount: res.affectedRows ?? res.rows.length,
            command: command === 'SELECT' ? 'SELECT' : command,
          };
        },
        release() {
          release(client);
        },
      };
      return client;
    },
    /** Owns the connection (no transaction of another in progress) until `release`. */
    async exclusive() {
      const lease = {
        release() {
          release(lease);
        },
      };
      const wait = turn(lease, true);
      if (wait) await wait;
      return lease;
    },
    async end() {},
  };
}

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dataDir ? `file://${dataDir}` : 'memory://', {
    extensions: { pg_trgm },
    // bytea through Buffer's native hex codec: PGlite's default converts byte by byte (13 MB: 2.4 s
    // to write, 0.8 s to read; with these: 0.4 s and 0.06 s).
    parsers: {
      20: (v: string) => Number(v),
      1700: (v: string) => Number(v),
      17: (v: string) => Buffer.from(v.slice(2), 'hex'),
    },
    serializers: { 17: (v: unknown) => `\\x${Buffer.from(v as Uint8Array).toString('hex')}` },
  });
}

/** A row's byte arrays as Buffers (a worker's Buffers arrive as plain Uint8Arrays). */
function withBuffers(rows: unknown[]) {
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    for (const k in r) {
      const v = r[k];
      if (v instanceof Uint8Array && !Buffer.isBuffer(v))
        r[k] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    }
  }
  return rows;
}

/**
 * The embedded database on a worker thread of its own (db/pglite-worker.ts): the server thread
 * parses, answers and serializes while the database works, so the embedded default uses a second
 * core as PostgreSQL's own processes do. Same semantics as `connectPglite`: statements run in the
 * order they are issued, a transaction at a time (`pipelinedPool`), notifications delivered before
 * the answer of the statement that committed them.
 * Falls back to `connectPglite` where the worker cannot start (no TypeScript loader).
 */
export async function connectPgliteWorker(dataDir: string | undefined): Promise<DbHandle> {
  let worker: Worker;
  try {
    worker = new Worker(tsWorkerSource(new URL('./pglite-worker.ts', import.meta.url)), {
      eval: true,
      workerData: { dataDir },
    });
  } catch {
    return connectPglite(dataDir);
  }
  // The thread keeps the process alive only while a call waits for its answer (as an in-flight
  // socket would): a handle left open does not hold a finished process.
  worker.unref();
  let nextId = 1;
  let failure: Error | null = null;
  const waiting = new Map<number, { resolve: (a: WorkerAnswer) => void; reject: (e: Error) => void }>();
  // Several listeners may share a channel (apps on one handle); the worker listens once per channel.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (a: WorkerAnswer) => {
      if ('ready' in a) return resolve();
      if ('failed' in a) return reject(Object.assign(new Error(String(a.failed.message)), a.failed));
      if ('notify' in a) {
        for (const listener of listeners.get(a.notify) ?? []) listener(a.payload);
        return;
      }
      const w = waiting.get(a.id);
      waiting.delete(a.id);
      if (waiting.size === 0) worker.unref();
      if (a.ok) w?.resolve(a);
      else w?.reject(Object.assign(new Error(String(a.error.message)), a.error));
    });
    const fail = (err: Error) => {
      failure ??= err;
      reject(err);
      for (const w of waiting.values()) w.reject(err);
      waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  });
  await ready;
  const call = (c: DistributiveOmit<WorkerCall, 'id'>) =>
    new Promise<Extract<WorkerAnswer, { ok: true }>>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve: resolve as (a: WorkerAnswer) => void, reject });
      worker.postMessage({ ...c, id });
    });
  const pool = pipelinedPool({
    async query(sqlText, params) {
      const a = await call({ op: 'query', sql: sqlText, params: params as unknown[] | undefined });
      const rows = withBuffers(a.rows ?? []);
      return { rows, affectedRows: a.affectedRows };
    },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the pool shape is duck-typed by Kysely
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as any }) });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async exec(sqlText) {
      await call({ op: 'exec', sql: sqlText });
    },
    async listen(channel, onPayload) {
      // A distinct function per listen, so the same callback listened twice is removed once per unlisten.
      const listener = (payload: string) => onPayload(payload);
      const lease = await pool.exclusive();
      try {
        let set = listeners.get(channel);
        if (!set) {
          set = new Set();
          listeners.set(channel, set);
          await call({ op: 'listen', channel });
        }
        set.add(listener);
      } finally {
        lease.release();
      }
      return async () => {
        const set = listeners.get(channel);
        if (!set?.delete(listener) || set.size > 0) return;
        listeners.delete(channel);
        if (!closed && !failure) await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      if (!failure) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export async function connectPglite(dataDir: string | undefined): Promise<DbHandle> {
  const pglite = await openPglite(dataDir);
  const pool = pgliteAsPool(pglite);
  // biome-ignore lint/suspicious/noExplicitAny: the pool shape is duck-typed by Kysely
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as any }) });
  return {
    db,
    kind: 'pglite',
    async exec(sqlText) {
      await pglite.exec(sqlText);
    },
    async listen(channel, onPayload) {
      // LISTEN through the pool, so it never lands inside another borrower's transaction.
      const lease = await pool.exclusive();
      try {
        const unlisten = await pglite.listen(channel, onPayload);
        return async () => {
          if (!pglite.closed) await unlisten();
        };
      } finally {
        lease.release();
      }
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) {
        if (dataDir) await pglite.query('CHECKPOINT');
        await pglite.close();
      }
    },
  };
}

/** Distinct statement texts that get a name (prepared once per connection); later ones run unnamed. */
export const MAX_NAMED_STATEMENTS = 2000;

/**
 * Statements with parameters run as named prepared statements: PostgreSQL parses and analyses
 * each text once per connection instead of on every execution (the load bench's statements are a
 * few dozen texts run thousands of times). Only texts with parameters: they already use the
 * extended protocol, so a named one behaves the same (a text without parameters goes through the
 * simple protocol, where it may hold several statements, as migrations do). The name is the
 * text's hash; past MAX_NAMED_STATEMENTS distinct texts (IN lists of every length, say) the rest
 * run unnamed, so a connection's prepared statements stay bounded.
 */
export function nameStatements(pool: pg.Pool, max = MAX_NAMED_STATEMENTS) {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `sf_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads
    (client as any).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
        const name = nameOf(text);
        if (name) return query({ name, text, values }, ...rest);
      }
      return query(text, values, ...rest);
    };
  });
  return names;
}

export function connectPostgres(url: string, options: { searchPath?: string; max?: number } = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  nameStatements(pool);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    listen: (channel, onPayload, onReconnect) =>
      listenPostgres(
        { connectionString: url, searchPath: options.searchPath },
        channel,
        onPayload,
        onReconnect,
      ),
    async close() {
      await db.destroy();
    },
  };
}

export async function connect(opts: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** Where PGlite runs: its own worker thread (the server's default), or this thread. */
  pgliteThread?: 'worker' | 'main';
}) {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl);
  const dir = opts.inMemory ? undefined : opts.dataDir;
  return opts.pgliteThread === 'worker' ? connectPgliteWorker(dir) : connectPglite(dir);
}
