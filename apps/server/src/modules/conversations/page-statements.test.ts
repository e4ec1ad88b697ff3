import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countingStatements } from '../../test/count-statements.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';
import { createComment, getConversationPage, type Viewer } from './service.ts';

/**
 * GET comments/catitem/{id} (and asks/): a consumer's page of a conversation without requests (the
 * common case) is read with its conversation in one statement; a provider, a conversation with
 * requests and a conversation not created yet take the general path, with the same answers.
 */
describe('conversation page statements', () => {
  let t: TestApp;
  let alice: Viewer;
  let bob: Viewer;
  let paula: Viewer;

  beforeAll(async () => {
    t = await createTestApp({ conversations: { postIntervalMs: 0 } });
    for (const u of ['alice', 'bob', 'paula'])
      await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders(u) });
    alice = { id: await userIdOf(t.db, 'alice'), isProvider: false };
    bob = { id: await userIdOf(t.db, 'bob'), isProvider: false };
    paula = { id: await userIdOf(t.db, 'paula'), isProvider: true };
    for (const id of ['cp-new', 'cp-q', 'cp-r', 'cp-r-only']) await makeItem(t.db, id);
    // cp-q: five questions. cp-r: questions 1-2, alice's request 3, question 4, bob's request 5,
    // question 6. cp-r-only: one request of alice's.
    for (let i = 1; i <= 5; i++)
      await createComment(t.db, { itemId: 'cp-q', userId: (i % 2 ? alice : bob).id, message: `q${i}` });
    const threads: [Viewer, 'question' | 'request'][] = [
      [alice, 'question'],
      [bob, 'question'],
      [alice, 'request'],
      [bob, 'question'],
      [bob, 'request'],
      [alice, 'question'],
    ];
    for (const [i, [who, styling]] of threads.entries())
      await createComment(t.db, { itemId: 'cp-r', userId: who.id, message: `m${i + 1}`, styling });
    await createComment(t.db, { itemId: 'cp-r-only', userId: alice.id, message: 'r1', styling: 'request' });
  });
  afterAll(() => t?.close());

  /** A database recording each statement sent through it. */
  function counting(): { db: Database; statements: string[] } {
    return countingStatements(t.db);
  }

  async function page(itemId: string, viewer: Viewer, pageSize: number, offset = 0) {
    const { db, statements } = counting();
    const res = await getConversationPage(db, itemId, viewer, pageSize, offset);
    return {
      last: res.conversation.last,
      messages: res.comments.map((c) => c.message),
      statements: statements.length,
    };
  }

  it('reads a consumer page of questions with its conversation: one statement', async () => {
    expect(await page('cp-q', bob, 2)).toEqual({ last: 5, messages: ['q5', 'q4'], statements: 1 });
    expect(await page('cp-q', bob, 2, 3)).toEqual({ last: 5, messages: ['q2', 'q1'], statements: 1 });
    expect(await page('cp-q', alice, 5, 4)).toEqual({ last: 5, messages: ['q1'], statements: 1 });
    expect(await page('cp-q', alice, 100)).toEqual({
      last: 5,
      messages: ['q5', 'q4', 'q3', 'q2', 'q1'],
      statements: 1,
    });
    // Offsets at and beyond the end, and pageSize 0 (the client reads the key and total so).
    for (const offset of [5, 6, 100, 2 ** 31, Number.MAX_SAFE_INTEGER])
      expect(await page('cp-q', bob, 20, offset)).toEqual({ last: 5, messages: [], statements: 1 });
    expect(await page('cp-q', bob, 0)).toEqual({ last: 5, messages: [], statements: 1 });
    expect(await page('cp-q', bob, 0, 100)).toEqual({ last: 5, messages: [], statements: 1 });
  });

  it('answers the same through the route, in both families', async () => {
    const headers = await t.authHeaders('bob');
    for (const family of ['comments', 'asks']) {
      const res = await t.app.inject({ url: `/api/web/${family}/catitem/cp-q?pageSize=2&offset=1`, headers });
      const body = res.json();
      expect(body.conversation.last).toBe(5);
      expect(body.comments.map((c: { message: string; order: number }) => [c.message, c.order])).toEqual([
        ['q4', 4],
        ['q3', 3],
      ]);
      const far = await t.app.inject({ url: `/api/web/${family}/catitem/cp-q?offset=10000000000`, headers });
      expect(far.statusCode).toBe(200);
      expect(far.json().comments).toEqual([]);
    }
  });

  it('lets a provider see every thread (the general path: conversation, then threads)', async () => {
    expect(await page('cp-q', paula, 2, 1)).toEqual({ last: 5, messages: ['q4', 'q3'], statements: 2 });
    expect(await page('cp-r', paula, 3, 1)).toEqual({ last: 6, messages: ['m5', 'm4', 'm3'], statements: 2 });
    expect(await page('cp-r', paula, 0)).toEqual({ last: 6, messages: [], statements: 1 });
    expect(await page('cp-r', paula, 20, 6)).toEqual({ last: 6, messages: [], statements: 1 });
  });

  it('pages a conversation with requests for their author and for another user alike', async () => {
    const all = async (viewer: Viewer, pageSize: number) => {
      const seen: string[] = [];
      for (let offset = 0; offset < 8; offset += pageSize)
        seen.push(...(await page('cp-r', viewer, pageSize, offset)).messages);
      return seen;
    };
    for (const pageSize of [1, 2, 3, 20]) {
      expect(await all(alice, pageSize), `alice by ${pageSize}`).toEqual(['m6', 'm4', 'm3', 'm2', 'm1']);
      expect(await all(bob, pageSize), `bob by ${pageSize}`).toEqual(['m6', 'm5', 'm4', 'm2', 'm1']);
    }
    expect(await page('cp-r', alice, 2, 1)).toMatchObject({ last: 5, messages: ['m4', 'm3'] });
    expect(await page('cp-r', bob, 2, 1)).toMatchObject({ last: 5, messages: ['m5', 'm4'] });
    expect(await page('cp-r', paula, 0)).toMatchObject({ last: 6 });
    const someone = { id: paula.id, isProvider: false };
    expect(await page('cp-r', someone, 20)).toMatchObject({ last: 4, messages: ['m6', 'm4', 'm2', 'm1'] });
    for (const offset of [4, 5, 100]) {
      expect(await page('cp-r', someone, 20, offset)).toMatchObject({ last: 4, messages: [] });
      expect(await page('cp-r', alice, 20, offset + 1)).toMatchObject({ last: 5, messages: [] });
    }
    expect(await page('cp-r', alice, 0)).toMatchObject({ last: 5, messages: [] });
    // Only requests: their author sees them, nobody else does.
    expect(await page('cp-r-only', alice, 20)).toMatchObject({ last: 1, messages: ['r1'] });
    expect(await page('cp-r-only', bob, 20)).toMatchObject({ last: 0, messages: [] });
  });

  it('creates the conversation on first read, and answers 404 for an unknown item', async () => {
    // Not found, the item, the insert, the read back; then one statement.
    expect(await page('cp-new', bob, 20)).toEqual({ last: 0, messages: [], statements: 4 });
    expect(await page('cp-new', bob, 20)).toEqual({ last: 0, messages: [], statements: 1 });
    await expect(getConversationPage(t.db, 'cp-missing', bob, 20, 0)).rejects.toMatchObject({ status: 404 });
    await expect(getConversationPage(t.db, 'cp-missing', paula, 20, 0)).rejects.toMatchObject({
      status: 404,
    });
  });
});
