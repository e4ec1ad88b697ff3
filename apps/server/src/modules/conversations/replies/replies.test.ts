import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem } from '../../catalog/details/test-factories.ts';
import { onReplyNotified, type ReplyEvent } from '../hooks.ts';

type Headers = Record<string, string>;

describe('conversations: replies, notifications and the provider side', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let paula: Headers;
  let key: string;
  let order: number;

  beforeAll(async () => {
    t = await createTestApp({ conversations: { postIntervalMs: 0 } });
    [alice, bob, paula] = await Promise.all(['alice', 'bob', 'paula'].map((u) => t.authHeaders(u)));
    await makeItem(t.db, 'api-1', { name: 'Payments API' });
    key = (await t.app.inject({ url: '/api/web/asks/catitem/api-1?pageSize=0', headers: alice })).json()
      .conversation.key;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/web/asks/catitem/api-1/conv/${key}`,
      headers: alice,
      payload: { message: 'When is version 2 due?', styling: 'question' },
    });
    order = created.json().order;
  });
  afterAll(() => t.close());

  const reply = (message: string, headers: Headers, o = order, family = 'asks') =>
    t.app.inject({
      method: 'POST',
      url: `/api/web/${family}/catitem/api-1/conv/${key}/order/${o}/reply`,
      headers,
      payload: { message },
    });
  const branch = (headers: Headers, query = '?pageSize=1000') =>
    t.app.inject({ url: `/api/web/comments/catitem/api-1/conv/${key}.${order}${query}`, headers });
  const store = async (headers: Headers) =>
    (await t.app.inject({ url: '/api/web/my/store', headers })).json().replies;
  const put = (url: string, headers: Headers) => t.app.inject({ method: 'PUT', url, headers });

  it('lists no unanswered thread for consumers and the new thread for providers', async () => {
    expect(
      (await t.app.inject({ url: '/api/provider/conversations/unanswered', headers: alice })).statusCode,
    ).toBe(403);
    const body = (
      await t.app.inject({ url: '/api/provider/conversations/unanswered', headers: paula })
    ).json();
    expect(body.total).toBe(1);
    expect(body.threads[0]).toMatchObject({
      itemId: 'api-1',
      itemName: 'Payments API',
      conversationKey: key,
      branchKey: `${key}.${order}`,
      order,
      owner: 'Alice Consumer',
      message: 'When is version 2 due?',
      replyCount: 0,
    });
  });

  it('a provider reply notifies the author, who sees it as NEW in the branch and in my store', async () => {
    const events: ReplyEvent[] = [];
    const off = onReplyNotified(async (_trx, e) => {
      events.push(e);
    });
    const res = await reply('In March.', paula);
    off();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ key: expect.any(String), branch: `${key}.${order}`, order: 1 });
    expect(events).toEqual([
      expect.objectContaining({
        itemId: 'api-1',
        threadSeq: order,
        fromProvider: true,
        message: 'In March.',
      }),
    ]);
    const replies = await store(alice);
    expect(replies).toEqual([
      {
        id: 'api-1',
        name: 'Payments API',
        conversationBranches: [
          {
            key: `${key}.${order}`,
            order,
            styling: 'question',
            messageStub: 'When is version 2 due?',
            stubbed: false,
            unread: 1,
          },
        ],
      },
    ]);
    expect(await store(bob)).toEqual([]);
    const page = (await branch(alice)).json();
    expect(page.conversation).toEqual({ key: `${key}.${order}`, last: 1, canReply: true });
    expect(page.comments[0]).toMatchObject({
      order: 1,
      message: 'In March.',
      fromProvider: true,
      isNew: true,
    });
    expect((await branch(bob)).json().comments[0].isNew).toBe(false);
    const list = (await t.app.inject({ url: '/api/web/asks/catitem/api-1', headers: alice })).json();
    expect(list.comments[0]).toMatchObject({ branches: [`${key}.${order}`], replyCount: 1 });
    const unanswered = (
      await t.app.inject({ url: '/api/provider/conversations/unanswered', headers: paula })
    ).json();
    expect(unanswered.total).toBe(0);
  });

  it('own replies do not notify; a reply by another consumer does', async () => {
    await reply('Thanks!', alice);
    expect((await store(alice))[0].conversationBranches[0].unread).toBe(1);
    await reply('Same question here', bob, order, 'comments');
    expect((await store(alice))[0].conversationBranches[0].unread).toBe(2);
  });

  it('clears one thread (expanded view and by branch key) and all', async () => {
    expect((await put(`/api/web/my/store/replies/api-1/under/${key}/${order}/clear`, alice)).json()).toEqual({
      cleared: 2,
    });
    expect(await store(alice)).toEqual([]);
    expect((await branch(alice)).json().comments.every((c: { isNew: boolean }) => !c.isNew)).toBe(true);
    await reply('Another update', paula);
    expect((await put(`/api/web/my/store/replies/api-1/${key}.${order}/clear`, alice)).json()).toEqual({
      cleared: 1,
    });
    await reply('And one more', paula);
    expect((await put('/api/web/my/store/replies/clear', alice)).json()).toEqual({ cleared: 1 });
    expect(await store(alice)).toEqual([]);
    expect((await put(`/api/web/my/store/replies/api-1/under/999/${order}/clear`, alice)).statusCode).toBe(
      404,
    );
    expect((await put(`/api/web/my/store/replies/api-1/${key}.9999/clear`, alice)).statusCode).toBe(404);
  });

  it("answers someone else's private request like a missing thread when clearing (no tell that it exists)", async () => {
    const request = await t.app.inject({
      method: 'POST',
      url: `/api/web/asks/catitem/api-1/conv/${key}`,
      headers: alice,
      payload: { message: 'Private: please give me access', styling: 'request' },
    });
    const o = request.json().order;
    await reply('Looking into it', paula, o);
    for (const [real, ghost] of [
      [
        `/api/web/my/store/replies/api-1/under/${key}/${o}/clear`,
        `/api/web/my/store/replies/api-1/under/${key}/4242/clear`,
      ],
      [
        `/api/web/my/store/replies/api-1/${key}.${o}/clear`,
        `/api/web/my/store/replies/api-1/${key}.4242/clear`,
      ],
    ]) {
      const [mine, missing] = [await put(real, bob), await put(ghost, bob)];
      expect(mine.statusCode).toBe(404);
      expect(mine.body).toBe(missing.body);
    }
    // The provider and the author may clear it; alice's notification was not touched by bob.
    expect((await put(`/api/web/my/store/replies/api-1/under/${key}/${o}/clear`, paula)).statusCode).toBe(
      200,
    );
    expect((await put(`/api/web/my/store/replies/api-1/under/${key}/${o}/clear`, alice)).json()).toEqual({
      cleared: 1,
    });
  });

  it('pages a branch oldest first by offset', async () => {
    const all = (await branch(alice)).json();
    expect(all.conversation.last).toBe(5);
    const second = (await branch(alice, '?pageSize=2&offset=2')).json();
    expect(second.comments.map((c: { order: number }) => c.order)).toEqual([3, 4]);
    expect((await branch(alice, '?pageSize=1001')).statusCode).toBe(400);
  });

  it('only the owner edits a reply, addressed by branch key and order', async () => {
    const body = { key: `${key}.${order}`, order: 2, message: 'Thanks a lot!' };
    expect((await put('/api/web/asks/catitem/api-1', bob)).statusCode).toBe(400);
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/web/asks/catitem/api-1',
      headers: bob,
      payload: body,
    });
    expect(denied.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/web/asks/catitem/api-1',
      headers: alice,
      payload: body,
    });
    expect(ok.json()).toMatchObject({ order: 2, message: 'Thanks a lot!', mine: true });
    const long = { ...body, message: 'z'.repeat(513) };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/web/asks/catitem/api-1',
      headers: alice,
      payload: long,
    });
    expect(res.json().detail).toBe('Replies must be less than 512 characters in length.');
  });

  it('refuses replies when canReply is false and to deleted comments (409)', async () => {
    const settings = (canReply: boolean, headers = paula) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/provider/conversations/${key}`,
        headers,
        payload: { canReply },
      });
    expect((await settings(false, alice)).statusCode).toBe(403);
    expect((await settings(false)).json()).toMatchObject({ key, canReply: false });
    const closed = await reply('hello?', bob);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ code: 'HTTP-409', detail: 'Replies are closed for this conversation.' });
    expect((await branch(alice)).json().conversation.canReply).toBe(false);
    await settings(true);
    const del = await t.app.inject({
      method: 'PUT',
      url: '/api/web/comments/catitem/api-1',
      headers: alice,
      payload: { key, order, deleted: true },
    });
    expect(del.json().deleted).toBe(true);
    const refused = await reply('still there?', paula);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This comment has been deleted and can no longer be replied to.');
    expect((await branch(alice)).json().conversation.canReply).toBe(false);
  });

  it('documents both families, the clears and the provider routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject('/api/web/openapi.json')).json().paths);
    for (const path of [
      '/api/web/asks/catitem/{id}',
      '/api/web/comments/catitem/{id}/conv/{key}/order/{order}/reply',
      '/api/web/my/store/replies/{id}/under/{convId}/{order}/clear',
      '/api/provider/conversations/unanswered',
      '/api/provider/conversations/{convId}/threads/{order}/handled',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('providers reply and mark handled through /api/provider', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/web/asks/catitem/api-1/conv/${key}`,
      headers: bob,
      payload: { message: 'Rate limits?' },
    });
    const o = created.json().order;
    const handled = (value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/provider/conversations/${key}/threads/${o}/handled`,
        headers: paula,
        payload: { handled: value },
      });
    const unanswered = async () =>
      (await t.app.inject({ url: '/api/provider/conversations/unanswered', headers: paula })).json().total;
    expect(await unanswered()).toBe(1);
    expect((await handled(true)).json()).toEqual({ handled: true });
    expect(await unanswered()).toBe(0);
    await handled(false);
    expect(await unanswered()).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/provider/conversations/${key}/threads/${o}/replies`,
      headers: paula,
      payload: { message: '100 per minute.' },
    });
    expect(res.statusCode).toBe(201);
    expect(await unanswered()).toBe(0);
    expect((await store(bob))[0].conversationBranches[0]).toMatchObject({ key: `${key}.${o}`, unread: 1 });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/provider/conversations/999999/threads/1/replies',
      headers: paula,
      payload: { message: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
