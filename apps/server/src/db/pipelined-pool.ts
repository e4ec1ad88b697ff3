/** What Kysely's PostgresDialect reads from a pg.Pool client's answer. */
interface PgLikeResult {
  rows: unknown[];
  rowCount: number;
  command?: string;
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
