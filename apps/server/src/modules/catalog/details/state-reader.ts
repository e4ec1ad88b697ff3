import type { Database } from '../../../db/connection.ts';
import { DetailsStateCache, stateCacheOf } from './state-cache.ts';
import { type DetailsState, findDetailsStates, type StateKey } from './version-repository.ts';

const MAX_BATCH = 500;

interface Waiting extends StateKey {
  resolve: (state: DetailsState) => void;
  reject: (err: unknown) => void;
}

/**
 * Reads the details state of concurrent requests in shared statements. A request joins only a
 * statement not yet started, so it always sees every write committed before it arrived (a client's
 * own PATCH included). A statement is formed after the current I/O phase, once one of the
 * database's connections is free, from every request waiting by then: under load (when connections
 * are scarce) more requests share each statement, and none waits for a statement that had started
 * before it came (waiting for one made a summary wait for two statements, 1.5 times the other
 * routes' latency at 200 connections). With a live `cache`, `cached` answers known pairs without a
 * statement and statements fill it.
 */
export class DetailsStateReader {
  private waiting: Waiting[] = [];
  /** A statement is waiting for its connection: requests arriving now join it. */
  private forming = false;

  constructor(
    private readonly db: Database,
    readonly cache = new DetailsStateCache(),
  ) {}

  /** The state from the cache when it is live and holds the pair; otherwise `read` it. */
  cached(itemId: string, userId: number): DetailsState | undefined {
    return this.cache.get(itemId, userId);
  }

  read(itemId: string, userId: number): Promise<DetailsState> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ itemId, userId, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.forming || this.waiting.length === 0) return;
    this.forming = true;
    // After the current I/O phase, so requests parsed in it share the statement.
    setImmediate(() => {
      let formed = false;
      this.db
        .connection()
        .execute(async (conn) => {
          formed = true;
          const batch = this.waiting.splice(0, MAX_BATCH);
          this.forming = false;
          this.schedule();
          await this.flush(conn, batch);
        })
        .catch((err: unknown) => {
          if (formed) return;
          // No connection: the requests waiting for it fail; later ones try again.
          this.forming = false;
          for (const w of this.waiting.splice(0)) w.reject(err);
        });
    });
  }

  private async flush(db: Database, batch: Waiting[]) {
    try {
      const stamp = this.cache.stamp();
      const states = await findDetailsStates(db, batch);
      this.cache.store(stamp, batch, states);
      batch.forEach((w, i) => {
        w.resolve(states[i]);
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}

const readers = new WeakMap<Database, DetailsStateReader>();

/**
 * The database's one reader (over its shared state cache): summaries and search pages (their
 * cards' flags) that wait together share statements.
 */
export function stateReaderOf(db: Database): DetailsStateReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = new DetailsStateReader(db, stateCacheOf(db));
    readers.set(db, reader);
  }
  return reader;
}
