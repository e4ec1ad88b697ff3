import type { MyStore } from '@storefront/contract/my-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertItem } from '../catalog/search/test-factories.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 23; i++) await insertItem(t.db, { id: `it-${i}`, name: `Item ${i}` });
});
afterAll(async () => t?.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, user = 'alice') {
  const res = await t.app.inject({ method, url, headers: await t.authHeaders(user) });
  return { status: res.statusCode, body: res.json() };
}
const store = async (user = 'alice') => (await call('GET', '/api/web/my/store', user)).body as MyStore;
const userId = async (username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('my store', () => {
  it('starts empty', async () => {
    expect(await store('bob')).toEqual({
      replies: [],
      announcements: [],
      recentSummary: [],
      notifications: [],
      collabLabel: null,
      collabEmail: null,
      collabEmailPending: null,
      favouritesSummary: [],
    });
  });

  it('adds and removes favourites and watches idempotently, per user', async () => {
    for (let i = 0; i < 2; i++) {
      expect(await call('POST', '/api/web/my/store/favourites/it-1/add')).toEqual({
        status: 200,
        body: { id: 'it-1', active: true },
      });
    }
    await call('POST', '/api/web/my/store/favourites/it-2/add');
    await call('POST', '/api/web/my/store/watch/it-2/add');
    await call('POST', '/api/web/my/store/watch/it-2/add');
    const alice = await store();
    expect(alice.favouritesSummary.map((c) => [c.id, c.userFavourite, c.userWatched])).toEqual([
      ['it-2', true, true],
      ['it-1', true, false],
    ]);
    expect((await store('bob')).favouritesSummary).toEqual([]);
    for (let i = 0; i < 2; i++) {
      expect((await call('POST', '/api/web/my/store/favourites/it-2/remove')).body).toEqual({
        id: 'it-2',
        active: false,
      });
      await call('POST', '/api/web/my/store/watch/it-2/remove');
    }
    expect((await store()).favouritesSummary.map((c) => c.id)).toEqual(['it-1']);
    const watches = await t.db.selectFrom('user_watches').selectAll().execute();
    expect(watches).toEqual([]);
  });

  it.each([
    'favourites/nope/add',
    'favourites/nope/remove',
    'watch/nope/add',
    'watch/nope/remove',
    'recent/nope/add',
  ])('answers 404 for an unknown item (%s)', async (path) => {
    const { status, body } = await call('POST', `/api/web/my/store/${path}`);
    expect(status).toBe(404);
    expect(body.code).toBe('HTTP-404');
  });

  it('rejects a malformed item id with 400', async () => {
    expect((await call('POST', '/api/web/my/store/favourites/%20bad/add')).status).toBe(400);
  });

  it('keeps the 20 latest views, latest first; a repeat view moves to the front', async () => {
    for (let i = 0; i < 23; i++) await call('POST', `/api/web/my/store/recent/it-${i}/add`, 'paula');
    await call('POST', '/api/web/my/store/recent/it-5/add', 'paula');
    const recent = (await store('paula')).recentSummary.map((c) => c.id);
    expect(recent).toHaveLength(20);
    expect(recent.slice(0, 3)).toEqual(['it-5', 'it-22', 'it-21']);
    expect(recent).not.toContain('it-2');
    const rows = await t.db
      .selectFrom('user_recent_views')
      .select('item_id')
      .where('user_id', '=', await userId('paula'))
      .execute();
    expect(rows).toHaveLength(20);
  });

  it('lists unread announcements newest first and marks them read up to a time (never the future)', async () => {
    const now = Date.now();
    await t.db
      .insertInto('announcements')
      .values([
        {
          title: 'Old',
          published: new Date(now - 3_600_000),
          external_links: JSON.stringify([{ url: 'https://x.test', label: 'X' }]),
        },
        { title: 'New', published: new Date(now - 60_000) },
        { title: 'Scheduled', published: new Date(now + 3_600_000) },
      ])
      .execute();
    const first = await store();
    expect(first.announcements.map((a) => a.title)).toEqual(['New', 'Old']);
    expect(first.announcements[1].externalLinks).toEqual([{ url: 'https://x.test', label: 'X' }]);
    const marked = await call('PUT', `/api/web/my/store/announcements/upto/${now - 30 * 60_000}`);
    expect(marked.status).toBe(200);
    expect((await store()).announcements.map((a) => a.title)).toEqual(['New']);
    await call('PUT', `/api/web/my/store/announcements/upto/${now + 86_400_000}`);
    expect((await store()).announcements).toEqual([]);
    // The mark was capped at the present, so a later announcement is still unread.
    await t.db
      .insertInto('announcements')
      .values({ title: 'Later', published: new Date(Date.now() + 1000) })
      .execute();
    const user = await t.db
      .selectFrom('users')
      .select('announcements_read_upto')
      .where('username', '=', 'alice')
      .executeTakeFirstOrThrow();
    expect(user.announcements_read_upto!.getTime()).toBeLessThan(now + 60_000);
    expect((await call('PUT', '/api/web/my/store/announcements/upto/abc')).status).toBe(400);
  });

  it('groups open notifications per item and clears one item or all', async () => {
    const alice = await userId('alice');
    await store('bob');
    const bob = await userId('bob');
    await t.db
      .insertInto('user_notifications')
      .values([
        { user_id: alice, item_id: 'it-7', created_at: new Date(Date.now() - 5000) },
        { user_id: alice, item_id: 'it-7', created_at: new Date(Date.now() - 4000) },
        { user_id: alice, item_id: 'it-8', created_at: new Date(Date.now() - 1000) },
        { user_id: alice, item_id: 'it-9', cleared_at: new Date() },
        { user_id: bob, item_id: 'it-9' },
      ])
      .execute();
    expect((await store()).notifications).toEqual([
      { id: 'it-8', name: 'Item 8', count: 1 },
      { id: 'it-7', name: 'Item 7', count: 2 },
    ]);
    expect((await call('PUT', '/api/web/my/store/notifications/it-7/clear')).body).toEqual({ cleared: 2 });
    expect((await store()).notifications.map((n) => n.id)).toEqual(['it-8']);
    expect((await call('PUT', '/api/web/my/store/notifications/clear')).body).toEqual({ cleared: 1 });
    expect((await store()).notifications).toEqual([]);
    expect((await store('bob')).notifications).toEqual([{ id: 'it-9', name: 'Item 9', count: 1 }]);
  });

  it('shows the profile display name and notification email', async () => {
    await t.db
      .updateTable('users')
      .set({ display_name: 'Ally', notification_email: 'ally@example.com' })
      .where('username', '=', 'alice')
      .execute();
    expect(await store()).toMatchObject({ collabLabel: 'Ally', collabEmail: 'ally@example.com' });
  });
});

describe('my store lists (recent views and favourites read in one statement)', () => {
  it('keeps each list apart and in its own order when an item is in both', async () => {
    for (const id of ['it-10', 'it-11', 'it-12'])
      await call('POST', `/api/web/my/store/recent/${id}/add`, 'bob');
    for (const id of ['it-3', 'it-11']) await call('POST', `/api/web/my/store/favourites/${id}/add`, 'bob');
    const bob = await store('bob');
    expect(bob.recentSummary.map((c) => [c.id, c.userFavourite])).toEqual([
      ['it-12', false],
      ['it-11', true],
      ['it-10', false],
    ]);
    expect(bob.favouritesSummary.map((c) => c.id)).toEqual(['it-11', 'it-3']);
    // Another user's lists are untouched by bob's.
    const alice = await store('alice');
    expect(alice.recentSummary.map((c) => c.id)).not.toContain('it-12');
    expect(alice.favouritesSummary.map((c) => c.id)).not.toContain('it-3');
  });
});
