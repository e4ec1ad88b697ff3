import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/connection.ts';
import { createTestDb } from '../../../test/db.ts';
import { makeItem } from '../details/test-factories.ts';
import { prepareSearch } from './service.ts';

const QUERY = { pageSize: 24, sortField: 'sortName:asc' };

/**
 * A search reads its page's flags alongside the check that its index is current (one wait for the
 * database, not two), and still answers from the current catalogue when the check finds a change.
 */
describe('search: flags read alongside the index check', () => {
  let handle: DbHandle;
  let userId: number;
  beforeAll(async () => {
    handle = await createTestDb();
    const [u] = await handle.db
      .insertInto('users')
      .values({ iss: 'test', sub: 'ov-1', username: 'ov' })
      .returning('id')
      .execute();
    userId = u.id;
    for (const id of ['ov-a', 'ov-b']) await makeItem(handle.db, id);
    await handle.db.insertInto('user_favourites').values({ user_id: userId, item_id: 'ov-a' }).execute();
  });
  afterAll(() => handle.close());

  /** `db` recording each statement's text as it starts; answers of the index check held while `hold`. */
  function gated() {
    const started: string[] = [];
    let hold = false;
    let open!: () => void;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    const texts = new Map<unknown, string>();
    const plugin: KyselyPlugin = {
      transformQuery: (args) => {
        const text = handle.db.getExecutor().compileQuery(args.node, args.queryId).sql;
        texts.set(args.queryId, text);
        started.push(text);
        return args.node;
      },
      transformResult: async (args) => {
        if (hold && texts.get(args.queryId)?.includes('catalog_search_version')) await gate;
        return args.result;
      },
    };
    return {
      db: handle.db.withPlugin(plugin),
      started,
      holdChecks: () => {
        hold = true;
      },
      open,
    };
  }

  it("starts the page's flags read before the index check is answered", async () => {
    const g = gated();
    const first = await prepareSearch(g.db, QUERY, userId);
    expect(first.answer().results.map((c) => [c.id, c.userFavourite])).toEqual([
      ['ov-a', true],
      ['ov-b', false],
    ]);
    g.started.length = 0;
    g.holdChecks();
    const next = prepareSearch(g.db, QUERY, userId);
    try {
      await new Promise((r) => setTimeout(r, 50));
      expect(g.started.some((s) => s.includes('catalog_search_version'))).toBe(true);
      expect(g.started.some((s) => s.includes('user_favourites'))).toBe(true);
    } finally {
      g.open();
    }
    expect((await next).answer().results.map((c) => [c.id, c.userFavourite])).toEqual([
      ['ov-a', true],
      ['ov-b', false],
    ]);
  });

  it('answers from the changed catalogue, with its flags, when the check finds a change', async () => {
    const g = gated();
    await prepareSearch(g.db, QUERY, userId);
    await makeItem(handle.db, 'ov-0');
    await handle.db.insertInto('user_favourites').values({ user_id: userId, item_id: 'ov-0' }).execute();
    const after = await prepareSearch(g.db, QUERY, userId);
    expect(after.answer().results.map((c) => [c.id, c.userFavourite])).toEqual([
      ['ov-0', true],
      ['ov-a', true],
      ['ov-b', false],
    ]);
  });
});
