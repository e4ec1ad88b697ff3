import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';

describe('provider updates (notices)', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let paula: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, bob, paula] = await Promise.all(['alice', 'bob', 'paula'].map((u) => t.authHeaders(u)));
    await makeItem(t.db, 'api-1', { name: 'Payments API' });
    await makeItem(t.db, 'api-2', { name: 'Orders API' });
    // Touch each account once so its user row exists.
    for (const h of [alice, bob, paula]) await t.app.inject({ url: '/api/web/news/latest', headers: h });
  });
  afterAll(() => t.close());

  const post = (id: string, message: unknown, headers = paula) =>
    t.app.inject({ method: 'POST', url: `/api/provider/items/${id}/notices`, headers, payload: { message } });
  const page = (id: string, query = '') =>
    t.app.inject({ url: `/api/web/notices/catitem/${id}${query}`, headers: alice });

  it('creates a notice and notifies every watcher of the item in the same write', async () => {
    const aliceId = await userIdOf(t.db, 'alice');
    const bobId = await userIdOf(t.db, 'bob');
    await t.db
      .insertInto('user_watches')
      .values([
        { user_id: aliceId, item_id: 'api-1' },
        { user_id: bobId, item_id: 'api-1' },
        { user_id: bobId, item_id: 'api-2' },
      ])
      .execute();
    const res = await post('api-1', 'Version 2 is live.');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ key: body.id, order: 1, message: 'Version 2 is live.', notified: 2 });
    expect(typeof body.timestamp).toBe('number');
    const notes = await t.db
      .selectFrom('user_notifications')
      .select(['user_id', 'item_id', 'notice_id', 'cleared_at'])
      .orderBy('user_id')
      .execute();
    expect(notes).toEqual([
      { user_id: aliceId, item_id: 'api-1', notice_id: Number(body.id), cleared_at: null },
      { user_id: bobId, item_id: 'api-1', notice_id: Number(body.id), cleared_at: null },
    ]);
  });

  it('pages notices newest first with orders counting from the oldest', async () => {
    for (let i = 2; i <= 25; i++) await post('api-1', `Update ${i}`);
    const first = (await page('api-1', '?pageSize=20&offset=0')).json().conversation;
    expect(first.last).toBe(25);
    expect(first.comments).toHaveLength(20);
    expect(first.comments[0]).toMatchObject({ order: 25, message: 'Update 25' });
    expect(first.comments[19]).toMatchObject({ order: 6, message: 'Update 6' });
    const second = (await page('api-1', '?pageSize=20&offset=20')).json().conversation;
    expect(second.comments.map((c: { order: number }) => c.order)).toEqual([5, 4, 3, 2, 1]);
    expect(second.comments[4].message).toBe('Version 2 is live.');
    const keys = new Set([...first.comments, ...second.comments].map((c: { key: string }) => c.key));
    expect(keys.size).toBe(25);
    const defaults = (await page('api-1')).json().conversation;
    expect(defaults.comments).toHaveLength(20);
  });

  it('answers an empty page for an item without notices and 404 for an unknown item', async () => {
    expect((await page('api-2')).json()).toEqual({ conversation: { comments: [], last: 0 } });
    const res = await page('ghost');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('HTTP-404');
  });

  it('rejects page sizes and offsets out of range, naming the parameter', async () => {
    for (const [q, name] of [
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=abc', 'pageSize'],
      ['?offset=-1', 'offset'],
    ]) {
      const res = await page('api-1', q);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(name);
    }
  });

  it('lists the latest provider updates across items', async () => {
    await post('api-2', 'Orders API deprecated.');
    const body = (await t.app.inject({ url: '/api/web/news/latest', headers: alice })).json();
    expect(body.notices).toHaveLength(20);
    expect(body.notices[0]).toEqual({
      itemKey: { id: 'api-2', name: 'Orders API' },
      comment: { timestamp: expect.any(Number), message: 'Orders API deprecated.' },
    });
    expect(body.notices[1].itemKey).toEqual({ id: 'api-1', name: 'Payments API' });
  });

  it('validates the message and the item, and requires the provider role', async () => {
    expect((await post('api-1', '')).statusCode).toBe(400);
    expect((await post('api-1', '   ')).statusCode).toBe(400);
    const long = await post('api-1', 'x'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toContain('message');
    expect((await post('api-1', 'x'.repeat(4000))).statusCode).toBe(201);
    expect((await post('ghost', 'hello')).statusCode).toBe(404);
    expect((await post('api-1', 'hello', alice)).statusCode).toBe(403);
  });

  it('deletes a notice with its notifications; 404 for unknown or another item', async () => {
    const created = (await post('api-2', 'To be removed')).json();
    const pending = () =>
      t.db
        .selectFrom('user_notifications')
        .select('id')
        .where('notice_id', '=', Number(created.id))
        .execute();
    expect(await pending()).toHaveLength(1);
    const del = (item: string, headers = paula) =>
      t.app.inject({ method: 'DELETE', url: `/api/provider/items/${item}/notices/${created.id}`, headers });
    expect((await del('api-2', alice)).statusCode).toBe(403);
    expect((await del('api-1')).statusCode).toBe(404);
    expect((await del('api-2')).statusCode).toBe(204);
    expect(await pending()).toHaveLength(0);
    expect((await del('api-2')).statusCode).toBe(404);
  });
});
