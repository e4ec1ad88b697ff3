import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type { DbHandle } from './handle.ts';
import { pipelinedPool } from './pipelined-pool.ts';
import type { DB } from './types.ts';

/**
 * The embedded database (PGlite) on this thread: files in `dataDir`, or in memory without one. The
 * worker thread (pglite-worker.ts) opens its instance with `openPglite` too, so both read the same
 * types the same way.
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dataDir ? `file://${dataDir}` : 'memory://', {
    extensions: { pg_trgm },
    // A data directory dumped by dumpDataDir (the tests' migrated template): no initdb, no migrations.
    loadDataDir,
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

/**
 * A pg.Pool look-alike over one PGlite instance, for Kysely's PostgresDialect. PGlite is a single
 * connection: see `pipelinedPool`.
 */
function pgliteAsPool(pglite: PGlite) {
  return pipelinedPool({
    query: (sqlText, params) => pglite.query(sqlText, params as unknown[] | undefined, { rowMode: 'object' }),
  });
}

export async function connectPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DbHandle> {
  return pgliteHandle(await openPglite(dataDir, loadDataDir), dataDir);
}

/** The handle over an open instance; `close` closes the instance too. */
export function pgliteHandle(pglite: PGlite, dataDir: string | undefined): DbHandle {
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
