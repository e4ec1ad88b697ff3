/**
 * The database entry: `connect` picks the engine from the configuration, and this file re-exports
 * the public names of the layer so importers need only this path.
 *
 *   handle.ts                `Database` (Kysely<DB>) and `DbHandle`, what every engine returns
 *   postgres.ts              PostgreSQL through a pg.Pool (DATABASE_URL), named prepared statements
 *   pglite.ts                the embedded PGlite on this thread
 *   pglite-worker-client.ts  the embedded PGlite on a worker thread (its worker: pglite-worker.ts)
 *   pipelined-pool.ts        the pool over PGlite's single connection that both PGlite variants use
 */
import type { DbHandle } from './handle.ts';
import { connectPglite } from './pglite.ts';
import { connectPgliteWorker } from './pglite-worker-client.ts';
import { connectPostgres } from './postgres.ts';

export type { Database, DbHandle } from './handle.ts';
export { connectPglite, openPglite } from './pglite.ts';
export { connectPgliteWorker } from './pglite-worker-client.ts';
export { pipelinedPool } from './pipelined-pool.ts';
export { connectPostgres, MAX_NAMED_STATEMENTS, nameStatements } from './postgres.ts';

/** Opens the configured database: PostgreSQL when `databaseUrl` is set, else PGlite. */
export async function connect(opts: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** Where PGlite runs: its own worker thread (the server's default), or this thread. */
  pgliteThread?: 'worker' | 'main';
}): Promise<DbHandle> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl);
  const dir = opts.inMemory ? undefined : opts.dataDir;
  return opts.pgliteThread === 'worker' ? connectPgliteWorker(dir) : connectPglite(dir);
}
