import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbHandle } from '../../../db/connection.ts';
import { createTestDb } from '../../../test/db.ts';
import { DetailsStateReader } from './state-reader.ts';
import { makeItem } from './test-factories.ts';

/** A view of the database that counts the statements sent through it. */
function counting(db: Database) {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements: () => statements };
}

describe('DetailsStateReader', () => {
  let handle: DbHandle;
  let users: number[];
  beforeAll(async () => {
    handle = await createTestDb();
    const rows = await handle.db
      .insertInto('users')
      .values([
        { iss: 'test', sub: 's-1', username: 'u1' },
        { iss: 'test', sub: 's-2', username: 'u2' },
      ])
      .returning('id')
      .execute();
    users = rows.map((r) => r.id);
    await makeItem(handle.db, 'x');
    await makeItem(handle.db, 'y');
    await handle.db.insertInto('user_favourites').values({ user_id: users[0], item_id: 'x' }).execute();
    await handle.db.insertInto('user_watches').values({ user_id: users[1], item_id: 'x' }).execute();
  });
  afterAll(() => handle.close());

  it('answers concurrent reads from one statement, each with its own flags', async () => {
    const c = counting(handle.db);
    const reader = new DetailsStateReader(c.db);
    const [a, b, y, gone] = await Promise.all([
      reader.read('x', users[0]),
      reader.read('x', users[1]),
      reader.read('y', users[0]),
      reader.read('gone', users[0]),
    ]);
    expect(c.statements()).toBe(1);
    expect(a).toMatchObject({ favourite: true, watched: false });
    expect(b).toMatchObject({ favourite: false, watched: true });
    expect(a.version).toMatch(/^\d+$/);
    expect(b.version).toBe(a.version);
    expect(y).toMatchObject({ favourite: false, watched: false });
    expect(y.version).toMatch(/^\d+$/);
    expect(gone).toEqual({ version: null, favourite: false, watched: false });
  });

  it('sees a write committed before the read', async () => {
    const reader = new DetailsStateReader(handle.db);
    const before = await reader.read('y', users[0]);
    await handle.db.updateTable('catalog_items').set({ name: 'Why' }).where('id', '=', 'y').execute();
    const after = await reader.read('y', users[0]);
    expect(after.version).not.toBe(before.version);
  });

  it('starts a later read at once instead of waiting for a statement still running', async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    let started = 0;
    const slowFirst: KyselyPlugin = {
      transformQuery: (args) => {
        started++;
        return args.node;
      },
      // The first answer is held (with its connection: PGlite's only one) until the gate opens.
      transformResult: async (args) => {
        if (started === 1) await gate;
        return args.result;
      },
    };
    const reader = new DetailsStateReader(handle.db.withPlugin(slowFirst));
    const slow = reader.read('x', users[0]);
    let later: Promise<{ watched: boolean }>;
    try {
      await new Promise((r) => setTimeout(r, 50));
      expect(started).toBe(1);
      later = reader.read('x', users[1]);
      await new Promise((r) => setTimeout(r, 50));
      // The later read's statement started while the first was still unanswered.
      expect(started).toBe(2);
    } finally {
      open();
    }
    expect((await slow).favourite).toBe(true);
    expect((await later).watched).toBe(true);
  });

  it('lets reads arriving while the statement waits for a connection join it', async () => {
    const c = counting(handle.db);
    let lend!: () => void;
    const free = new Promise<void>((r) => {
      lend = r;
    });
    // A database whose connections are all busy until `lend`.
    const busy = {
      connection: () => ({
        execute: async <R>(run: (db: Database) => Promise<R>) => {
          await free;
          return run(c.db);
        },
      }),
    } as unknown as Database;
    const reader = new DetailsStateReader(busy);
    const first = reader.read('x', users[0]);
    await new Promise((r) => setTimeout(r, 20));
    const later = [reader.read('x', users[1]), reader.read('y', users[0])];
    await new Promise((r) => setTimeout(r, 20));
    lend();
    const [a, b, y] = await Promise.all([first, ...later]);
    expect(c.statements()).toBe(1);
    expect(a.favourite).toBe(true);
    expect(b.watched).toBe(true);
    expect(y).toMatchObject({ favourite: false, watched: false });
  });

  it('fails the reads waiting for a connection that cannot be had, and serves later ones', async () => {
    let broken = true;
    const flaky = {
      connection: () => ({
        execute: async <R>(run: (db: Database) => Promise<R>) => {
          if (broken) throw new Error('no connection');
          return run(handle.db);
        },
      }),
    } as unknown as Database;
    const reader = new DetailsStateReader(flaky);
    await expect(reader.read('x', users[0])).rejects.toThrow('no connection');
    broken = false;
    expect((await reader.read('x', users[0])).favourite).toBe(true);
  });

  it('runs later reads after a failed statement and passes the error on', async () => {
    let fail = true;
    const flaky: KyselyPlugin = {
      transformQuery: (args) => {
        if (fail) {
          fail = false;
          throw new Error('connection lost');
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const reader = new DetailsStateReader(handle.db.withPlugin(flaky));
    await expect(reader.read('x', users[0])).rejects.toThrow('connection lost');
    expect((await reader.read('x', users[0])).favourite).toBe(true);
  });
});
