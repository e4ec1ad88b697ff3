import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';

describe('provider updates: edit and withdraw', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  let paula: Record<string, string>;
  let aliceId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, paula] = await Promise.all(['alice', 'paula'].map((u) => t.authHeaders(u)));
    await makeItem(t.db, 'api-1', { name: 'Payments API' });
    await makeItem(t.db, 'api-2', { name: 'Orders API' });
    for (const h of [alice, paula]) await t.app.inject({ url: '/api/web/news/latest', headers: h });
    aliceId = await userIdOf(t.db, 'alice');
    await t.db
      .updateTable('users')
      .set({ notification_email: 'alice@example.com' })
      .where('id', '=', aliceId)
      .execute();
    await t.db.insertInto('user_watches').values({ user_id: aliceId, item_id: 'api-1' }).execute();
  });
  afterAll(() => t.close());

  const post = (id: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/provider/items/${id}/notices`,
      headers: paula,
      payload: { message },
    });
  const edit = (id: string, noticeId: string, payload: object, headers = paula) =>
    t.app.inject({ method: 'PUT', url: `/api/provider/items/${id}/notices/${noticeId}`, headers, payload });
  const withdraw = (id: string, noticeId: string, headers = paula) =>
    t.app.inject({ method: 'DELETE', url: `/api/provider/items/${id}/notices/${noticeId}`, headers });
  const emailsOf = (noticeId: string) =>
    t.db
      .selectFrom('email_outbox')
      .select(['status', 'data'])
      .where('idempotency_key', 'like', `notice:${noticeId}:user:%`)
      .execute();
  const liveEvents = () => t.db.selectFrom('live_events').select(['type']).orderBy('id').execute();

  it('corrects the text in place: consumers, News and pending emails see it, nobody is notified again', async () => {
    const created = (await post('api-1', 'Version 2 is live tomorow.')).json();
    await post('api-1', 'A later update.');
    const before = (await liveEvents()).length;
    const res = await edit('api-1', created.id, { message: 'Version 2 is live tomorrow.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: created.id,
      key: created.id,
      order: 1,
      message: 'Version 2 is live tomorrow.',
      timestamp: created.timestamp,
    });
    const page = (await t.app.inject({ url: '/api/web/notices/catitem/api-1', headers: alice })).json();
    expect(page.conversation.last).toBe(2);
    expect(page.conversation.comments[1]).toMatchObject({
      key: created.id,
      message: 'Version 2 is live tomorrow.',
    });
    const news = (await t.app.inject({ url: '/api/web/news/latest', headers: alice })).json();
    expect(news.notices.map((n: { comment: { message: string } }) => n.comment.message)).toContain(
      'Version 2 is live tomorrow.',
    );
    const notes = await t.db
      .selectFrom('user_notifications')
      .select('id')
      .where('notice_id', '=', Number(created.id))
      .execute();
    expect(notes).toHaveLength(1);
    const emails = await emailsOf(created.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ status: 'pending', data: { message: 'Version 2 is live tomorrow.' } });
    expect((await liveEvents()).slice(before).map((e) => e.type)).toEqual(['notifications', 'news']);
  });

  it('leaves emails already sent as they were', async () => {
    const created = (await post('api-1', 'Sent already.')).json();
    await t.db
      .updateTable('email_outbox')
      .set({ status: 'sent', sent_at: new Date() })
      .where('idempotency_key', 'like', `notice:${created.id}:user:%`)
      .execute();
    expect((await edit('api-1', created.id, { message: 'Changed after sending.' })).statusCode).toBe(200);
    expect((await emailsOf(created.id))[0]).toMatchObject({
      status: 'sent',
      data: { message: 'Sent already.' },
    });
    expect((await withdraw('api-1', created.id)).statusCode).toBe(204);
    expect(await emailsOf(created.id)).toHaveLength(1);
  });

  it('withdraws: gone from the item and News, notifications and unsent emails dropped, bells told', async () => {
    const created = (await post('api-1', 'Withdraw me.')).json();
    const store = async () => (await t.app.inject({ url: '/api/web/my/store', headers: alice })).json();
    const countBefore = JSON.stringify(await store()).includes('api-1');
    expect(countBefore).toBe(true);
    const before = (await liveEvents()).length;
    expect((await withdraw('api-1', created.id)).statusCode).toBe(204);
    const page = (await t.app.inject({ url: '/api/web/notices/catitem/api-1', headers: alice })).json();
    expect(page.conversation.comments.map((c: { key: string }) => c.key)).not.toContain(created.id);
    const news = (await t.app.inject({ url: '/api/web/news/latest', headers: alice })).json();
    expect(news.notices.map((n: { comment: { message: string } }) => n.comment.message)).not.toContain(
      'Withdraw me.',
    );
    expect(
      await t.db
        .selectFrom('user_notifications')
        .select('id')
        .where('notice_id', '=', Number(created.id))
        .execute(),
    ).toEqual([]);
    expect(await emailsOf(created.id)).toEqual([]);
    expect((await liveEvents()).slice(before).map((e) => e.type)).toEqual(['notifications', 'news']);
  });

  it('validates: blank or long text 400, unknown notice or other item 404, consumers 403', async () => {
    const created = (await post('api-1', 'Stays as it is.')).json();
    for (const payload of [
      { message: '' },
      { message: '   ' },
      { message: 'x'.repeat(4001) },
      {},
      { message: 'a', extra: 1 },
    ]) {
      const res = await edit('api-1', created.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('HTTP-400');
    }
    expect((await edit('api-1', created.id, { message: 'x' }, alice)).statusCode).toBe(403);
    expect((await edit('api-2', created.id, { message: 'x' })).statusCode).toBe(404);
    expect((await edit('api-1', '999999', { message: 'x' })).statusCode).toBe(404);
    expect((await edit('ghost', created.id, { message: 'x' })).statusCode).toBe(404);
    expect((await edit('api-1', 'abc', { message: 'x' })).statusCode).toBe(400);
    expect((await withdraw('api-1', created.id, alice)).statusCode).toBe(403);
    expect((await withdraw('api-2', created.id)).statusCode).toBe(404);
    const page = (await t.app.inject({ url: '/api/web/notices/catitem/api-1', headers: alice })).json();
    expect(page.conversation.comments[0].message).toBe('Stays as it is.');
  });
});
