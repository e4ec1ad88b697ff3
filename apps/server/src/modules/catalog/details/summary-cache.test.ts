import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../app.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { providerClient } from '../test-helpers.ts';
import { makeOperations, userIdOf } from './test-factories.ts';

const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'Ledger', version: '2.0.0' },
  paths: {
    '/entries': { get: { summary: 'List entries', responses: { 200: { description: 'ok' } } } },
    '/entries/{id}': { delete: { summary: 'Remove an entry', responses: { 204: { description: 'gone' } } } },
  },
};

type Headers = Record<string, string>;
const url = (id: string) => `/api/web/catalog/item/${id}/summary`;

function decode(res: { rawPayload: Buffer; headers: Record<string, unknown> }) {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'));
  if (coding === 'gzip') return JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8'));
  return JSON.parse(res.rawPayload.toString('utf8'));
}

describe('summary served from a per-version cache', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let call: ReturnType<typeof providerClient>;
  const get = (id: string, headers: Headers) => t.app.inject({ url: url(id), headers });

  beforeAll(async () => {
    t = await createTestApp();
    call = providerClient(t);
    alice = await t.authHeaders('alice');
    bob = await t.authHeaders('bob');
    await call('POST', '/taxonomies', { id: 'tx', name: 'Tax' });
    await call('POST', '/taxonomies/tx/classifications', { id: 'money', label: 'Money' });
    await call('POST', '/pricing-plans', {
      code: 'gold',
      name: 'Gold',
      cost: '$9',
      period: 'month',
      quota: '1k',
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/provider/refdata/owners/own-1',
      headers: await t.authHeaders('paula'),
      payload: { name: 'Team One' },
    });
    const created = await call('POST', '/items', {
      id: 'ledger',
      name: 'Ledger API',
      description: 'Keeps accounts',
      owner: 'own-1',
      classifications: ['money'],
      pricingPlans: ['gold'],
    });
    expect(created.statusCode).toBe(201);
    await makeOperations(t.db, 'ledger', 1200);
    await call('POST', '/items', {
      id: 'ledger-bundle',
      objectType: 'BUNDLE',
      name: 'Ledger Bundle',
      bundledSpecs: [{ specId: 'ledger', live: true }],
    });
  });
  afterAll(() => t.close());

  it('answers with a strong ETag, Vary and no-cache, and 304 when the tag is current', async () => {
    const first = await get('ledger', alice);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().operations).toHaveLength(1200);

    const again = await get('ledger', { ...alice, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get('ledger', { ...alice, 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get('ledger', { ...alice, 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('sends brotli and gzip per Accept-Encoding, each decoding to the same JSON', async () => {
    const plain = await get('ledger', alice);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();
    const sizes: number[] = [];
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['deflate', undefined],
    ] as const) {
      for (let round = 0; round < 2; round++) {
        const res = await get('ledger', { ...alice, 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toContain('Accept-Encoding');
        expect(decode(res)).toEqual(expected);
        sizes.push(res.rawPayload.length);
        if (coding) {
          expect(String(res.headers.etag)).not.toBe(plain.headers.etag);
          const revalidated = await get('ledger', {
            ...alice,
            'accept-encoding': accept,
            'if-none-match': String(res.headers.etag),
          });
          expect(revalidated.statusCode).toBe(304);
        }
      }
    }
    expect(sizes[0]).toBeLessThan(sizes[6] / 5);
  });

  it('adds each user flags to one cached entry', async () => {
    await get('ledger', bob); // the user row appears with the first request
    await t.db
      .insertInto('user_favourites')
      .values({ user_id: await userIdOf(t.db, 'alice'), item_id: 'ledger' })
      .execute();
    await t.db
      .insertInto('user_watches')
      .values({ user_id: await userIdOf(t.db, 'bob'), item_id: 'ledger' })
      .execute();
    const a = await get('ledger', { ...alice, 'accept-encoding': 'br' });
    const b = await get('ledger', { ...bob, 'accept-encoding': 'br' });
    expect(decode(a)).toMatchObject({ userFavourite: true, userWatched: false });
    expect(decode(b)).toMatchObject({ userFavourite: false, userWatched: true });
    expect(a.headers.etag).not.toBe(b.headers.etag);
    // Same content stem: one cached rendering served to both.
    const stem = (tag: unknown) => String(tag).slice(1, 23);
    expect(stem(a.headers.etag)).toBe(stem(b.headers.etag));
    // Bob's tag is not Alice's representation.
    expect(
      (await get('ledger', { ...alice, 'accept-encoding': 'br', 'if-none-match': String(b.headers.etag) }))
        .statusCode,
    ).toBe(200);
    // Unfavouriting changes Alice's representation, so her old tag no longer matches.
    await t.app.inject({ method: 'POST', url: '/api/web/my/store/favourites/ledger/remove', headers: alice });
    const after = await get('ledger', {
      ...alice,
      'accept-encoding': 'br',
      'if-none-match': String(a.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(decode(after).userFavourite).toBe(false);
  });

  it('serves the cached rendering while the database version is unchanged', async () => {
    const before = decode(await get('ledger', { ...alice, 'accept-encoding': 'gzip' }));
    // A write the version triggers do not see (only possible by disabling them) is not noticed:
    // proof that requests are answered from the cache, validated by the version alone.
    await sql`ALTER TABLE catalog_items DISABLE TRIGGER catalog_items_details_upd`.execute(t.db);
    try {
      await t.db
        .updateTable('catalog_items')
        .set({ name: 'Renamed behind the cache' })
        .where('id', '=', 'ledger')
        .execute();
      expect(decode(await get('ledger', { ...bob, 'accept-encoding': 'gzip' })).name).toBe(before.name);
    } finally {
      await sql`ALTER TABLE catalog_items ENABLE TRIGGER catalog_items_details_upd`.execute(t.db);
      await t.db.updateTable('catalog_items').set({ name: before.name }).where('id', '=', 'ledger').execute();
    }
    expect(decode(await get('ledger', { ...bob, 'accept-encoding': 'gzip' })).name).toBe(before.name);
  });

  describe('is invalidated by provider writes', () => {
    const encodings = ['br', 'gzip', 'identity'];
    /** Reads every coding (so each is cached), runs the write, and returns the new bodies. */
    async function acrossWrite(id: string, write: () => Promise<{ statusCode: number }>) {
      const tags: string[] = [];
      for (const e of encodings)
        tags.push(String((await get(id, { ...alice, 'accept-encoding': e })).headers.etag));
      const res = await write();
      expect(res.statusCode).toBeLessThan(300);
      const bodies = [];
      for (const [i, e] of encodings.entries()) {
        const fresh = await get(id, { ...alice, 'accept-encoding': e, 'if-none-match': tags[i] });
        expect(fresh.statusCode).toBe(200);
        expect(fresh.headers.etag).not.toBe(tags[i]);
        bodies.push(decode(fresh));
      }
      expect(bodies[1]).toEqual(bodies[0]);
      expect(bodies[2]).toEqual(bodies[0]);
      return bodies[0];
    }

    it('PATCH of the item', async () => {
      const body = await acrossWrite('ledger', () =>
        call('PATCH', '/items/ledger', { description: 'Keeps all accounts' }),
      );
      expect(body.description).toBe('Keeps all accounts');
    });

    it('a document upload that replaces the operations', async () => {
      const paula = await t.authHeaders('paula');
      const body = await acrossWrite('ledger', () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/provider/items/ledger/document?filename=ledger.json',
          headers: { ...paula, 'content-type': 'application/json' },
          payload: JSON.stringify(OPENAPI),
        }),
      );
      expect(body.hasDocument).toBe(true);
      expect(body.operations.map((o: { uri: string }) => o.uri)).toEqual(['/entries', '/entries/{id}']);
    });

    it('an attachment added and removed', async () => {
      const paula = await t.authHeaders('paula');
      let attachmentId = 0;
      let body = await acrossWrite('ledger', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/provider/items/ledger/attachments?name=guide.txt',
          headers: { ...paula, 'content-type': 'text/plain' },
          payload: 'Read me',
        });
        attachmentId = res.json().id;
        return res;
      });
      expect(body.attachments.map((a: { name: string }) => a.name)).toEqual(['guide.txt']);
      body = await acrossWrite('ledger', () => call('DELETE', `/items/ledger/attachments/${attachmentId}`));
      expect(body.attachments).toEqual([]);
    });

    it('a pricing plan change', async () => {
      const body = await acrossWrite('ledger', () =>
        call('PUT', '/pricing-plans/gold', { name: 'Gold+', cost: '$12', period: 'month', quota: '2k' }),
      );
      expect(body.pricingPlans).toEqual([
        { code: 'gold', name: 'Gold+', visualStyle: expect.objectContaining({ cost: '$12', quota: '2k' }) },
      ]);
    });

    it('a classification label and an owner name', async () => {
      let body = await acrossWrite('ledger', () =>
        call('PUT', '/classifications/money', { label: 'Finance' }),
      );
      expect(body.classifications).toEqual([{ id: 'money', label: 'Finance' }]);
      body = await acrossWrite('ledger', () => call('PUT', '/refdata/owners/own-1', { name: 'Team Uno' }));
      expect(body.ownerName).toBe('Team Uno');
    });

    it('a change of a live spec, seen in its bundle', async () => {
      const body = await acrossWrite('ledger-bundle', () =>
        call('PATCH', '/items/ledger', { name: 'General Ledger' }),
      );
      expect(body.operationSpecifications[0].name).toBe('General Ledger');
    });

    it('deleting the item answers 404 afterwards', async () => {
      await call('POST', '/items', { id: 'short-lived', name: 'Short lived' });
      expect((await get('short-lived', alice)).statusCode).toBe(200);
      expect((await call('DELETE', '/items/short-lived')).statusCode).toBe(204);
      const res = await get('short-lived', alice);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'HTTP-404', detail: 'The catalogue item does not exist.' });
    });
  });

  describe('with two server instances on one database', () => {
    let other: App;
    beforeAll(async () => {
      other = await buildApp(t.config, t.handle, { logger: false });
      await other.ready();
    });
    afterAll(() => other.close());

    it('a write through one instance is seen at once by the other', async () => {
      const viaOther = () =>
        other.inject({ url: url('ledger'), headers: { ...alice, 'accept-encoding': 'br' } });
      const cached = await viaOther();
      expect(decode(cached).version).not.toBe('9.9');
      await call('PATCH', '/items/ledger', { version: '9.9' });
      const fresh = await other.inject({
        url: url('ledger'),
        headers: { ...alice, 'accept-encoding': 'br', 'if-none-match': String(cached.headers.etag) },
      });
      expect(fresh.statusCode).toBe(200);
      expect(decode(fresh).version).toBe('9.9');
    });
  });
});
