import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../test/db.ts';
import { nameStatements } from './postgres.ts';

/** A pool that hands out one client recording what it is asked to run. */
function fakePool() {
  const pool = new EventEmitter();
  const calls: unknown[][] = [];
  const client = { query: (...args: unknown[]) => calls.push(args) };
  return { pool: pool as unknown as pg.Pool, connect: () => pool.emit('connect', client), client, calls };
}

describe('named statements (PostgreSQL)', () => {
  it('names statements with parameters by their text and leaves the rest to the simple protocol', () => {
    const f = fakePool();
    nameStatements(f.pool);
    f.connect();
    f.client.query('select $1::int', [1]);
    f.client.query('select $1::int', [2]);
    f.client.query('select 1; select 2', []);
    f.client.query('begin');
    const [a, b, c, d] = f.calls;
    const first = a[0] as { name: string; text: string; values: unknown[] };
    expect(first).toMatchObject({ text: 'select $1::int', values: [1] });
    expect(first.name).toMatch(/^sf_/);
    expect(b[0]).toEqual({ name: first.name, text: 'select $1::int', values: [2] });
    expect(c.slice(0, 2)).toEqual(['select 1; select 2', []]);
    expect(d[0]).toBe('begin');
  });

  it('runs texts past the bound unnamed, so prepared statements stay bounded', () => {
    const f = fakePool();
    const names = nameStatements(f.pool, 2);
    f.connect();
    for (const n of [1, 2, 3, 1]) f.client.query(`select $1::int + ${n}`, [n]);
    expect(names.size).toBe(2);
    expect(typeof f.calls[2][0]).toBe('string');
    expect(f.calls[3][0]).toMatchObject({ name: names.get('select $1::int + 1') });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'prepares each text once per connection on PostgreSQL',
    async () => {
      const handle = await createTestDb();
      try {
        const counts = await handle.db.transaction().execute(async (trx) => {
          for (const id of [1, 2, 3]) await sql`SELECT ${id}::int + 40 AS answer`.execute(trx);
          const { rows } = await sql<{ n: number; calls: number }>`
          SELECT count(*)::int AS n FROM pg_prepared_statements
          WHERE statement = 'SELECT $1::int + 40 AS answer'`.execute(trx);
          return rows[0];
        });
        expect(counts.n).toBe(1);
        const { rows } = await sql<{ answer: number }>`SELECT ${2}::int + 40 AS answer`.execute(handle.db);
        expect(rows[0].answer).toBe(42);
      } finally {
        await handle.close();
      }
    },
  );
});
