import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { DbHandle } from './handle.ts';
import { migrate } from './migrate.ts';
import { connectPglite } from './pglite.ts';
import { connectPgliteWorker } from './pglite-worker-client.ts';

/**
 * The embedded database on its own thread (the server's default, PGLITE_THREAD=worker) behaves as
 * PGlite on the server's thread: rows, bytes as Buffers, errors with their codes, notifications
 * before the answer of the statement that committed them, one borrower at a time, files on close.
 */
describe('PGlite on a worker thread', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await connectPgliteWorker(undefined);
    await migrate(handle);
  }, 120_000);
  afterAll(() => handle?.close());

  it('answers queries through Kysely, with dates, numbers and JSON as on the server thread', async () => {
    const { rows } = await sql<{ n: number; at: Date; j: { a: number[] }; t: string }>`
      SELECT 41::bigint + ${1}::int AS n, now() AS at, '{"a":[1,2]}'::json AS j, ${'x'}::text AS t`.execute(
      handle.db,
    );
    expect(rows[0].n).toBe(42);
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].j).toEqual({ a: [1, 2] });
    expect(rows[0].t).toBe('x');
    const count = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    expect(typeof count[0].n).toBe('number');
  });

  it('carries bytes both ways as Buffers, small and large', async () => {
    for (const size of [10, 300_000]) {
      const bytes = Buffer.alloc(size, 7);
      bytes[size - 1] = 9;
      const { rows } = await sql<{ b: Buffer; len: number }>`
        SELECT ${bytes}::bytea AS b, length(${bytes}::bytea) AS len`.execute(handle.db);
      expect(Buffer.isBuffer(rows[0].b)).toBe(true);
      expect(rows[0].len).toBe(size);
      expect(rows[0].b.equals(bytes)).toBe(true);
    }
  });

  it('rejects with the database error code and message', async () => {
    await handle.exec('CREATE TABLE worker_unique (id int PRIMARY KEY)');
    await sql`INSERT INTO worker_unique VALUES (${1})`.execute(handle.db);
    const err = await sql`INSERT INTO worker_unique VALUES (${1})`.execute(handle.db).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe('23505');
    expect(err.message).toMatch(/duplicate key/);
    // The connection is usable after the error.
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM worker_unique`.execute(
      handle.db,
    );
    expect(rows[0].n).toBe(1);
  });

  it('delivers a notification before the answer of the statement that committed it', async () => {
    const seen: string[] = [];
    const unlisten = await handle.listen('worker_channel', (payload) => seen.push(payload));
    await sql`SELECT pg_notify('worker_channel', ${'first'})`.execute(handle.db);
    expect(seen).toEqual(['first']);
    await handle.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_notify('worker_channel', ${'in transaction'})`.execute(trx);
      expect(seen).toEqual(['first']);
    });
    expect(seen).toEqual(['first', 'in transaction']);
    await unlisten();
    await sql`SELECT pg_notify('worker_channel', ${'after'})`.execute(handle.db);
    expect(seen).toEqual(['first', 'in transaction']);
  });

  it('delivers to every listener of a channel, and keeps the others when one stops', async () => {
    const a: string[] = [];
    const b: string[] = [];
    const stopA = await handle.listen('worker_shared', (p) => a.push(p));
    const stopB = await handle.listen('worker_shared', (p) => b.push(p));
    await sql`SELECT pg_notify('worker_shared', ${'both'})`.execute(handle.db);
    await stopA();
    await sql`SELECT pg_notify('worker_shared', ${'b only'})`.execute(handle.db);
    expect(a).toEqual(['both']);
    expect(b).toEqual(['both', 'b only']);
    await stopB();
    await sql`SELECT pg_notify('worker_shared', ${'nobody'})`.execute(handle.db);
    expect(b).toEqual(['both', 'b only']);
  });

  it('gives the database to one borrower at a time: a transaction owns it until it ends', async () => {
    await handle.exec('CREATE TABLE worker_tx (v int)');
    const order: string[] = [];
    let inside!: () => void;
    const started = new Promise<void>((r) => {
      inside = r;
    });
    const tx = handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO worker_tx VALUES (${1})`.execute(trx);
      inside();
      await new Promise((r) => setTimeout(r, 50));
      order.push('commit');
    });
    await started;
    const read = sql<{ n: number }>`SELECT count(*)::int AS n FROM worker_tx`.execute(handle.db).then((r) => {
      order.push('read');
      return r.rows[0].n;
    });
    await tx;
    expect(await read).toBe(1);
    expect(order).toEqual(['commit', 'read']);
    const failed = await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO worker_tx VALUES (${2})`.execute(trx);
        throw new Error('roll back');
      })
      .catch((e) => e.message);
    expect(failed).toBe('roll back');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM worker_tx`.execute(handle.db);
    expect(rows[0].n).toBe(1);
  });

  it('writes its files on close: the directory opens again, on either thread', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-pglite-worker-'));
    try {
      const first = await connectPgliteWorker(dir);
      await first.exec('CREATE TABLE kept (v text)');
      await sql`INSERT INTO kept VALUES (${'written on the worker'})`.execute(first.db);
      await first.close();
      await first.close();
      const again = await connectPglite(dir);
      const { rows } = await sql<{ v: string }>`SELECT v FROM kept`.execute(again.db);
      expect(rows.map((r) => r.v)).toEqual(['written on the worker']);
      await again.close();
      const third = await connectPgliteWorker(dir);
      expect((await sql<{ v: string }>`SELECT v FROM kept`.execute(third.db)).rows).toHaveLength(1);
      await third.close();
      await expect(sql`SELECT 1`.execute(third.db)).rejects.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('is the default for the server, and PGLITE_THREAD is checked', () => {
    expect(loadConfig({}).pgliteThread).toBe('worker');
    expect(loadConfig({ PGLITE_THREAD: 'main' }).pgliteThread).toBe('main');
    expect(() => loadConfig({ PGLITE_THREAD: 'both' })).toThrow(
      'PGLITE_THREAD must be one of worker, main, got "both"',
    );
  });
});
