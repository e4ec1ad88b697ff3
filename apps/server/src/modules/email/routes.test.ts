import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { userIdOf } from '../catalog/details/test-factories.ts';
import { enqueueEmail } from './outbox.ts';
import { logTransport } from './transport.ts';
import { EmailWorker } from './worker.ts';

describe('outbox for providers, the embedded transport, and unsubscribe', () => {
  let t: TestApp;
  let aliceId: number;
  const logged: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders('alice') });
    aliceId = await userIdOf(t.db, 'alice');
    await t.db
      .updateTable('users')
      .set({ notification_email: 'Alice@Mail.test' })
      .where('id', '=', aliceId)
      .execute();
    await t.db.transaction().execute((trx) =>
      enqueueEmail(trx, {
        idempotencyKey: 'reply:1',
        template: 'reply',
        userId: aliceId,
        data: { itemId: 'x', itemName: 'X API', convKey: 'c', order: 2, message: 'Answer' },
      }),
    );
  });
  afterAll(() => t.close());

  it('logs and keeps messages when SMTP_URL is unset; providers read them rendered', async () => {
    const worker = new EmailWorker({
      db: t.db,
      transport: logTransport((_msg, fields) => logged.push(fields)),
      email: t.config.email,
      publicUrl: t.config.publicUrl,
    });
    expect(await worker.runOnce()).toEqual({ delivered: 1, failed: 0, uncertain: 0 });
    expect(logged).toEqual([
      {
        to: 'Alice@Mail.test',
        subject: 'Storefront: new reply on X API',
        messageId: expect.stringMatching(/^<[0-9a-f-]{36}@localhost>$/),
      },
    ]);
    const res = await t.app.inject({
      url: '/api/provider/email/outbox',
      headers: await t.authHeaders('paula'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.messages[0]).toMatchObject({
      recipient: 'Alice@Mail.test',
      template: 'reply',
      subject: 'Storefront: new reply on X API',
      status: 'logged',
      attempts: 1,
      lastError: null,
    });
    expect(body.messages[0].text).toContain(
      'http://localhost:8080/store/catalog/details/x/contact-provider/c/2',
    );
    expect(body.messages[0].html).toContain('Unsubscribe</a>');
    const filtered = await t.app.inject({
      url: '/api/provider/email/outbox?status=pending',
      headers: await t.authHeaders('paula'),
    });
    expect(filtered.json()).toEqual({ total: 0, messages: [] });
    const consumer = await t.app.inject({
      url: '/api/provider/email/outbox',
      headers: await t.authHeaders('alice'),
    });
    expect(consumer.statusCode).toBe(403);
  });

  it('unsubscribes through the link: GET confirms, POST clears the notification email', async () => {
    const row = await t.db.selectFrom('email_outbox').select('unsubscribe_token').executeTakeFirstOrThrow();
    const url = `/api/email/unsubscribe/${row.unsubscribe_token}`;
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop email notifications to Alice@Mail.test?');
    const email = () =>
      t.db
        .selectFrom('users')
        .select('notification_email')
        .where('id', '=', aliceId)
        .executeTakeFirstOrThrow();
    expect((await email()).notification_email).toBe('Alice@Mail.test');
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(
      'Alice@Mail.test will no longer receive email notifications from Storefront.',
    );
    expect((await email()).notification_email).toBeNull();
    // A newer address is not cleared by an old message's link.
    await t.db
      .updateTable('users')
      .set({ notification_email: 'new@mail.test' })
      .where('id', '=', aliceId)
      .execute();
    await t.app.inject({ method: 'POST', url });
    expect((await email()).notification_email).toBe('new@mail.test');
    const unknown = await t.app.inject({ url: '/api/email/unsubscribe/nonexistent-token-123' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This unsubscribe link is not valid.');
  });
});
