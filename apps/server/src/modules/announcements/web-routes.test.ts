import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('GET /api/web/announcements', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  const get = (query: string) => t.app.inject({ url: `/api/web/announcements${query}`, headers: alice });

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.authHeaders('alice');
    const now = Date.now();
    await t.db
      .insertInto('announcements')
      .values([
        ...Array.from({ length: 45 }, (_, i) => ({
          title: `News ${i + 1}`,
          details: `Details ${i + 1}`,
          published: new Date(now - (45 - i) * 60_000),
          external_links: JSON.stringify(i === 44 ? [{ url: 'docs.example.com', label: 'Docs' }] : []),
        })),
        { title: 'Scheduled', published: new Date(now + 86_400_000) },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('pages published announcements newest first, 20 a page by default, counting from page 0', async () => {
    const first = (await get('?reverse=true&page=0&pageSize=20')).json();
    expect(first.pageable).toEqual({ number: 0, size: 20, totalElements: 45, totalPages: 3 });
    expect(first.announcements).toHaveLength(20);
    expect(first.announcements[0]).toEqual({
      id: expect.any(String),
      title: 'News 45',
      details: 'Details 45',
      published: expect.any(String),
      externalLinks: [{ url: 'docs.example.com', label: 'Docs' }],
    });
    const last = (await get('?reverse=true&page=2&pageSize=20')).json();
    expect(last.announcements.map((a: { title: string }) => a.title)).toEqual([
      'News 5',
      'News 4',
      'News 3',
      'News 2',
      'News 1',
    ]);
    expect((await get('')).json().announcements).toHaveLength(20);
    expect((await get('?page=9')).json()).toMatchObject({ announcements: [], pageable: { number: 9 } });
  });

  it('lists oldest first with reverse=false and never shows scheduled ones', async () => {
    const body = (await get('?reverse=false&pageSize=100')).json();
    expect(body.announcements[0].title).toBe('News 1');
    expect(body.announcements.map((a: { title: string }) => a.title)).not.toContain('Scheduled');
  });

  it('rejects bad paging with 400 naming the parameter', async () => {
    for (const [q, name] of [
      ['?page=-1', 'page'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=101', 'pageSize'],
      ['?reverse=maybe', 'reverse'],
    ]) {
      const res = await get(q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'HTTP-400' });
      expect(res.json().detail).toContain(name);
    }
    expect((await t.app.inject({ url: '/api/web/announcements' })).statusCode).toBe(401);
  });

  it('marks read up to now from the first page: the unread list in the store empties', async () => {
    expect(
      (await t.app.inject({ url: '/api/web/my/store', headers: alice })).json().announcements,
    ).toHaveLength(20);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/web/my/store/announcements/upto/${Date.now()}`,
      headers: alice,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/web/my/store', headers: alice })).json().announcements).toEqual(
      [],
    );
  });

  it('publishes edits and withdrawals by the provider', async () => {
    const paula = await t.authHeaders('paula');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/provider/announcements',
      headers: paula,
      payload: { title: 'Fresh', details: 'New thing' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    // The provider's answers carry the announcement as every read does (a string id).
    expect(created.json()).toEqual((await get('')).json().announcements[0]);
    expect(typeof id).toBe('string');
    expect((await get('')).json().announcements[0].title).toBe('Fresh');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/provider/announcements/${id}`,
      headers: paula,
      payload: { title: 'Fresh, edited', details: 'New thing' },
    });
    expect(edited.json().title).toBe('Fresh, edited');
    expect(edited.json().id).toBe(id);
    expect((await get('')).json().announcements[0].title).toBe('Fresh, edited');
    const events = await t.db.selectFrom('live_events').select(['type', 'data']).execute();
    expect(events.filter((e) => e.type === 'announcements')).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/provider/announcements/${id}`, headers: paula }))
        .statusCode,
    ).toBe(204);
    expect((await get('')).json().pageable.totalElements).toBe(45);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/provider/announcements/${id}`,
      headers: paula,
    });
    expect(again.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/provider/announcements/${id}`,
          headers: paula,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
