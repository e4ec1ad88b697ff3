import type { Kysely } from 'kysely';
import type { Unlisten } from './pg-listener.ts';
import type { DB } from './types.ts';

/** The one database type: a Kysely instance over the whole schema (db/types.ts). */
export type Database = Kysely<DB>;

/** An open database, whichever engine runs it (pglite.ts, pglite-worker-client.ts, postgres.ts). */
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
