import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DemoAccount } from '../../auth/embedded/accounts.ts';
import type { Database } from '../../db/connection.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countingStatements } from '../../test/count-statements.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';
import { CONVERSATION_NOT_FOUND, createComment } from './service.ts';

type Headers = Record<string, string>;

const INTERVAL_MS = 5000;

import { ITEM_NOT_FOUND } from '../../lib/error-codes.ts';

const account = (username: string): DemoAccount => ({
  username,
  givenName: 'Given',
  familyName: username,
  email: null,
  roles: [],
});

/** The statements a call runs through `db` (BEGIN and COMMIT are not statements of the builder). */
function counted(db: Database) {
  const { db: wrapped, statements } = countingStatements(db);
  const transaction = vi.spyOn(wrapped, 'transaction');
  return { db: wrapped, statements, transaction };
}

/**
 * A question posted to its conversation key (the web client's post) is one statement: the post slot,
 * the thread position, the usage event and the comment. When it writes nothing, the step-by-step path
 * tells the missing item, the missing conversation and the post interval apart, as before.
 */
describe('question post statements', () => {
  let t: TestApp;
  let alice: Headers;
  let key: string;
  const keys: Record<string, string> = {};

  const post = (item: string, k: string, headers: Headers, payload: object = { message: 'hello' }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/web/comments/catitem/${item}/conv/${k}`,
      headers,
      payload,
    });
  const ask = (item: string, k: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/web/asks/catitem/${item}/conv/${k}`, headers, payload });
  const signIn = async (username: string) => {
    const headers = await t.authHeaders(account(username));
    // The first request creates the user.
    await t.app.inject({ url: '/api/web/comments/catitem/ps-1?pageSize=0', headers });
    return { headers, id: await userIdOf(t.db, username) };
  };
  const markOf = async (userId: number) =>
    (
      await t.db
        .selectFrom('conversation_post_marks')
        .select('last_post_at')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.last_post_at;
  const countOf = async (item: string) => {
    const comments = await t.db
      .selectFrom('conversation_comments as c')
      .innerJoin('conversations as cv', 'cv.id', 'c.conversation_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cv.item_id', '=', item)
      .executeTakeFirstOrThrow();
    const events = await t.db
      .selectFrom('usage_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_id', '=', item)
      .where('kind', '=', 'question')
      .executeTakeFirstOrThrow();
    const daily = await t.db
      .selectFrom('usage_daily')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
      .where('item_id', '=', item)
      .where('kind', '=', 'question')
      .executeTakeFirstOrThrow();
    return { comments: Number(comments.n), events: Number(events.n), daily: Number(daily.n) };
  };

  beforeAll(async () => {
    t = await createTestApp({ conversations: { postIntervalMs: INTERVAL_MS } });
    alice = await t.authHeaders('alice');
    for (const item of ['ps-1', 'ps-2', 'ps-3', 'ps-4', 'ps-5', 'ps-6']) {
      await makeItem(t.db, item);
      keys[item] = (
        await t.app.inject({ url: `/api/web/comments/catitem/${item}?pageSize=0`, headers: alice })
      ).json().conversation.key;
    }
    key = keys['ps-1']!;
  });
  afterAll(() => t?.close());

  it('takes one statement and no transaction, with and without the post interval', async () => {
    const userId = await userIdOf(t.db, 'alice');
    for (const minIntervalMs of [0, INTERVAL_MS]) {
      const before = await countOf('ps-1');
      const c = counted(t.db);
      const comment = await createComment(c.db, {
        itemId: 'ps-1',
        conversationKey: key,
        userId,
        message: `Does this API page? (${minIntervalMs})`,
        minIntervalMs,
      });
      expect(comment.message).toBe(`Does this API page? (${minIntervalMs})`);
      expect(comment.order).toBe(before.comments + 1);
      // The post is one statement; after it commits, the live hint for other open pages of the
      // item (issue 27) is its own insert and notify, outside the post.
      expect(c.statements).toEqual(['RawNode', 'InsertQueryNode', 'RawNode']);
      expect(c.transaction).not.toHaveBeenCalled();
      expect(await countOf('ps-1')).toEqual({
        comments: before.comments + 1,
        events: before.events + 1,
        daily: before.daily + 1,
      });
    }
    // The interval's post claimed alice's slot.
    expect(await markOf(userId)).toBeInstanceOf(Date);
  });

  it('answers 429 with Retry-After within the interval, writing nothing', async () => {
    const bob = await signIn('ps-bob');
    expect((await post('ps-2', keys['ps-2']!, bob.headers, { message: 'first' })).statusCode).toBe(201);
    const mark = await markOf(bob.id);
    const before = await countOf('ps-2');
    expect(before).toEqual({ comments: 1, events: 1, daily: 1 });
    for (const item of ['ps-2', 'ps-3']) {
      const res = await post(item, keys[item]!, bob.headers, { message: 'again' });
      expect(res.statusCode).toBe(429);
      const seconds = Number(res.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(5);
      expect(res.json()).toEqual({
        code: 'HTTP-429',
        detail: `You are posting too often. Please wait ${seconds} second${seconds === 1 ? '' : 's'} before posting again.`,
      });
    }
    expect(await countOf('ps-2')).toEqual(before);
    expect(await countOf('ps-3')).toEqual({ comments: 0, events: 0, daily: 0 });
    expect(await markOf(bob.id)).toEqual(mark);
    // Through the service too (one statement that writes nothing, then the step-by-step path).
    await expect(
      createComment(t.db, {
        itemId: 'ps-2',
        conversationKey: keys['ps-2'],
        userId: bob.id,
        message: 'x',
        minIntervalMs: INTERVAL_MS,
      }),
    ).rejects.toMatchObject({ status: 429 });
    expect(await markOf(bob.id)).toEqual(mark);
  });

  it('answers which is missing: the item, or its conversation', async () => {
    const itemMissing = (await post('ps-missing', key, alice)).json();
    expect(itemMissing).toEqual({ code: 'HTTP-404', detail: ITEM_NOT_FOUND });
    expect((await post('ps-missing', '999999', alice)).json().detail).toBe(ITEM_NOT_FOUND);
    const res = await post('ps-2', `9${key}`, alice);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(CONVERSATION_NOT_FOUND);
    // A branch key or no key at all (the route's schema refuses both before the service).
    const userId = await userIdOf(t.db, 'alice');
    for (const [itemId, k, detail] of [
      ['ps-1', `${key}.1`, CONVERSATION_NOT_FOUND],
      ['ps-1', 'not-a-key', CONVERSATION_NOT_FOUND],
      ['ps-missing', 'not-a-key', ITEM_NOT_FOUND],
    ]) {
      await expect(
        createComment(t.db, { itemId, conversationKey: k, userId, message: 'x' }),
      ).rejects.toMatchObject({
        status: 404,
        detail,
      });
    }
    // Another item's key.
    expect((await post('ps-2', key, alice)).json().detail).toBe(CONVERSATION_NOT_FOUND);
  });

  it('claims no post slot for a missing conversation or item: the user posts elsewhere right away', async () => {
    const carol = await signIn('ps-carol');
    const attempts: [string, string, string][] = [
      ['ps-4', keys['ps-1']!, CONVERSATION_NOT_FOUND],
      ['ps-4', '999999', CONVERSATION_NOT_FOUND],
      ['ps-missing', keys['ps-4']!, ITEM_NOT_FOUND],
      ['ps-missing', '999999', ITEM_NOT_FOUND],
    ];
    for (const [item, k, detail] of attempts) {
      const res = await post(item, k, carol.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'HTTP-404', detail });
    }
    expect(await markOf(carol.id)).toBeUndefined();
    const before = await countOf('ps-4');
    const res = await post('ps-4', keys['ps-4']!, carol.headers, { message: 'right away' });
    expect(res.statusCode).toBe(201);
    expect(await markOf(carol.id)).toBeInstanceOf(Date);
    expect(await countOf('ps-4')).toEqual({
      comments: before.comments + 1,
      events: before.events + 1,
      daily: before.daily + 1,
    });
  });

  it('posts request threads via asks as before: their position among questions and who sees them', async () => {
    const k = keys['ps-5']!;
    const [dora, erin, paula] = [
      await signIn('ps-dora'),
      await signIn('ps-erin'),
      { headers: await t.authHeaders('paula') },
    ];
    expect((await ask('ps-5', k, dora.headers, { message: 'q1' })).statusCode).toBe(201);
    expect((await ask('ps-5', k, erin.headers, { message: 'q2', styling: 'question' })).statusCode).toBe(201);
    // dora's interval: her request is posted through the service without one.
    const request = await createComment(t.db, {
      itemId: 'ps-5',
      conversationKey: k,
      userId: dora.id,
      message: 'r1',
      styling: 'request',
    });
    expect(request).toMatchObject({ order: 3, message: 'r1', styling: 'request' });
    const viaAsks = await ask('ps-5', k, paula.headers, { message: 'r2', styling: 'request' });
    expect(viaAsks.statusCode).toBe(201);
    expect(viaAsks.json()).toMatchObject({ order: 4, message: 'r2', styling: 'request' });
    expect((await ask('ps-5', k, erin.headers, { message: 'r3', styling: 'request' })).statusCode).toBe(429);
    const rows = await t.db
      .selectFrom('conversation_comments as c')
      .innerJoin('conversations as cv', 'cv.id', 'c.conversation_id')
      .select(['c.seq', 'c.question_seq', 'c.questions_before', 'c.styling', 'c.message'])
      .where('cv.item_id', '=', 'ps-5')
      .orderBy('c.seq')
      .execute();
    expect(rows).toEqual([
      { seq: 1, question_seq: 1, questions_before: null, styling: 'question', message: 'q1' },
      { seq: 2, question_seq: 2, questions_before: null, styling: 'question', message: 'q2' },
      { seq: 3, question_seq: null, questions_before: 2, styling: 'request', message: 'r1' },
      { seq: 4, question_seq: null, questions_before: 2, styling: 'request', message: 'r2' },
    ]);
    // Requests are not usage events of kind question.
    expect(await countOf('ps-5')).toEqual({ comments: 4, events: 2, daily: 2 });
    const seen = async (headers: Headers) =>
      (await t.app.inject({ url: '/api/web/asks/catitem/ps-5?pageSize=20', headers }))
        .json()
        .comments.map((c: { message: string }) => c.message);
    expect(await seen(dora.headers)).toEqual(['r1', 'q2', 'q1']);
    expect(await seen(erin.headers)).toEqual(['q2', 'q1']);
    expect(await seen(paula.headers)).toEqual(['r2', 'r1', 'q2', 'q1']);
  });

  it('gives concurrent posters dense positions, one usage event per question', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(`ps-many-${i}`)));
    // Over HTTP with the post interval (each user's first post) ...
    const k = keys['ps-6']!;
    const responses = await Promise.all(
      users.map((u, i) => post('ps-6', k, u.headers, { message: `http ${i}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(users.map(() => 201));
    const orders = responses.map((r) => r.json().order as number).sort((a, b) => a - b);
    expect(orders).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // ... and without it, questions and requests mixed.
    const comments = await Promise.all(
      users.map((u, i) =>
        createComment(t.db, {
          itemId: 'ps-6',
          conversationKey: k,
          userId: u.id,
          message: `direct ${i}`,
          styling: i % 4 === 3 ? 'request' : 'question',
          minIntervalMs: 0,
        }),
      ),
    );
    expect(comments.map((c) => c.order).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 21),
    );
    const rows = await t.db
      .selectFrom('conversation_comments as c')
      .innerJoin('conversations as cv', 'cv.id', 'c.conversation_id')
      .select(['c.seq', 'c.question_seq', 'c.questions_before', 'c.styling'])
      .where('cv.item_id', '=', 'ps-6')
      .orderBy('c.seq')
      .execute();
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // Question positions dense too, and each request placed after the questions before it.
    let questions = 0;
    for (const r of rows) {
      if (r.styling === 'question') expect(r.question_seq).toBe(++questions);
      else expect([r.question_seq, r.questions_before]).toEqual([null, questions]);
    }
    expect(questions).toBe(35);
    const conv = await t.db
      .selectFrom('conversations')
      .select(['comment_count', 'question_count'])
      .where('item_id', '=', 'ps-6')
      .executeTakeFirstOrThrow();
    expect(conv).toEqual({ comment_count: 40, question_count: 35 });
    expect(await countOf('ps-6')).toEqual({ comments: 40, events: 35, daily: 35 });
  });
});
