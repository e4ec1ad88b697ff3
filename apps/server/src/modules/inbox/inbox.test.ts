import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { defaultTemplateAnswers, makeItem, userIdOf } from '../catalog/details/test-factories.ts';

type Headers = Record<string, string>;

/** A complete default-template request for an item without OAuth policies. */
const requestItems = defaultTemplateAnswers({ desc: 'Order lookups' });

describe('provider inbox', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let paula: Headers;
  const keys: Record<string, string> = {};

  const ask = (item: string, message: string, headers = alice, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/web/asks/catitem/${item}/conv/${keys[item]}`,
      headers,
      payload: { message, ...extra },
    });
  const inbox = async (query = '', headers = paula) =>
    t.app.inject({ url: `/api/provider/inbox${query}`, headers });
  const counts = async (headers = paula) => t.app.inject({ url: '/api/provider/inbox/counts', headers });
  const messages = (body: { entries: { message: string }[] }) => body.entries.map((e) => e.message);

  beforeAll(async () => {
    t = await createTestApp({ conversations: { postIntervalMs: 0 } });
    [alice, bob, paula] = await Promise.all(['alice', 'bob', 'paula'].map((u) => t.authHeaders(u)));
    await makeItem(t.db, 'pay-api', { name: 'Payments API' });
    await makeItem(t.db, 'ord-api', { name: 'Orders API' });
    for (const id of ['pay-api', 'ord-api'])
      keys[id] = (
        await t.app.inject({ url: `/api/web/asks/catitem/${id}?pageSize=0`, headers: alice })
      ).json().conversation.key;
    await t.app.inject({ url: '/api/web/asks/catitem/pay-api?pageSize=0', headers: bob });
  });
  afterAll(() => t.close());

  it('lists open questions and pending requests across items newest first, with counts', async () => {
    expect((await counts()).json()).toEqual({ questions: 0, requests: 0, total: 0 });
    expect((await ask('pay-api', 'First question')).statusCode).toBe(201);
    expect((await ask('ord-api', 'Second question', bob)).statusCode).toBe(201);
    const req = await ask('pay-api', 'Please grant access', alice, {
      styling: 'request',
      template: 'default',
      templatedData: { items: requestItems },
    });
    expect(req.statusCode).toBe(201);
    const body = (await inbox()).json();
    expect(body).toMatchObject({ total: 3, page: 0, pageSize: 20 });
    expect(messages(body)).toEqual(['Please grant access', 'Second question', 'First question']);
    expect(body.entries[0]).toMatchObject({
      kind: 'access',
      itemId: 'pay-api',
      itemName: 'Payments API',
      status: 'submitted',
      conversationKey: keys['pay-api'],
      requestId: expect.any(String),
    });
    expect(body.entries[0].templatedData.items).toContainEqual({
      id: 'appComponent',
      label: 'Application or component name',
      value: 'Shop Portal',
    });
    expect(body.entries[1]).toMatchObject({ kind: 'question', itemName: 'Orders API', status: 'unanswered' });
    expect(body.entries[1].requestId).toBeUndefined();
    expect((await counts()).json()).toEqual({ questions: 2, requests: 1, total: 3 });

    // An edit before the decision shows to providers as "(edited)": the entry carries when.
    expect(body.entries[0].edited).toBeNull();
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/web/asks/catitem/pay-api',
      headers: alice,
      payload: { key: keys['pay-api'], order: body.entries[0].order, message: 'Please grant access' },
    });
    expect(edit.statusCode).toBe(200);
    const after = (await inbox('?kind=access')).json().entries[0];
    expect(after.edited).toEqual(expect.any(Number));
    expect((await inbox('?kind=question')).json().entries[0].edited).toBeNull();
  });

  it('filters by kind, item and status; answered, handled and decided entries move to closed', async () => {
    expect(messages((await inbox('?kind=question')).json())).toEqual(['Second question', 'First question']);
    expect(messages((await inbox('?kind=access')).json())).toEqual(['Please grant access']);
    expect(messages((await inbox('?itemId=ord-api')).json())).toEqual(['Second question']);
    expect((await inbox('?itemId=no-such-item')).json()).toMatchObject({ total: 0, entries: [] });

    const open = (await inbox()).json().entries;
    const [request, second, first] = open;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/provider/conversations/${first.conversationKey}/threads/${first.order}/replies`,
      headers: paula,
      payload: { message: 'Answered' },
    });
    expect(reply.statusCode).toBe(201);
    const handled = await t.app.inject({
      method: 'PUT',
      url: `/api/provider/conversations/${second.conversationKey}/threads/${second.order}/handled`,
      headers: paula,
      payload: { handled: true },
    });
    expect(handled.statusCode).toBe(200);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/provider/access-requests/${request.requestId}/decision`,
      headers: paula,
      payload: { decision: 'denied', comment: 'Not for production' },
    });
    expect(decided.statusCode).toBe(200);

    expect((await inbox()).json()).toMatchObject({ total: 0, entries: [] });
    expect((await counts()).json()).toEqual({ questions: 0, requests: 0, total: 0 });
    const closed = (await inbox('?status=closed')).json().entries;
    expect(closed.map((e: { status: string }) => e.status)).toEqual(['denied', 'handled', 'answered']);
    expect(closed[0].decisionComment).toBe('Not for production');
    expect((await inbox('?status=all&kind=question')).json().total).toBe(2);

    // Handled can be undone: the thread is open again.
    await t.app.inject({
      method: 'PUT',
      url: `/api/provider/conversations/${second.conversationKey}/threads/${second.order}/handled`,
      headers: paula,
      payload: { handled: false },
    });
    expect(messages((await inbox()).json())).toEqual(['Second question']);
    expect((await counts()).json()).toEqual({ questions: 1, requests: 0, total: 1 });
  });

  it('leaves out deleted threads and the provider’s own threads', async () => {
    const mine = await ask('ord-api', 'Provider note', paula);
    expect(mine.statusCode).toBe(201);
    await t.db
      .updateTable('conversation_comments')
      .set({ as_provider: true })
      .where('message', '=', 'Provider note')
      .execute();
    const gone = await ask('ord-api', 'Deleted soon', bob);
    await t.db
      .updateTable('conversation_comments')
      .set({ deleted_at: new Date() })
      .where('id', '=', Number(gone.json().key))
      .execute();
    const all = messages((await inbox('?status=all')).json());
    expect(all).not.toContain('Provider note');
    expect(all).not.toContain('Deleted soon');
  });

  it('pages thousands of entries on the server', async () => {
    const bobId = await userIdOf(t.db, 'bob');
    const conv = Number(keys['pay-api']);
    await sql`
      INSERT INTO conversation_comments (conversation_id, seq, question_seq, author_id, styling, message, created_at)
      SELECT ${conv}, 1000 + g, 1000 + g, ${bobId}, 'question', 'Bulk ' || g, now() - interval '1 day' + g * interval '1 second'
      FROM generate_series(1, 2500) AS g`.execute(t.db);
    const first = (await inbox('?pageSize=100&page=0')).json();
    expect(first.total).toBe(2501);
    expect(first.entries).toHaveLength(100);
    expect(first.entries[0].message).toBe('Second question');
    expect(first.entries[1].message).toBe('Bulk 2500');
    const last = (await inbox('?pageSize=100&page=25')).json();
    expect(messages(last)).toEqual(['Bulk 1']);
    expect((await inbox('?pageSize=100&page=26')).json().entries).toEqual([]);
    expect((await counts()).json().questions).toBe(2501);
  });

  it('rejects bad filters and paging with 400 naming the parameter', async () => {
    for (const [query, name] of [
      ['?kind=comment', 'kind'],
      ['?status=pending', 'status'],
      ['?page=-1', 'page'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=101', 'pageSize'],
      ['?itemId=', 'itemId'],
      ['?sort=name', 'sort'],
    ]) {
      const res = await inbox(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toContain(name);
    }
  });

  it('refuses consumers and anonymous callers', async () => {
    expect((await inbox('', alice)).statusCode).toBe(403);
    expect((await counts(bob)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/provider/inbox/counts' })).statusCode).toBe(401);
  });
});
