import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('GET /api/provider/announcements', () => {
  let t: TestApp;
  let paula: Record<string, string>;
  let alice: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, paula] = await Promise.all([t.authHeaders('alice'), t.authHeaders('paula')]);
  });
  afterAll(() => t.close());

  const list = (query = '', headers = paula) =>
    t.app.inject({ url: `/api/provider/announcements${query}`, headers });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/provider/announcements', headers: paula, payload });

  it('lists every announcement newest first, scheduled ones flagged, and follows edits and withdrawals', async () => {
    const now = Date.now();
    const old = (await create({ title: 'Old', published: new Date(now - 3_600_000).toISOString() })).json();
    const later = (
      await create({ title: 'Later', published: new Date(now + 86_400_000).toISOString() })
    ).json();
    const body = (await list()).json();
    expect(body.total).toBe(2);
    expect(
      body.announcements.map((a: { title: string; scheduled: boolean }) => [a.title, a.scheduled]),
    ).toEqual([
      ['Later', true],
      ['Old', false],
    ]);
    expect(body.announcements[1]).toEqual({
      id: String(old.id),
      title: 'Old',
      details: '',
      published: old.published,
      externalLinks: [],
      scheduled: false,
    });
    // Consumers see the published one only.
    const consumer = (await t.app.inject({ url: '/api/web/announcements', headers: alice })).json();
    expect(consumer.announcements.map((a: { title: string }) => a.title)).toEqual(['Old']);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/provider/announcements/${old.id}`,
      headers: paula,
      payload: { title: 'Old, corrected', details: 'More', externalLinks: [{ url: 'https://example.com' }] },
    });
    expect(edited.statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/provider/announcements/${later.id}`,
      headers: paula,
    });
    expect(del.statusCode).toBe(204);
    const after = (await list()).json();
    expect(after.announcements.map((a: { title: string }) => a.title)).toEqual(['Old, corrected']);
    expect(after.announcements[0].externalLinks).toEqual([{ url: 'https://example.com' }]);
  });

  it('pages', async () => {
    for (let i = 0; i < 25; i++)
      await create({ title: `A${i}`, published: new Date(Date.now() - (i + 10) * 60_000).toISOString() });
    const second = (await list('?page=1&pageSize=20')).json();
    expect(second.total).toBe(26);
    expect(second.announcements).toHaveLength(6);
  });

  it('rejects bad paging and consumers', async () => {
    for (const q of ['?page=-1', '?pageSize=0', '?pageSize=500', '?x=1']) {
      const res = await list(q);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await list('', alice)).statusCode).toBe(403);
  });
});
