import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';
import { CONVERSATION_NOT_FOUND, createComment } from './service.ts';

type Headers = Record<string, string>;

/**
 * A question posted to its conversation key (the web client's post) looks the conversation up and
 * not the item too (the conversation implies it); which of the two is missing is still told apart.
 */
describe('question post statements', () => {
  let t: TestApp;
  let alice: Headers;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp({ conversations: { postIntervalMs: 0 } });
    alice = await t.authHeaders('alice');
    await makeItem(t.db, 'ps-1');
    await makeItem(t.db, 'ps-2');
    key = (await t.app.inject({ url: '/api/web/comments/catitem/ps-1?pageSize=0', headers: alice })).json()
      .conversation.key;
  });
  afterAll(() => t?.close());

  it('takes four statements besides BEGIN and COMMIT', async () => {
    const statements: string[] = [];
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const comment = await createComment(t.db.withPlugin(counting), {
      itemId: 'ps-1',
      conversationKey: key,
      userId: await userIdOf(t.db, 'alice'),
      message: 'Does this API page?',
    });
    expect(comment.message).toBe('Does this API page?');
    // The conversation, the usage event, the thread position, the comment.
    expect(statements).toHaveLength(4);
  });

  it('answers which is missing: the item, or its conversation', async () => {
    const post = (item: string, k: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/web/comments/catitem/${item}/conv/${k}`,
        headers: alice,
        payload: { message: 'hello' },
      });
    const itemMissing = (await post('ps-missing', key)).json();
    expect(itemMissing).toEqual({ code: 'HTTP-404', detail: 'The catalogue item does not exist.' });
    expect((await post('ps-missing', '999999')).json().detail).toBe('The catalogue item does not exist.');
    const res = await post('ps-2', `9${key}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(CONVERSATION_NOT_FOUND);
    // A branch key or no key at all (the route's schema refuses both before the service).
    const userId = await userIdOf(t.db, 'alice');
    for (const [itemId, k, detail] of [
      ['ps-1', `${key}.1`, CONVERSATION_NOT_FOUND],
      ['ps-1', 'not-a-key', CONVERSATION_NOT_FOUND],
      ['ps-missing', 'not-a-key', 'The catalogue item does not exist.'],
    ]) {
      await expect(
        createComment(t.db, { itemId, conversationKey: k, userId, message: 'x' }),
      ).rejects.toMatchObject({
        status: 404,
        detail,
      });
    }
    // Another item's key.
    expect((await post('ps-2', key)).json().detail).toBe(CONVERSATION_NOT_FOUND);
    expect((await post('ps-1', key)).statusCode).toBe(201);
  });
});
