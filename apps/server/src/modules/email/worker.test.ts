import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startSmtpServer } from '../../test/smtp-test-server.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';
import { enqueueEmail } from './outbox.ts';
import {
  claimDue,
  markAttemptFailed,
  markDelivered,
  markHandedOver,
  settleAbandonedHandovers,
  UNCERTAIN_NOTE,
} from './repository.ts';
import { smtpTransport } from './transport.ts';
import { EmailWorker, messageIdOf, retryDelayMs } from './worker.ts';

describe('email outbox and worker against a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let aliceId: number;
  let bobId: number;
  const email = {
    from: 'Portal <no-reply@portal.test>',
    pollMs: 50,
    retryBaseMs: 1,
    retryMaxMs: 4,
    maxAttempts: 3,
  };
  const worker = (smtpUrl = smtp.url, o: Partial<typeof email> = {}, timeoutMs = 2000) =>
    new EmailWorker({
      db: t.db,
      transport: smtpTransport(smtpUrl, timeoutMs),
      email: { ...email, ...o },
      publicUrl: 'https://portal.test',
    });
  const outbox = () => t.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();
  /** The Message-ID the worker sends for the message queued under `key`. */
  const mid = async (key: string) =>
    messageIdOf(
      (
        await t.db
          .selectFrom('email_outbox')
          .select('message_id')
          .where('idempotency_key', '=', key)
          .executeTakeFirstOrThrow()
      ).message_id,
      'https://portal.test',
    );
  const queue = (n: number, prefix: string) =>
    t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < n; i++) {
        await enqueueEmail(trx, {
          idempotencyKey: `${prefix}-${i}`,
          template: 'provider-update',
          userId: aliceId,
          data: { itemId: 'mail-1', itemName: 'Mail API', message: `Update ${i}` },
        });
      }
    });

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startSmtpServer();
    for (const u of ['alice', 'bob']) {
      await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders(u) });
    }
    [aliceId, bobId] = await Promise.all([userIdOf(t.db, 'alice'), userIdOf(t.db, 'bob')]);
    await t.db
      .updateTable('users')
      .set({ notification_email: 'alice@mail.test' })
      .where('id', '=', aliceId)
      .execute();
    await makeItem(t.db, 'mail-1', { name: 'Mail API' });
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('email_outbox').execute();
    await t.db.deleteFrom('email_bounces').execute();
    smtp.received.length = 0;
    smtp.setAcceptUpTo(Number.POSITIVE_INFINITY);
    smtp.setAnswer(() => 'accept');
    smtp.counts.dataStarted = 0;
    smtp.counts.dataAborted = 0;
  });
  const expireLeases = () =>
    t.db
      .updateTable('email_outbox')
      .set({ locked_until: new Date(Date.now() - 1) })
      .where('locked_until', 'is not', null)
      .execute();

  it('queues a provider update for each watcher with a notification email, in the notice write', async () => {
    await t.db
      .insertInto('user_watches')
      .values([
        { user_id: aliceId, item_id: 'mail-1' },
        { user_id: bobId, item_id: 'mail-1' },
      ])
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/items/mail-1/notices',
      headers: await t.authHeaders('paula'),
      payload: { message: 'Version <2> & more' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await outbox();
    expect(rows.map((r) => [r.recipient, r.template, r.status, r.idempotency_key])).toEqual([
      ['alice@mail.test', 'provider-update', 'pending', `notice:${res.json().id}:user:${aliceId}`],
    ]);
    expect(await worker().runOnce()).toEqual({ delivered: 1, failed: 0, uncertain: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail.to).toEqual(['alice@mail.test']);
    expect(mail.from).toBe('no-reply@portal.test');
    expect(mail.subject).toBe('Storefront: provider update on Mail API');
    expect(mail.decoded).toContain('Version <2> & more');
    expect(mail.decoded).toContain('https://portal.test/store/catalog/details/mail-1/provider-updates');
    expect(mail.raw).toMatch(/List-Unsubscribe:\s+<https:\/\/portal\.test\/api\/email\/unsubscribe\/[\w-]+>/);
    expect(mail.raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
    // A random id per message, never the row ids (which repeat after a restore or elsewhere).
    const [row] = await outbox();
    expect(row.message_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(mail.messageId).toBe(messageIdOf(row.message_id, 'https://portal.test'));
    expect(mail.messageId).not.toContain('notice%3A');
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    await t.db.deleteFrom('user_watches').execute();
  });

  it('adds nothing for an opted-out user or a repeated idempotency key', async () => {
    await t.db.transaction().execute(async (trx) => {
      expect(
        await enqueueEmail(trx, { idempotencyKey: 'k', template: 'reply', userId: bobId, data: {} }),
      ).toBe(false);
      expect(
        await enqueueEmail(trx, { idempotencyKey: 'k', template: 'reply', userId: aliceId, data: {} }),
      ).toBe(true);
      expect(
        await enqueueEmail(trx, { idempotencyKey: 'k', template: 'reply', userId: aliceId, data: {} }),
      ).toBe(false);
    });
    expect(await outbox()).toHaveLength(1);
  });

  it('keeps nothing when the event rolls back', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await enqueueEmail(trx, { idempotencyKey: 'gone', template: 'reply', userId: aliceId, data: {} });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await outbox()).toEqual([]);
  });

  it('survives an outage in the middle of a batch and a restart: nothing lost, nothing twice', async () => {
    await queue(10, 'outage');
    smtp.setAcceptUpTo(4);
    const first = worker();
    expect(await first.runOnce()).toEqual({ delivered: 4, failed: 6, uncertain: 0 });
    await first.stop();
    let rows = await outbox();
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(4);
    const waiting = rows.filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(6);
    for (const r of waiting) {
      expect(r.attempts).toBe(1);
      expect(r.last_error).toContain('421');
      expect(r.locked_until).toBeNull();
    }
    // The server comes back; a new worker (a restarted instance) sends what is left once due.
    smtp.setAcceptUpTo(Number.POSITIVE_INFINITY);
    const second = worker();
    await expect
      .poll(async () => {
        await second.runOnce();
        return (await outbox()).every((r) => r.status === 'sent');
      })
      .toBe(true);
    await second.stop();
    rows = await outbox();
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(rows.every((r) => r.status === 'sent' && r.sent_at)).toBe(true);
  });

  it('gives a message queued again under the same key (a restored database) a new Message-ID', async () => {
    await queue(1, 'restored');
    const [first] = await outbox();
    await t.db.deleteFrom('email_outbox').execute();
    await queue(1, 'restored');
    const [again] = await outbox();
    expect(again.idempotency_key).toBe(first.idempotency_key);
    expect(again.message_id).not.toBe(first.message_id);
    await t.db.deleteFrom('email_outbox').execute();
  });

  it('resends a message whose worker died mid-send only after its lease ends, with the same Message-ID', async () => {
    await queue(1, 'crash');
    // A worker claims it and dies before recording anything.
    expect(await claimDue(t.db, 5, 60_000)).toHaveLength(1);
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 0, uncertain: 0 });
    await t.db
      .updateTable('email_outbox')
      .set({ locked_until: new Date(Date.now() - 1) })
      .execute();
    expect(await worker().runOnce()).toEqual({ delivered: 1, failed: 0, uncertain: 0 });
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 });
    const [crashed] = await outbox();
    expect(smtp.received.map((m) => m.messageId)).toEqual([
      messageIdOf(crashed.message_id, 'https://portal.test'),
    ]);
  });

  it('gives up after maxAttempts when the server stays down', async () => {
    await queue(1, 'down');
    await smtp.close();
    const w = worker(smtp.url);
    await expect
      .poll(async () => {
        await w.runOnce();
        return (await outbox())[0].status;
      })
      .toBe('failed');
    expect((await outbox())[0]).toMatchObject({ attempts: 3, failures: 3 });
    await w.stop();
    smtp = await startSmtpServer({ port: smtp.port });
  });

  it('never sends again a message handed over without an answer: uncertain, shown to providers', async () => {
    await queue(1, 'silent');
    smtp.setAnswer(() => 'silent');
    expect(await worker(smtp.url, {}, 500).runOnce()).toEqual({ delivered: 0, failed: 0, uncertain: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'uncertain', attempts: 1, locked_until: null });
    expect(row.last_error).toContain(UNCERTAIN_NOTE);
    // The server may have it: no later pass (nor another instance after any lease) sends it again.
    smtp.setAnswer(() => 'accept');
    await expireLeases();
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 0, uncertain: 0 });
    expect(smtp.received).toEqual([]);
    expect(smtp.counts.dataStarted).toBe(1);
    const res = await t.app.inject({
      url: '/api/provider/email/outbox?status=uncertain',
      headers: await t.authHeaders('paula'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    expect(res.json().messages[0]).toMatchObject({ status: 'uncertain', attempts: 1 });
    expect(res.json().messages[0].lastError).toContain(UNCERTAIN_NOTE);
  });

  it('a worker killed after the hand-over: the message becomes uncertain once its lease ends, never resent', async () => {
    await queue(2, 'killed');
    // What a worker killed between the hand-over and the dot leaves: one message handed over, one
    // only claimed.
    const [a, b] = await claimDue(t.db, 5, 60_000);
    expect(await markHandedOver(t.db, a.id, a.attempts, 60_000)).toBe(true);
    // While its lease lasts it is left alone (the worker may still be waiting for the answer).
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 0, uncertain: 0 });
    expect((await outbox()).map((r) => r.status)).toEqual(['sending', 'pending']);
    await expireLeases();
    expect(await worker().runOnce()).toEqual({ delivered: 1, failed: 0, uncertain: 1 });
    const rows = await outbox();
    expect(rows.map((r) => [r.idempotency_key, r.status, r.attempts])).toEqual([
      [a.idempotency_key, 'uncertain', 1],
      [b.idempotency_key, 'sent', 2],
    ]);
    // Only the one never handed over was sent (again); the uncertain one is not sent by later passes.
    expect(smtp.received.map((m) => m.messageId)).toEqual([messageIdOf(b.message_id, 'https://portal.test')]);
    await expireLeases();
    expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 0, uncertain: 0 });
    expect(await settleAbandonedHandovers(t.db)).toEqual([]);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a 4xx answer after the dot and fails a 5xx (permanent) at once, without retrying it', async () => {
    await queue(2, 'answer');
    const refused = await mid('answer-1');
    // The first message: 451 once, then accepted. The second: 554 every time.
    smtp.setAnswer((n, messageId) => {
      if (messageId === refused) return { code: 554, message: 'rejected' };
      return n === 1 ? { code: 451, message: 'try later' } : 'accept';
    });
    const w = worker();
    await expect
      .poll(
        async () => {
          await w.runOnce();
          return (await outbox()).map((r) => r.status);
        },
        { timeout: 20_000 },
      )
      .toEqual(['sent', 'failed']);
    const rows = await outbox();
    expect(rows[0]).toMatchObject({ attempts: 2, last_error: null });
    expect(rows[1]).toMatchObject({ attempts: 1, failures: 1 });
    expect(rows[1].last_error).toContain('554');
    expect(smtp.received.map((m) => m.messageId)).toEqual([await mid('answer-0')]);
  });

  it('a stale worker whose claim was taken over changes nothing and sends nothing', async () => {
    await queue(1, 'stale');
    const [stale] = await claimDue(t.db, 5, 60_000);
    await expireLeases();
    const [fresh] = await claimDue(t.db, 5, 60_000);
    expect(fresh.attempts).toBe(stale.attempts + 1);
    expect(await markHandedOver(t.db, stale.id, stale.attempts, 60_000)).toBe(false);
    await markAttemptFailed(t.db, stale.id, stale.attempts, 'late failure', null);
    await markDelivered(t.db, stale.id, stale.attempts, 'sent');
    expect((await outbox())[0]).toMatchObject({ status: 'pending', attempts: 2, last_error: null });
    expect(await markHandedOver(t.db, fresh.id, fresh.attempts, 60_000)).toBe(true);
    // A failure before the dot puts the hand-over back: the message is sent on the next attempt.
    await markAttemptFailed(t.db, fresh.id, fresh.attempts, 'connection lost before the dot', new Date());
    expect((await outbox())[0]).toMatchObject({ status: 'pending', locked_until: null });
    expect(await worker().runOnce()).toEqual({ delivered: 1, failed: 0, uncertain: 0 });
    expect(smtp.received.map((m) => m.messageId)).toEqual([await mid('stale-0')]);
  });

  it('takes what is due by the database clock, whatever the server clock says', async () => {
    // Due times are written by the database; a server clock behind it (skew, or only milliseconds
    // against microseconds) must not leave a message just queued for a later pass. In-process PGlite
    // reads this thread's clock too, so there both clocks move; PostgreSQL and PGlite's own thread
    // keep theirs.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 3_600_000 });
    try {
      await queue(1, 'skew');
      expect(await worker().runOnce()).toEqual({ delivered: 1, failed: 0, uncertain: 0 });
    } finally {
      vi.useRealTimers();
    }
    expect(smtp.received.map((m) => m.messageId)).toEqual([await mid('skew-0')]);
  });

  it('claims cut short by kills do not use up attempts: only recorded failures count', async () => {
    await queue(1, 'kills');
    // Workers killed mid-send maxAttempts times over: each claim ran out without an outcome.
    for (let i = 0; i < email.maxAttempts * 12; i++) {
      expect(await claimDue(t.db, 5, 60_000)).toHaveLength(1);
      await expireLeases();
    }
    // One refusal now is the message's first failure, not its last: it is retried, then sent.
    smtp.setAnswer((n) => (n === 1 ? { code: 451, message: 'try later' } : 'accept'));
    const w = worker();
    await expect
      .poll(
        async () => {
          await w.runOnce();
          return (await outbox())[0].status;
        },
        { timeout: 20_000 },
      )
      .toBe('sent');
    expect((await outbox())[0]).toMatchObject({ attempts: email.maxAttempts * 12 + 2, failures: 1 });
    expect(smtp.received.map((m) => m.messageId)).toEqual([await mid('kills-0')]);
  });

  it('backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((a) => retryDelayMs(a, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
  });

  it('starts and stops polling: a queued message goes out without a call', async () => {
    const w = worker();
    w.start();
    await queue(1, 'poll');
    await expect.poll(() => smtp.received.length).toBe(1);
    await w.stop();
  });
  it('records a refused recipient as a bounce, shows it in the outbox and suppresses later mail', async () => {
    const strict = await startSmtpServer({ unknownRecipients: ['alice@mail.test'] });
    try {
      await queue(1, 'bounce');
      expect(await worker(strict.url).runOnce()).toEqual({ delivered: 0, failed: 1, uncertain: 0 });
      const [bounced] = await outbox();
      expect(bounced).toMatchObject({ status: 'bounced', attempts: 1 });
      expect(bounced.last_error).toContain('550');
      const bounce = await t.db.selectFrom('email_bounces').selectAll().executeTakeFirstOrThrow();
      expect(bounce).toMatchObject({ address: 'alice@mail.test', code: 550, outbox_id: bounced.id });

      // Later mail to the address is not sent at all, wherever the server.
      await queue(1, 'after-bounce');
      expect(await worker().runOnce()).toEqual({ delivered: 0, failed: 1, uncertain: 0 });
      expect(smtp.received).toHaveLength(0);
      const paula = await t.authHeaders('paula');
      const listed = async (status: string) =>
        (await t.app.inject({ url: `/api/provider/email/outbox?status=${status}`, headers: paula })).json()
          .messages as { recipient: string; status: string; lastError: string }[];
      expect((await listed('bounced')).map((m) => [m.recipient, m.status])).toEqual([
        ['alice@mail.test', 'bounced'],
      ]);
      const [suppressed] = await listed('suppressed');
      expect(suppressed.lastError).toMatch(/^not sent: alice@mail\.test bounced on .*550/);

      // The consumer saves the address again: mail to it flows again.
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/web/my/store/collabEmail',
        headers: { ...(await t.authHeaders('alice')), 'content-type': 'application/json' },
        payload: JSON.stringify('alice@mail.test'),
      });
      expect(saved.statusCode).toBe(200);
      expect(await t.db.selectFrom('email_bounces').selectAll().execute()).toEqual([]);
      await queue(1, 'after-save');
      expect(await worker().runOnce()).toEqual({ delivered: 1, failed: 0, uncertain: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await strict.close();
    }
  });

  it('counts only refusals of the recipient as bounces', async () => {
    const { isBounce } = await import('./worker.ts');
    expect(isBounce({ responseCode: 550, command: 'RCPT TO' })).toBe(true);
    expect(isBounce({ responseCode: 550, command: 'DATA' })).toBe(true);
    expect(isBounce({ responseCode: 554, command: 'DATA' })).toBe(false);
    expect(isBounce({ responseCode: 550, command: 'MAIL FROM' })).toBe(false);
    expect(isBounce({ responseCode: 535, command: 'AUTH PLAIN' })).toBe(false);
    expect(isBounce({ responseCode: 450, command: 'RCPT TO' })).toBe(false);
  });
});
