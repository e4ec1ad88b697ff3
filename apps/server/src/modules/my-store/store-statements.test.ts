import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countingStatements } from '../../test/count-statements.ts';
import { insertItem } from '../catalog/search/test-factories.ts';
import { createComment, getConversationPage, postReply } from '../conversations/service.ts';
import { getMyStore, setMark } from './service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 4; i++) await insertItem(t.db, { id: `ss-${i}`, name: `Item ${i}` });
});
afterAll(async () => t?.close());

async function idOf(username: string) {
  await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders(username) });
  return (
    await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()
  ).id;
}

/** getMyStore on a database that records each statement it sends. */
async function counted(userId: number) {
  const counting = countingStatements(t.db);
  const store = await getMyStore(counting.db, userId);
  return { store, statements: counting.statements.length };
}

describe('GET my/store statements', () => {
  it('reads an empty store in one statement', async () => {
    const { store, statements } = await counted(await idOf('bob'));
    expect(store).toEqual({
      replies: [],
      announcements: [],
      recentSummary: [],
      notifications: [],
      collabLabel: null,
      collabEmail: null,
      collabEmailPending: null,
      favouritesSummary: [],
    });
    expect(statements).toBe(1);
  });

  it('reads everything else, then the cards: two statements, the flags from the first', async () => {
    const alice = await idOf('alice');
    const headers = await t.authHeaders('alice');
    for (const id of ['ss-0', 'ss-1', 'ss-2'])
      await t.app.inject({ method: 'POST', url: `/api/web/my/store/recent/${id}/add`, headers });
    await setMark(t.db, alice, 'favourites', 'ss-1', true);
    await setMark(t.db, alice, 'favourites', 'ss-3', true);
    await setMark(t.db, alice, 'watch', 'ss-0', true);
    await setMark(t.db, alice, 'watch', 'ss-3', true);
    await t.db.insertInto('user_notifications').values({ user_id: alice, item_id: 'ss-0' }).execute();
    await t.db
      .insertInto('announcements')
      .values({ title: 'Hello', published: new Date(Date.now() - 1000) })
      .execute();
    const conv = await getConversationPage(t.db, 'ss-2', { id: alice, isProvider: false }, 0, 0);
    const thread = await createComment(t.db, { itemId: 'ss-2', userId: alice, message: 'A question' });
    await postReply(t.db, {
      itemId: 'ss-2',
      conversationKey: conv.conversation.key,
      order: thread.order,
      userId: await idOf('paula'),
      isProvider: true,
      message: 'An answer',
    });

    const { store, statements } = await counted(alice);
    expect(statements).toBe(2);
    expect(store.recentSummary.map((c) => [c.id, c.userFavourite, c.userWatched])).toEqual([
      ['ss-2', false, false],
      ['ss-1', true, false],
      ['ss-0', false, true],
    ]);
    expect(store.favouritesSummary.map((c) => [c.id, c.userFavourite, c.userWatched])).toEqual([
      ['ss-3', true, true],
      ['ss-1', true, false],
    ]);
    expect(store.notifications).toEqual([{ id: 'ss-0', name: 'Item 0', count: 1 }]);
    expect(store.announcements.map((a) => a.title)).toEqual(['Hello']);
    expect(store.replies).toEqual([
      {
        id: 'ss-2',
        name: 'Item 2',
        conversationBranches: [
          {
            key: `${conv.conversation.key}.${thread.order}`,
            order: thread.order,
            styling: 'question',
            messageStub: 'A question',
            stubbed: false,
            unread: 1,
          },
        ],
      },
    ]);
  });
});

describe('GET my/store announcements', () => {
  it('gives published to the millisecond as the driver would (truncated, UTC), unread only, newest first', async () => {
    const carol = { username: 'carol', givenName: 'Carol', familyName: 'C', email: null, roles: [] };
    await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders(carol) });
    const userId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'carol').executeTakeFirstOrThrow()
    ).id;
    // Other tests' announcements are read: only these count.
    await t.db
      .updateTable('users')
      .set({ announcements_read_upto: new Date() })
      .where('id', '=', userId)
      .execute();
    await t.db.deleteFrom('announcements').execute();
    await t.db
      .insertInto('announcements')
      .values([
        { title: 'Micro', published: '2026-01-01 00:00:00.123956+00' },
        { title: 'Twin A', published: '2025-06-01 12:00:00.9999+02' },
        { title: 'Twin B', published: '2025-06-01 12:00:00.9999+02' },
        { title: 'Before 1970', published: '1969-12-31 23:59:59.9995+00' },
        { title: 'Read', published: '1960-01-01 00:00:00+00' },
      ])
      .execute();
    await t.db
      .updateTable('users')
      .set({ announcements_read_upto: new Date('1965-01-01T00:00:00Z') })
      .where('id', '=', userId)
      .execute();
    const { store } = await counted(userId);
    const twins = await t.db
      .selectFrom('announcements')
      .select('id')
      .where('title', 'like', 'Twin %')
      .orderBy('id')
      .execute();
    expect(store.announcements.map((a) => [a.title, a.published])).toEqual([
      ['Micro', '2026-01-01T00:00:00.123Z'],
      // Same time: the later id first.
      ['Twin B', '2025-06-01T10:00:00.999Z'],
      ['Twin A', '2025-06-01T10:00:00.999Z'],
      ['Before 1970', '1969-12-31T23:59:59.999Z'],
    ]);
    expect(store.announcements[1].id).toBe(String(twins[1].id));
    expect(store.announcements[0]).toEqual({
      id: expect.any(String),
      title: 'Micro',
      published: '2026-01-01T00:00:00.123Z',
      details: '',
      externalLinks: [],
    });
    // Through the route too (its serializer keeps the string as it is).
    const res = await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders(carol) });
    expect(res.json().announcements.map((a: { published: string }) => a.published)).toEqual([
      '2026-01-01T00:00:00.123Z',
      '2025-06-01T10:00:00.999Z',
      '2025-06-01T10:00:00.999Z',
      '1969-12-31T23:59:59.999Z',
    ]);
  });
});
