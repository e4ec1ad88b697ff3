import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem } from '../catalog/details/test-factories.ts';

type Headers = Record<string, string>;

describe('conversations: asks and comments families on one store', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let paula: Headers;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp({ conversations: { postIntervalMs: 0 } });
    [alice, bob, paula] = await Promise.all(['alice', 'bob', 'paula'].map((u) => t.authHeaders(u)));
    await makeItem(t.db, 'api-1', { name: 'Payments API' });
    await makeItem(t.db, 'api-2', { name: 'Orders API' });
    key = (await t.app.inject({ url: '/api/web/asks/catitem/api-1?pageSize=0', headers: alice })).json()
      .conversation.key;
  });
  afterAll(() => t.close());

  const list = (family: string, item: string, headers: Headers, query = '') =>
    t.app.inject({ url: `/api/web/${family}/catitem/${item}${query}`, headers });
  const ask = (payload: object, headers: Headers = alice, family = 'asks', item = 'api-1', k = key) =>
    t.app.inject({ method: 'POST', url: `/api/web/${family}/catitem/${item}/conv/${k}`, headers, payload });
  const edit = (payload: object, headers: Headers, family = 'asks', item = 'api-1') =>
    t.app.inject({ method: 'PUT', url: `/api/web/${family}/catitem/${item}`, headers, payload });
  const reply = (order: number, message: string, headers: Headers, family = 'comments') =>
    t.app.inject({
      method: 'POST',
      url: `/api/web/${family}/catitem/api-1/conv/${key}/order/${order}/reply`,
      headers,
      payload: { message },
    });

  it('reads the conversation key with pageSize=0, the same for every user and both families', async () => {
    const body = (await list('comments', 'api-1', bob, '?pageSize=0')).json();
    expect(body).toEqual({ conversation: { key, last: 0, canReply: true }, comments: [] });
    expect(key).toMatch(/^[0-9]+$/);
    expect((await list('asks', 'ghost', alice)).statusCode).toBe(404);
  });

  it('posts questions in both families and lists them newest first with the spec shape', async () => {
    const first = await ask({ message: 'How do refunds work?', styling: 'question' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      order: 1,
      owner: 'Alice Consumer',
      message: 'How do refunds work?',
      mine: true,
      deleted: false,
      styling: 'question',
      branches: [],
      edited: null,
      fromProvider: false,
    });
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/web/comments/catitem/api-1/conv/${key}`,
      headers: bob,
      payload: { message: 'Is there a sandbox?' },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ order: 2, styling: 'question', owner: 'Bob Noemail' });
    const page = (await list('comments', 'api-1', alice, '?pageSize=20')).json();
    expect(page.conversation).toEqual({ key, last: 2, canReply: true });
    expect(page.comments.map((c: { message: string; mine: boolean }) => [c.message, c.mine])).toEqual([
      ['Is there a sandbox?', false],
      ['How do refunds work?', true],
    ]);
    expect(typeof page.comments[0].timestamp).toBe('number');
    // The comments family carries only a message.
    const extra = await ask({ message: 'x', styling: 'request' }, alice, 'comments');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().detail).toContain('styling');
  });

  it('tells open pages of the item that its conversation changed (issue 27: other tabs)', async () => {
    const before = await t.db.selectFrom('live_events').select('id').execute();
    const asked = await ask({ message: 'Seen in the other tab?', styling: 'question' });
    expect(asked.statusCode).toBe(201);
    expect((await reply(asked.json().order, 'Yes', paula)).statusCode).toBe(201);
    const events = await t.db
      .selectFrom('live_events')
      .select(['type', 'data', 'user_ids'])
      .where('id', 'not in', before.length ? before.map((e) => e.id) : [0])
      .orderBy('id')
      .execute();
    const conversation = events.filter((e) => e.type === 'conversation');
    expect(conversation).toHaveLength(2);
    expect(conversation[0]).toEqual({ type: 'conversation', data: { itemId: 'api-1' }, user_ids: null });
  });

  it('returns XSS payloads unchanged, as data', async () => {
    const payload = '<img src=x onerror=alert(1)> **bold** <script>alert(2)</script>';
    const res = await ask({ message: payload });
    expect(res.json().message).toBe(payload);
    const page = (await list('asks', 'api-1', bob)).json();
    expect(page.comments[0].message).toBe(payload);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('requires text and limits messages to 512 characters as users see them', async () => {
    for (const message of ['', '   \n ']) {
      const res = await ask({ message });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'HTTP-400', detail: 'You must enter a comment.' });
    }
    const long = await ask({ message: 'x'.repeat(513) });
    expect(long.json()).toEqual({
      code: 'HTTP-400',
      detail: 'Comments must be less than 512 characters in length.',
    });
    // 512 family emoji are 512 characters on screen though far more UTF-16 code units.
    const family = '👩‍👩‍👧';
    expect((await ask({ message: family.repeat(512) })).statusCode).toBe(201);
    expect((await ask({ message: family.repeat(513) })).statusCode).toBe(400);
    expect((await reply(1, '', bob)).json().detail).toBe('You must enter a reply.');
    expect((await reply(1, 'y'.repeat(513), bob)).json().detail).toBe(
      'Replies must be less than 512 characters in length.',
    );
  });

  it('refuses posts to another item’s conversation or to a branch key', async () => {
    const other = (await list('asks', 'api-2', alice, '?pageSize=0')).json().conversation.key;
    expect((await ask({ message: 'hi' }, alice, 'asks', 'api-1', other)).statusCode).toBe(404);
    expect((await ask({ message: 'hi' }, alice, 'asks', 'api-1', '999999')).statusCode).toBe(404);
  });

  it('lets only the owner edit or delete (403 otherwise), keeping the earlier text', async () => {
    const created = (await ask({ message: 'Original text' })).json();
    const order = created.order;
    const denied = await edit({ key, order, message: 'Hijacked' }, bob, 'comments');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('HTTP-403');
    expect((await edit({ key, order, deleted: true }, paula)).statusCode).toBe(403);
    const edited = await edit({ key, order, message: 'Edited text' }, alice);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Edited text', deleted: false });
    expect(edited.json().edited).toEqual(expect.any(Number));
    expect((await edit({ key, order, message: '' }, alice)).json().detail).toBe('You must enter a comment.');
    expect((await edit({ key, order }, alice)).statusCode).toBe(400);
    expect((await edit({ key, order, message: 'a', deleted: true }, alice)).statusCode).toBe(400);
    const deleted = await edit({ key, order, deleted: true }, alice, 'comments');
    expect(deleted.json()).toMatchObject({ deleted: true, message: 'DELETED', branches: [] });
    expect((await edit({ key, order, message: 'again' }, alice)).statusCode).toBe(409);
    const history = await t.db
      .selectFrom('conversation_comment_history')
      .select('message')
      .where('comment_id', '=', Number(created.key))
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.message)).toEqual(['Original text', 'Edited text']);
    expect((await edit({ key, order: 99999, deleted: true }, alice)).statusCode).toBe(404);
  });

  it('shows requests only to their author and to providers', async () => {
    // Templated (access) requests are validated by the access module; see access/requests/routes.test.ts.
    const request = await ask({ message: 'Please grant access', styling: 'request' });
    expect(request.statusCode).toBe(201);
    const order = request.json().order;
    expect(request.json()).toMatchObject({ styling: 'request', template: null, templatedData: null });
    const has = async (h: Headers) =>
      (await list('asks', 'api-1', h, '?pageSize=100'))
        .json()
        .comments.some((c: { order: number }) => c.order === order);
    expect(await has(alice)).toBe(true);
    expect(await has(paula)).toBe(true);
    expect(await has(bob)).toBe(false);
    const aliceLast = (await list('asks', 'api-1', alice, '?pageSize=0')).json().conversation.last;
    const bobLast = (await list('asks', 'api-1', bob, '?pageSize=0')).json().conversation.last;
    expect(aliceLast).toBe(bobLast + 1);
    for (const url of [`/conv/${key}/${order}`, `/conv/${key}.${order}`]) {
      const res = await t.app.inject({ url: `/api/web/asks/catitem/api-1${url}`, headers: bob });
      expect(res.statusCode).toBe(404);
    }
    expect((await reply(order, 'let me in too', bob)).statusCode).toBe(404);
    expect((await edit({ key, order, message: 'x' }, bob)).statusCode).toBe(404);
    const thread = await t.app.inject({
      url: `/api/web/asks/catitem/api-1/conv/${key}/${order}`,
      headers: paula,
    });
    expect(thread.json().comments[0].message).toBe('Please grant access');
  });

  it('pages by 20 with offsets until the total, for consumers and providers alike', async () => {
    await makeItem(t.db, 'api-3');
    const k = (await list('asks', 'api-3', alice, '?pageSize=0')).json().conversation.key;
    for (let i = 1; i <= 45; i++) {
      const who = i % 3 === 0 ? bob : alice;
      const styling = i % 5 === 0 ? 'request' : 'question';
      const res = await ask({ message: `m${i}`, styling }, who, 'asks', 'api-3', k);
      expect(res.statusCode).toBe(201);
    }
    for (const [h, name] of [
      [alice, 'alice'],
      [bob, 'bob'],
      [paula, 'paula'],
    ] as const) {
      const seen: string[] = [];
      const last = (await list('asks', 'api-3', h, '?pageSize=0')).json().conversation.last;
      for (let offset = 0; offset < last + 20; offset += 20) {
        const page = (await list('comments', 'api-3', h, `?pageSize=20&offset=${offset}`)).json();
        seen.push(...page.comments.map((c: { message: string }) => c.message));
      }
      const expected = Array.from({ length: 45 }, (_, j) => 45 - j)
        .filter((i) => name === 'paula' || i % 5 !== 0 || (i % 3 === 0) === (name === 'bob'))
        .map((i) => `m${i}`);
      expect(seen, name).toEqual(expected);
      expect(last, name).toBe(expected.length);
    }
  });

  it('validates paging parameters', async () => {
    expect((await list('asks', 'api-1', alice, '?pageSize=101')).statusCode).toBe(400);
    expect((await list('asks', 'api-1', alice, '?offset=-1')).statusCode).toBe(400);
    const bad = await t.app.inject({ url: '/api/web/asks/catitem/api-1/conv/abc', headers: alice });
    expect(bad.statusCode).toBe(400);
  });
});
