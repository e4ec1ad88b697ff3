import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeItem } from '../catalog/details/test-factories.ts';

describe('conversations: at most one post per interval per user', () => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    // The default configuration: 5 seconds.
    t = await createTestApp();
    await makeItem(t.db, 'api-1');
    const alice = await t.authHeaders('alice');
    key = (await t.app.inject({ url: '/api/web/asks/catitem/api-1?pageSize=0', headers: alice })).json()
      .conversation.key;
  });
  afterAll(() => t.close());

  const post = async (user: string, message = 'hello', url = `/api/web/asks/catitem/api-1/conv/${key}`) =>
    t.app.inject({ method: 'POST', url, headers: await t.authHeaders(user), payload: { message } });

  it('answers 429 with a clear message and Retry-After to a second post within 5 seconds', async () => {
    expect(t.config.conversations.postIntervalMs).toBe(5000);
    const first = await post('alice');
    expect(first.statusCode).toBe(201);
    const second = await post('alice', 'again');
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('HTTP-429');
    expect(second.json().detail).toMatch(
      /^You are posting too often\. Please wait [1-5] seconds? before posting again\.$/,
    );
    const retry = Number(second.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(5);
    // Replies count as posts too; other users are not affected.
    const asReply = await post('alice', 'r', `/api/web/asks/catitem/api-1/conv/${key}/order/1/reply`);
    expect(asReply.statusCode).toBe(429);
    expect((await post('bob')).statusCode).toBe(201);
  });

  it('does not spend the slot on a refused post', async () => {
    expect((await post('paula', '')).statusCode).toBe(400);
    expect((await post('paula', 'valid')).statusCode).toBe(201);
  });

  it('allows the next post once the interval has passed', async () => {
    const aliceId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'alice').executeTakeFirstOrThrow()
    ).id;
    await t.db
      .updateTable('conversation_post_marks')
      .set({ last_post_at: new Date(Date.now() - 5_001) })
      .where('user_id', '=', aliceId)
      .execute();
    expect((await post('alice', 'later')).statusCode).toBe(201);
  });
});
