import type { Database } from '../../../db/connection.ts';
import { DetailsStateCache } from './state-cache.ts';
import { type DetailsState, findDetailsStates, type StateKey } from './version-repository.ts';

const MAX_BATCH = 500;

interface Waiting extends StateKey {
  resolve: (state: DetailsState) => void;
  reject: (err: unknown) => void;
}

/**
 * Reads the details state of concurrent requests in shared statements. A request joins only a
 * statement not yet started, so it always sees every write committed before it arrived (a client's
 * own PATCH included). One statement runs at a time; requests arriving meanwhile form the next.
 * With a live `cache`, `cached` answers known pairs without a statement and statements fill it.
 */
export class DetailsStateReader {
  private waiting: Waiting[] = [];
  private running = false;
  private scheduled = false;

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
    if (this.running || this.scheduled || this.waiting.length === 0) return;
    this.scheduled = true;
    // After the current I/O phase, so requests parsed in it share the statement.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush() {
    if (this.running) return;
    const batch = this.waiting.splice(0, MAX_BATCH);
    if (batch.length === 0) return;
    this.running = true;
    try {
      const stamp = this.cache.stamp();
      const states = await findDetailsStates(this.db, batch);
      this.cache.store(stamp, batch, states);
      batch.forEach((w, i) => {
        w.resolve(states[i]);
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
    } finally {
      this.running = false;
      this.schedule();
    }
  }
}
