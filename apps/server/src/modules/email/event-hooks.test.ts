import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { emitAccessDecision } from '../access/decision-hooks.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';
import { emitReplyNotified } from '../conversations/hooks.ts';

describe('emails and live events for replies and access decisions', () => {
  let t: TestApp;
  let aliceId: number;
  let paulaId: number;

  beforeAll(async () => {
    t = await createTestApp();
    for (const u of ['alice', 'paula']) {
      await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders(u) });
    }
    [aliceId, paulaId] = await Promise.all([userIdOf(t.db, 'alice'), userIdOf(t.db, 'paula')]);
    await t.db
      .updateTable('users')
      .set({ notification_email: 'alice@mail.test' })
      .where('id', '=', aliceId)
      .execute();
    await makeItem(t.db, 'hook-1', { name: 'Hook API' });
  });
  afterAll(() => t.close());

  const reply = (replyId: number) =>
    t.db.transaction().execute((trx) =>
      emitReplyNotified(trx, {
        itemId: 'hook-1',
        conversationId: 17,
        threadId: 5,
        threadSeq: 3,
        replyId,
        recipientUserId: aliceId,
        replierUserId: paulaId,
        fromProvider: true,
        message: 'Here is the answer.',
      }),
    );

  it('queues one reply email per reply to the thread author and tells her browser', async () => {
    await reply(1);
    await reply(1);
    const rows = await t.db.selectFrom('email_outbox').selectAll().execute();
    expect(rows.map((r) => [r.idempotency_key, r.template, r.recipient])).toEqual([
      [`reply:1:user:${aliceId}`, 'reply', 'alice@mail.test'],
    ]);
    expect(rows[0].data).toEqual({
      itemId: 'hook-1',
      itemName: 'Hook API',
      convKey: '17',
      order: 3,
      message: 'Here is the answer.',
    });
    const events = await t.db.selectFrom('live_events').select(['type', 'user_ids']).execute();
    expect(events.map((e) => [e.type, e.user_ids?.map(Number)])).toEqual([
      ['replies', [aliceId]],
      ['replies', [aliceId]],
    ]);
  });

  it('queues the decision email; nothing when the decision rolls back', async () => {
    const decide = (requestId: number) =>
      t.db.transaction().execute((trx) =>
        emitAccessDecision(trx, {
          requestId,
          itemId: 'hook-1',
          itemName: 'Hook API',
          userId: aliceId,
          providerId: paulaId,
          status: 'approved',
          comment: 'Enjoy',
        }),
      );
    await decide(9);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await emitAccessDecision(trx, {
          requestId: 10,
          itemId: 'hook-1',
          itemName: 'Hook API',
          userId: aliceId,
          providerId: paulaId,
          status: 'denied',
          comment: '',
        });
        throw new Error('roll back');
      })
      .catch(() => {});
    const rows = await t.db
      .selectFrom('email_outbox')
      .select(['idempotency_key', 'template', 'data'])
      .where('template', '=', 'access-decision')
      .execute();
    expect(rows).toEqual([
      {
        idempotency_key: 'access:9:approved',
        template: 'access-decision',
        data: { itemId: 'hook-1', itemName: 'Hook API', decision: 'approved', note: 'Enjoy' },
      },
    ]);
  });

  it('sends nothing to a user without a notification email', async () => {
    await t.db.updateTable('users').set({ notification_email: null }).where('id', '=', aliceId).execute();
    await reply(2);
    expect(
      await t.db
        .selectFrom('email_outbox')
        .select('id')
        .where('idempotency_key', 'like', 'reply:2:%')
        .execute(),
    ).toEqual([]);
  });
});
