import type { CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem, userIdOf } from '../details/test-factories.ts';

type Headers = Record<string, string>;

/**
 * The caller's flags on result cards: kept in memory on PGlite (migration 0045 notifications),
 * read per request on PostgreSQL; either way every search after a change shows it.
 */
describe('search result flags', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  const ids = ['sf-a', 'sf-b', 'sf-c'];

  async function cards(headers: Headers) {
    const res = await t.app.inject({
      url: '/api/web/catalog/search?pageSize=24&sortField=sortName:asc',
      headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CatalogSearchResponse;
    return Object.fromEntries(
      body.results.map((c) => [c.id, `${c.userFavourite ? 'f' : '-'}${c.userWatched ? 'w' : '-'}`]),
    );
  }
  const mark = (headers: Headers, what: 'favourites' | 'watch', id: string, action: 'add' | 'remove') =>
    t.app.inject({ method: 'POST', url: `/api/web/my/store/${what}/${id}/${action}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.authHeaders('alice');
    bob = await t.authHeaders('bob');
    for (const id of ids) await makeItem(t.db, id);
  });
  afterAll(() => t.close());

  it('shows each favourite and watch change at the next search, to its user only', async () => {
    expect(await cards(alice)).toEqual({ 'sf-a': '--', 'sf-b': '--', 'sf-c': '--' });
    expect(await cards(bob)).toEqual({ 'sf-a': '--', 'sf-b': '--', 'sf-c': '--' });
    expect((await mark(alice, 'favourites', 'sf-a', 'add')).statusCode).toBe(200);
    expect((await mark(bob, 'watch', 'sf-b', 'add')).statusCode).toBe(200);
    expect(await cards(alice)).toEqual({ 'sf-a': 'f-', 'sf-b': '--', 'sf-c': '--' });
    expect(await cards(bob)).toEqual({ 'sf-a': '--', 'sf-b': '-w', 'sf-c': '--' });
    expect((await mark(alice, 'watch', 'sf-a', 'add')).statusCode).toBe(200);
    expect((await mark(alice, 'favourites', 'sf-a', 'remove')).statusCode).toBe(200);
    expect(await cards(alice)).toEqual({ 'sf-a': '-w', 'sf-b': '--', 'sf-c': '--' });
    // A write straight to the table is reported too.
    await t.db
      .insertInto('user_favourites')
      .values({ user_id: await userIdOf(t.db, 'alice'), item_id: 'sf-c' })
      .execute();
    expect(await cards(alice)).toEqual({ 'sf-a': '-w', 'sf-b': '--', 'sf-c': 'f-' });
    expect(await cards(bob)).toEqual({ 'sf-a': '--', 'sf-b': '-w', 'sf-c': '--' });
  });

  it('reads no flags per search on PGlite while nothing changed; reads them on PostgreSQL', async () => {
    const before = await cards(bob);
    await sql`ALTER TABLE user_watches DISABLE TRIGGER user_watches_notify_ins`.execute(t.db);
    try {
      await t.db
        .insertInto('user_watches')
        .values({ user_id: await userIdOf(t.db, 'bob'), item_id: 'sf-c' })
        .execute();
      expect((await cards(bob))['sf-c']).toBe(t.handle.kind === 'postgres' ? '-w' : before['sf-c']);
    } finally {
      await sql`ALTER TABLE user_watches ENABLE TRIGGER user_watches_notify_ins`.execute(t.db);
    }
    expect((await mark(bob, 'favourites', 'sf-a', 'add')).statusCode).toBe(200);
    expect(await cards(bob)).toEqual({ 'sf-a': 'f-', 'sf-b': '-w', 'sf-c': '-w' });
  });
});
