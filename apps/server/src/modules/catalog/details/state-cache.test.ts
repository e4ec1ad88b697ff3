import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/connection.ts';
import { createTestDb } from '../../../test/db.ts';
import {
  DETAILS_CHANNEL_PREFIX,
  DetailsStateCache,
  holdStateCache,
  MAX_ITEMS_PER_USER,
  stateCacheOf,
} from './state-cache.ts';
import { makeItem } from './test-factories.ts';
import { currentSchema } from './version-repository.ts';

const state = (version: string | null, favourite = false, watched = false) => ({
  version,
  favourite,
  watched,
});

function liveCache() {
  const cache = new DetailsStateCache();
  cache.setLive(true);
  return cache;
}

describe('DetailsStateCache', () => {
  it('holds nothing and stores nothing until live', () => {
    const cache = new DetailsStateCache();
    cache.store(cache.stamp(), [{ itemId: 'a', userId: 1 }], [state('7', true)]);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.setLive(true);
    cache.store(cache.stamp(), [{ itemId: 'a', userId: 1 }], [state('7', true)]);
    expect(cache.get('a', 1)).toEqual(state('7', true));
    cache.setLive(false);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.size).toEqual({ items: 0, users: 0, pairs: 0 });
  });

  it('answers each pair with its own flags and the item version shared by all users', () => {
    const cache = liveCache();
    cache.store(
      cache.stamp(),
      [
        { itemId: 'a', userId: 1 },
        { itemId: 'a', userId: 2 },
        { itemId: 'gone', userId: 1 },
      ],
      [state('7', true, false), state('7', false, true), state(null)],
    );
    expect(cache.get('a', 1)).toEqual(state('7', true, false));
    expect(cache.get('a', 2)).toEqual(state('7', false, true));
    expect(cache.get('gone', 1)).toEqual(state(null));
    expect(cache.get('a', 3)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('does not store what a statement read while a notification arrived', () => {
    const cache = liveCache();
    const stamp = cache.stamp();
    cache.apply('{"users":["1"]}');
    cache.store(stamp, [{ itemId: 'a', userId: 1 }], [state('7', true)]);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('drops the items and users a notification names, everything for "all" or an unreadable one', () => {
    const cache = liveCache();
    const fill = () =>
      cache.store(
        cache.stamp(),
        [
          { itemId: 'a', userId: 1 },
          { itemId: 'b', userId: 1 },
          { itemId: 'a', userId: 2 },
        ],
        [state('1'), state('2'), state('1')],
      );
    fill();
    cache.apply('{"items":["a"]}');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('b', 1)).toEqual(state('2'));

    fill();
    cache.apply('{"users":["1"]}');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 2)).toEqual(state('1'));

    for (const payload of ['{"all":true}', 'not json', '{}', '{"items":"a"}']) {
      fill();
      cache.apply(payload);
      expect(cache.size, payload).toEqual({ items: 0, users: 0, pairs: 0 });
    }
  });

  it('keeps at most MAX_ITEMS_PER_USER items per user, the most recent', () => {
    const cache = liveCache();
    const keys = Array.from({ length: MAX_ITEMS_PER_USER + 5 }, (_, i) => ({ itemId: `i${i}`, userId: 1 }));
    cache.store(
      cache.stamp(),
      keys,
      keys.map(() => state('1')),
    );
    expect(cache.size.pairs).toBe(MAX_ITEMS_PER_USER);
    expect(cache.get('i0', 1)).toBeUndefined();
    expect(cache.get(`i${MAX_ITEMS_PER_USER + 4}`, 1)).toEqual(state('1'));
  });
});

describe('DetailsStateCache flags for lists', () => {
  it('answers only when every id is known, and shares entries with the details pairs', () => {
    const cache = liveCache();
    expect(cache.flagsOf(1, ['a'])).toBeUndefined();
    cache.storeFlags(cache.stamp(), 1, ['a', 'b', 'c'], {
      favourites: new Set(['a']),
      watched: new Set(['a', 'c']),
    });
    expect(cache.flagsOf(1, ['a', 'b', 'c'])).toEqual({
      favourites: new Set(['a']),
      watched: new Set(['a', 'c']),
    });
    expect(cache.flagsOf(1, ['a', 'd'])).toBeUndefined();
    expect(cache.flagsOf(2, ['a'])).toBeUndefined();
    const stale = cache.stamp();
    cache.apply('{"users":["1"]}');
    expect(cache.flagsOf(1, ['a'])).toBeUndefined();
    cache.storeFlags(stale, 1, ['a'], { favourites: new Set(['a']), watched: new Set() });
    expect(cache.flagsOf(1, ['a'])).toBeUndefined();
    cache.setLive(false);
    cache.storeFlags(cache.stamp(), 1, ['a'], { favourites: new Set(), watched: new Set() });
    expect(cache.flagsOf(1, ['a'])).toBeUndefined();
  });
});

describe('holdStateCache', () => {
  it('keeps the shared cache live while any holder remains (PGlite), never on PostgreSQL', async () => {
    const handle = await createTestDb();
    try {
      const cache = stateCacheOf(handle.db);
      expect(stateCacheOf(handle.db)).toBe(cache);
      const first = await holdStateCache(handle);
      const second = await holdStateCache(handle);
      expect(cache.live).toBe(handle.kind === 'pglite');
      await first();
      await first();
      expect(cache.live).toBe(handle.kind === 'pglite');
      await second();
      expect(cache.live).toBe(false);
      const again = await holdStateCache(handle);
      expect(cache.live).toBe(handle.kind === 'pglite');
      await again();
    } finally {
      await handle.close();
    }
  });
});

/** Migration 0045 on this database: what a listener hears after each write. */
describe('details change notifications', () => {
  let handle: DbHandle;
  let userId: number;
  const heard: string[] = [];
  let unlisten: () => Promise<void>;

  beforeAll(async () => {
    handle = await createTestDb();
    const [user] = await handle.db
      .insertInto('users')
      .values({ iss: 'test', sub: 'n-1', username: 'n1' })
      .returning('id')
      .execute();
    userId = user.id;
    await makeItem(handle.db, 'n-item');
    unlisten = await handle.listen(`${DETAILS_CHANNEL_PREFIX}${await currentSchema(handle.db)}`, (p) =>
      heard.push(p),
    );
  });
  afterAll(async () => {
    await unlisten?.();
    await handle?.close();
  });

  /** The payloads heard for `write`, parsed (PostgreSQL delivers them a moment after the commit). */
  async function notified(write: () => Promise<unknown>) {
    heard.length = 0;
    await write();
    const deadline = Date.now() + 5000;
    while (heard.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
    return heard.map((p) => JSON.parse(p));
  }

  it('names the item whose details version changed', async () => {
    const payloads = await notified(() =>
      handle.db.updateTable('catalog_items').set({ name: 'Renamed' }).where('id', '=', 'n-item').execute(),
    );
    expect(payloads).toContainEqual({ items: ['n-item'] });
  });

  it('names the user whose favourite or watch was added or removed', async () => {
    const row = { user_id: userId, item_id: 'n-item' };
    expect(await notified(() => handle.db.insertInto('user_favourites').values(row).execute())).toEqual([
      { users: [String(userId)] },
    ]);
    expect(await notified(() => handle.db.insertInto('user_watches').values(row).execute())).toEqual([
      { users: [String(userId)] },
    ]);
    expect(
      await notified(() => handle.db.deleteFrom('user_favourites').where('user_id', '=', userId).execute()),
    ).toEqual([{ users: [String(userId)] }]);
    expect(
      await notified(() => handle.db.deleteFrom('user_watches').where('user_id', '=', userId).execute()),
    ).toEqual([{ users: [String(userId)] }]);
  });

  it('says "all" when the ids would not fit one notification, and on TRUNCATE', async () => {
    const ids = Array.from({ length: 400 }, (_, i) => `bulk-item-with-a-long-identifier-${i}`);
    const payloads = await notified(() =>
      handle.db
        .insertInto('catalog_items')
        .values(ids.map((id) => ({ id, name: id })))
        .execute(),
    );
    expect(payloads).toContainEqual({ all: true });
    expect(await notified(() => sql`TRUNCATE user_watches`.execute(handle.db))).toEqual([{ all: true }]);
  });
});
