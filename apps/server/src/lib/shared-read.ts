import type { Database } from '../db/connection.ts';

/**
 * Concurrent callers asking the same question share one read: a caller joins a read only while it
 * has not started, so every caller sees each write that committed before it asked. A read is sent
 * after the current I/O phase (callers parsed in it share it) and, given `db`, once one of its
 * connections is free: callers arriving while it waits for the connection join it too, so under
 * load (when reads wait longest) more callers share each read and no caller waits for a read that
 * had started before it came. Different keys read separately.
 */
export class SharedRead<T> {
  private readonly waiting = new Map<string, Promise<T>>();

  constructor(
    private readonly read: (key: string, db?: Database) => Promise<T>,
    private readonly db?: Database,
  ) {}

  get(key: string): Promise<T> {
    const known = this.waiting.get(key);
    if (known) return known;
    const started = new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        const send = (db?: Database) => {
          this.waiting.delete(key);
          return this.read(key, db);
        };
        (this.db ? this.db.connection().execute(send) : send()).then(resolve, reject);
      });
    });
    this.waiting.set(key, started);
    // A read that failed before it started (no connection) is not joined after.
    started.catch(() => {
      if (this.waiting.get(key) === started) this.waiting.delete(key);
    });
    return started;
  }
}
