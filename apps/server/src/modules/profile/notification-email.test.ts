import { PROFILE_TEXTS } from '@storefront/contract/profile';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startSmtpServer } from '../../test/smtp-test-server.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';
import { emitReplyNotified } from '../conversations/hooks.ts';
import { CONFIRM_TEXTS } from './confirm.ts';

/**
 * Issue 25: a notification email typed on My Profile receives mail only once the link mailed to it
 * was followed. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('notification email confirmation', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ids: Record<'alice' | 'bob' | 'paula', number>;
  let replyId = 0;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ email: { ...loadConfig({}).email, smtpUrl: smtp.url } });
    for (const u of ['alice', 'bob', 'paula'])
      await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders(u) });
    ids = {
      alice: await userIdOf(t.db, 'alice'),
      bob: await userIdOf(t.db, 'bob'),
      paula: await userIdOf(t.db, 'paula'),
    };
    await makeItem(t.db, 'confirm-1', { name: 'Confirm API' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.db
      .updateTable('users')
      .set({ notification_email: null, notification_email_pending: null })
      .execute();
    await t.db.deleteFrom('idp_tokens').execute();
    await t.db.deleteFrom('email_outbox').execute();
    smtp.received.length = 0;
  });

  const put = async (who: 'alice' | 'bob', address: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/web/my/store/collabEmail',
      headers: { ...(await t.authHeaders(who)), 'content-type': 'application/json' },
      payload: JSON.stringify(address),
    });
  const call = async (who: 'alice' | 'bob', method: 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: await t.authHeaders(who) });
  const store = async (who: 'alice' | 'bob') =>
    (await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders(who) })).json();

  /** The confirmation link in the last mail to this address (path only, for app.inject). */
  async function linkMailedTo(address: string): Promise<string> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mail = smtp.received.filter((m) => m.to.includes(address)).at(-1);
      const link = mail?.decoded.match(/http:\/\/localhost:8080(\/api\/email\/confirm\/[\w%-]+)/)?.[1];
      if (link) return link;
      if (Date.now() > deadline) throw new Error(`no link mailed to ${address}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** A provider reply to the user's thread: queues a notification email if they have an address. */
  async function notify(userId: number) {
    replyId += 1;
    await t.db.transaction().execute((trx) =>
      emitReplyNotified(trx, {
        itemId: 'confirm-1',
        conversationId: 1,
        threadId: 1,
        threadSeq: 1,
        replyId,
        recipientUserId: userId,
        replierUserId: ids.paula,
        fromProvider: true,
        message: 'An answer.',
      }),
    );
    const rows = await t.db
      .selectFrom('email_outbox')
      .select('recipient')
      .where('idempotency_key', '=', `reply:${replyId}:user:${userId}`)
      .execute();
    return rows.map((r) => r.recipient);
  }

  it('keeps a new address pending, mails it nothing but the link, and mails it once confirmed', async () => {
    const res = await put('alice', 'alice.work@mail.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      collabLabel: null,
      collabEmail: null,
      collabEmailPending: 'alice.work@mail.test',
    });
    expect(await store('alice')).toMatchObject({
      collabEmail: null,
      collabEmailPending: 'alice.work@mail.test',
    });

    const link = await linkMailedTo('alice.work@mail.test');
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toMatch(/^Confirm your notification email/);
    expect(mail.decoded).toContain('the link works once, for 24 hours');
    // Only the token's hash is stored.
    const token = decodeURIComponent(link.split('/').at(-1)!);
    const stored = await t.db.selectFrom('idp_tokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]).toMatchObject({ purpose: 'notification-email', portal_user_id: ids.alice });

    // While pending: no notification to it (alice had no confirmed address, so none at all).
    expect(await notify(ids.alice)).toEqual([]);
    expect(await t.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);

    // GET asks and changes nothing (mail scanners follow links).
    const ask = await t.app.inject({ url: link });
    expect(ask.statusCode).toBe(200);
    expect(ask.headers['content-type']).toContain('text/html');
    expect(ask.body).toContain(CONFIRM_TEXTS.askTitle);
    expect(ask.body).toContain('alice.work@mail.test');
    expect(ask.body).toContain('<form method="post">');
    expect((await store('alice')).collabEmail).toBeNull();

    const done = await t.app.inject({
      method: 'POST',
      url: link,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(CONFIRM_TEXTS.doneTitle);
    expect(await store('alice')).toMatchObject({
      collabEmail: 'alice.work@mail.test',
      collabEmailPending: null,
    });
    expect(await notify(ids.alice)).toEqual(['alice.work@mail.test']);

    // Used: the link is refused from now on, with its own page.
    for (const method of ['GET', 'POST'] as const) {
      const again = await t.app.inject({ method, url: link });
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain(CONFIRM_TEXTS.usedBody);
    }
  });

  it('keeps mailing the confirmed address while a new one is pending', async () => {
    await put('alice', 'first@mail.test');
    await t.app.inject({ method: 'POST', url: await linkMailedTo('first@mail.test') });
    expect((await put('alice', 'second@mail.test')).json()).toMatchObject({
      collabEmail: 'first@mail.test',
      collabEmailPending: 'second@mail.test',
    });
    expect(await notify(ids.alice)).toEqual(['first@mail.test']);
    await t.app.inject({ method: 'POST', url: await linkMailedTo('second@mail.test') });
    expect(await notify(ids.alice)).toEqual(['second@mail.test']);
  });

  it('takes the address the identity provider verified, and the confirmed one, without a link', async () => {
    // alice's token carries alice@example.com with email_verified.
    expect((await put('alice', 'Alice@Example.com')).json()).toMatchObject({
      collabEmail: 'Alice@Example.com',
      collabEmailPending: null,
    });
    // Typing the confirmed address again drops a pending one.
    await put('alice', 'other@mail.test');
    expect((await put('alice', 'alice@example.com')).json()).toMatchObject({ collabEmailPending: null });
    expect(smtp.received.map((m) => m.to)).toEqual([['other@mail.test']]);
    expect(await notify(ids.alice)).toEqual(['Alice@Example.com']);
  });

  it('opts out at once with an empty address, dropping a pending one and its link', async () => {
    await put('alice', 'first@mail.test');
    await t.app.inject({ method: 'POST', url: await linkMailedTo('first@mail.test') });
    await put('alice', 'second@mail.test');
    const link = await linkMailedTo('second@mail.test');
    expect((await put('alice', null)).json()).toMatchObject({ collabEmail: null, collabEmailPending: null });
    expect(await notify(ids.alice)).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(404);
  });

  it('refuses an expired link with its own page and leaves the address pending', async () => {
    await put('bob', 'bob@mail.test');
    const link = await linkMailedTo('bob@mail.test');
    await t.db
      .updateTable('idp_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: link });
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain(CONFIRM_TEXTS.expiredBody);
    }
    expect(await store('bob')).toMatchObject({ collabEmail: null, collabEmailPending: 'bob@mail.test' });
    expect(await notify(ids.bob)).toEqual([]);
  });

  it('refuses an unknown link and a link of another kind', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/email/confirm/not-a-real-token-at-all' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(CONFIRM_TEXTS.unknownBody);
    // A set-up token of the embedded store is not spent here.
    const { createSetupLink } = await import('../people/service.ts');
    const setup = await createSetupLink(t.db, t.config.publicUrl);
    expect(setup).toBeDefined();
    const token = new URL(setup!).searchParams.get('token')!;
    const other = await t.app.inject({ method: 'POST', url: `/api/email/confirm/${token}` });
    expect(other.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('idp_tokens')
      .selectAll()
      .where('purpose', '=', 'setup')
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it("confirms only its own user's address: another user's link leaves them pending", async () => {
    await put('alice', 'shared@mail.test');
    const aliceLink = await linkMailedTo('shared@mail.test');
    await put('bob', 'shared@mail.test');
    const bobLink = await linkMailedTo('shared@mail.test');
    expect(bobLink).not.toBe(aliceLink);
    expect((await t.app.inject({ method: 'POST', url: aliceLink })).statusCode).toBe(200);
    expect(await store('alice')).toMatchObject({ collabEmail: 'shared@mail.test', collabEmailPending: null });
    expect(await store('bob')).toMatchObject({ collabEmail: null, collabEmailPending: 'shared@mail.test' });
    expect(await notify(ids.bob)).toEqual([]);
  });

  it('refuses a link whose address was replaced since: only the newest link works', async () => {
    await put('bob', 'old@mail.test');
    const old = await linkMailedTo('old@mail.test');
    await put('bob', 'new@mail.test');
    expect((await t.app.inject({ method: 'POST', url: old })).statusCode).toBe(404);
    expect(await store('bob')).toMatchObject({ collabEmail: null, collabEmailPending: 'new@mail.test' });
  });

  it('resends the link (the earlier one stops working) at most once a minute, and cancels', async () => {
    expect((await call('bob', 'POST', '/api/web/my/store/collabEmail/resend')).json()).toEqual({
      code: 'PROFILE-NO-PENDING',
      detail: PROFILE_TEXTS.emailNothingPending,
    });
    await put('bob', 'bob@mail.test');
    const first = await linkMailedTo('bob@mail.test');
    const soon = await call('bob', 'POST', '/api/web/my/store/collabEmail/resend');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().detail).toBe(PROFILE_TEXTS.emailResendTooSoon);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    await t.db
      .updateTable('idp_tokens')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .execute();
    const resent = await call('bob', 'POST', '/api/web/my/store/collabEmail/resend');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ collabEmailPending: 'bob@mail.test' });
    expect(smtp.received.filter((m) => m.to.includes('bob@mail.test'))).toHaveLength(2);
    const second = await linkMailedTo('bob@mail.test');
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'POST', url: first })).statusCode).toBe(404);

    const cancelled = await call('bob', 'DELETE', '/api/web/my/store/collabEmail/pending');
    expect(cancelled.json()).toMatchObject({ collabEmail: null, collabEmailPending: null });
    expect((await t.app.inject({ method: 'POST', url: second })).statusCode).toBe(404);
  });
});

describe('notification email confirmation when the mail cannot be sent', () => {
  it('answers 502 and keeps nothing pending', async () => {
    const smtp = await startSmtpServer({ unknownRecipients: ['nobody@mail.test'] });
    const t = await createTestApp({ email: { ...loadConfig({}).email, smtpUrl: smtp.url } });
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/web/my/store/collabEmail',
        headers: { ...(await t.authHeaders('bob')), 'content-type': 'application/json' },
        payload: JSON.stringify('nobody@mail.test'),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('PROFILE-MAIL');
      const store = (
        await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders('bob') })
      ).json();
      expect(store).toMatchObject({ collabEmail: null, collabEmailPending: null });
      expect(await t.db.selectFrom('idp_tokens').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
