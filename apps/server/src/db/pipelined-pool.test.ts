import { describe, expect, it } from 'vitest';
import { pipelinedPool } from './pipelined-pool.ts';

/** A connection that records each statement as it is sent and answers when told to. */
function fakeConnection() {
  const sent: string[] = [];
  const pending: (() => void)[] = [];
  return {
    sent,
    /** Answers every statement sent so far. */
    answerAll() {
      for (const answer of pending.splice(0)) answer();
    },
    conn: {
      query(sqlText: string) {
        sent.push(sqlText);
        return new Promise<{ rows: unknown[] }>((resolve) => {
          pending.push(() => resolve({ rows: [] }));
        });
      },
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('pipelinedPool', () => {
  it('sends statements outside a transaction without waiting for earlier answers, in order', async () => {
    const f = fakeConnection();
    const pool = pipelinedPool(f.conn);
    const answers = ['a', 'b', 'c'].map(async (s) => (await pool.connect()).query(s));
    await tick();
    expect(f.sent).toEqual(['a', 'b', 'c']);
    f.answerAll();
    expect((await Promise.all(answers)).map((r) => r.command)).toEqual(['A', 'B', 'C']);
  });

  it("holds others' statements while a transaction is open, then sends them in order", async () => {
    const f = fakeConnection();
    const pool = pipelinedPool(f.conn);
    const tx = await pool.connect();
    const begun = tx.query('begin');
    await tick();
    const other = await pool.connect();
    const held = other.query('select 1');
    await tick();
    expect(f.sent).toEqual(['begin']);
    f.answerAll();
    await begun;
    // The transaction goes on, its statements sent at once; the other's still waits.
    const insert = tx.query('insert 1');
    await tick();
    expect(f.sent).toEqual(['begin', 'insert 1']);
    f.answerAll();
    await insert;
    const commit = tx.query('commit');
    await tick();
    f.answerAll();
    await commit;
    expect(f.sent).toEqual(['begin', 'insert 1', 'commit']);
    tx.release();
    await tick();
    expect(f.sent).toEqual(['begin', 'insert 1', 'commit', 'select 1']);
    f.answerAll();
    await held;
  });

  it('lets waiters go in order until the next transaction, which then owns the connection', async () => {
    const f = fakeConnection();
    const pool = pipelinedPool(f.conn);
    const a = await pool.connect();
    void a.query('BEGIN');
    const [b, c, d] = [await pool.connect(), await pool.connect(), await pool.connect()];
    void b.query('select b');
    void c.query('START TRANSACTION ISOLATION LEVEL SERIALIZABLE');
    void d.query('select d');
    await tick();
    expect(f.sent).toEqual(['BEGIN']);
    a.release();
    await tick();
    expect(f.sent).toEqual(['BEGIN', 'select b', 'START TRANSACTION ISOLATION LEVEL SERIALIZABLE']);
    c.release();
    await tick();
    expect(f.sent).toEqual([
      'BEGIN',
      'select b',
      'START TRANSACTION ISOLATION LEVEL SERIALIZABLE',
      'select d',
    ]);
    f.answerAll();
  });

  it('gives an exclusive lease only outside transactions, and holds others meanwhile', async () => {
    const f = fakeConnection();
    const pool = pipelinedPool(f.conn);
    const tx = await pool.connect();
    void tx.query('begin');
    let leased = false;
    const lease = pool.exclusive().then((l) => {
      leased = true;
      return l;
    });
    await tick();
    expect(leased).toBe(false);
    tx.release();
    const held = await lease;
    void (await pool.connect()).query('select after');
    await tick();
    expect(f.sent).toEqual(['begin']);
    held.release();
    await tick();
    expect(f.sent).toEqual(['begin', 'select after']);
    // A release by a borrower that owns nothing changes nothing.
    (await pool.connect()).release();
    f.answerAll();
  });
});
