import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { connectPostgres, type DbHandle } from '../../db/connection.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { openStream } from '../../test/sse-test-client.ts';
import { makeItem, userIdOf } from '../catalog/details/test-factories.ts';
import { currentChannel } from './repository.ts';
import { publishLive } from './service.ts';

/**
 * Two instances of the app on one database: on PostgreSQL each with its own connection pool and
 * LISTEN connection (TEST_DATABASE_URL), on PGlite sharing the in-process database.
 */
describe('live updates (server-sent events)', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondHandle: DbHandle | undefined;
  let urlA: string;
  let urlB: string;
  let alice: string;
  let bob: string;
  let paula: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const schema = (await currentChannel(t.db)).replace(/^sf_live_/, '');
      secondHandle = connectPostgres(url, { searchPath: `${schema},public`, max: 2 });
    }
    second = await buildApp(t.config, secondHandle ?? t.handle, { logger: false });
    urlA = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/web/events`;
    urlB = `${await second.listen({ port: 0, host: '127.0.0.1' })}/api/web/events`;
    [alice, bob] = await Promise.all([t.tokenFor('alice'), t.tokenFor('bob')]);
    paula = await t.authHeaders('paula');
    await makeItem(t.db, 'live-1', { name: 'Live API' });
    // Touch the accounts so their user rows exist, then alice watches the item.
    for (const u of ['alice', 'bob']) {
      await t.app.inject({ url: '/api/web/my/store', headers: await t.authHeaders(u) });
    }
    await t.db
      .insertInto('user_watches')
      .values({ user_id: await userIdOf(t.db, 'alice'), item_id: 'live-1' })
      .execute();
  });
  afterAll(async () => {
    await second?.close();
    await secondHandle?.close();
    await t?.close();
  });

  const postNotice = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/provider/items/live-1/notices',
      headers: paula,
      payload: { message },
    });

  it('needs a signed-in user, and a client that accepts an event stream', async () => {
    const res = await fetch(urlA);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'HTTP-401' });
    const plain = await fetch(urlA, { headers: { authorization: `Bearer ${alice}` } });
    expect(plain.status).toBe(406);
    expect(await plain.json()).toEqual({
      code: 'HTTP-406',
      detail: 'This endpoint streams events: send Accept: text/event-stream.',
    });
  });

  it('accepts the event-stream media type in any case (found by the schema fuzzer)', async () => {
    const controller = new AbortController();
    const res = await fetch(urlA, {
      headers: { authorization: `Bearer ${alice}`, accept: 'TEXT/Event-Stream' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    controller.abort();
  });

  it('streams an event posted on one instance to a client of the other, only to its recipients', async () => {
    const aliceOnB = await openStream(urlB, alice);
    const bobOnB = await openStream(urlB, bob);
    expect(aliceOnB.status).toBe(200);
    expect(aliceOnB.contentType).toContain('text/event-stream');
    const ready = await aliceOnB.next((e) => e.event === 'ready');
    expect((await postNotice('Version 3 is out.')).statusCode).toBe(201);
    const note = await aliceOnB.next((e) => e.event === 'notifications');
    expect(note.data).toMatchObject({ type: 'notifications', data: { itemId: 'live-1' } });
    expect(note.data.id).toBeGreaterThan(ready.data.id);
    // Everyone hears about news; only watchers get the notification.
    await bobOnB.next((e) => e.event === 'news');
    await aliceOnB.next((e) => e.event === 'news');
    expect(bobOnB.events.some((e) => e.event === 'notifications')).toBe(false);
    await aliceOnB.close();
    await bobOnB.close();
  });

  it('sends nothing for a rolled-back change', async () => {
    const stream = await openStream(urlA, alice);
    await stream.next((e) => e.event === 'ready');
    await t.db
      .transaction()
      .execute(async (trx) => {
        await publishLive(trx, { type: 'announcements', data: { id: -1 } });
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.db.transaction().execute((trx) => publishLive(trx, { type: 'announcements', data: { id: 7 } }));
    const got = await stream.next((e) => e.event === 'announcements');
    expect(got.data.data).toEqual({ id: 7 });
    expect(stream.events.filter((e) => e.event === 'announcements')).toHaveLength(1);
    await stream.close();
  });

  it('resumes from Last-Event-ID: missed events first, then live, each once', async () => {
    const first = await openStream(urlA, alice);
    const ready = await first.next((e) => e.event === 'ready');
    await first.close();
    await postNotice('Missed while offline.');
    const again = await openStream(urlB, alice, ready.data.id);
    const missed = await again.next((e) => e.event === 'notifications');
    expect(missed.data.id).toBeGreaterThan(ready.data.id);
    expect(again.events.some((e) => e.event === 'ready')).toBe(false);
    await postNotice('Live again.');
    await again.next((e) => e.event === 'notifications' && e.id !== missed.id);
    const ids = again.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    await again.close();
  });

  it('ends a stream when the token that opened it expires', async () => {
    const shortLived = await t.tokenFor('alice', 2);
    const stream = await openStream(urlA, shortLived);
    await stream.next((e) => e.event === 'ready');
    expect(stream.ended).toBe(false);
    await expect.poll(() => stream.ended, { timeout: 10_000 }).toBe(true);
    await stream.close();
  });

  it('ends open streams when the instance closes', async () => {
    const extra = await buildApp(t.config, secondHandle ?? t.handle, { logger: false });
    const url = `${await extra.listen({ port: 0, host: '127.0.0.1' })}/api/web/events`;
    const stream = await openStream(url, alice);
    await stream.next((e) => e.event === 'ready');
    await extra.close();
    await expect.poll(() => stream.ended).toBe(true);
    await stream.close();
  });

  it('refuses streams past the cap per user (500 from one token) and in total, and frees them on close', async () => {
    const capped = await buildApp(
      { ...t.config, live: { streamsPerUser: 8, streamsTotal: 10 } },
      secondHandle ?? t.handle,
      { logger: false },
    );
    const url = `${await capped.listen({ port: 0, host: '127.0.0.1' })}/api/web/events`;
    try {
      const opened: Awaited<ReturnType<typeof openStream>>[] = [];
      const statuses: number[] = [];
      for (let batch = 0; batch < 10; batch++) {
        const round = await Promise.all(Array.from({ length: 50 }, () => openStream(url, alice)));
        for (const s of round) {
          statuses.push(s.status);
          if (s.status === 200) opened.push(s);
          else await s.close();
        }
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(8);
      expect(statuses.filter((s) => s === 429)).toHaveLength(492);
      const refused = await fetch(url, {
        headers: { authorization: `Bearer ${alice}`, accept: 'text/event-stream' },
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toEqual({
        code: 'HTTP-429',
        detail: 'Too many open event streams for this user; close one and try again.',
      });
      // Bob gets the two left of the total, then the total cap answers.
      const bobs = [await openStream(url, bob), await openStream(url, bob), await openStream(url, bob)];
      expect(bobs.map((s) => s.status)).toEqual([200, 200, 429]);
      // Closing one of alice's frees a place for her.
      await opened.pop()?.close();
      await expect
        .poll(async () => {
          const again = await openStream(url, alice);
          await again.close();
          return again.status;
        })
        .toBe(200);
      for (const s of [...opened, ...bobs]) await s.close();
    } finally {
      await capped.close();
    }
  });
});
