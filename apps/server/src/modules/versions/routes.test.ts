import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress } from '../../lib/address-policy.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { userIdOf } from '../catalog/details/test-factories.ts';
import { urlImportGuard } from '../catalog/import/provider-service.ts';

type Obj = Record<string, unknown>;

/** A small OpenAPI 3.0 document; `patch` changes its paths or info. */
function doc(version: string, paths: Obj, extra: Obj = {}) {
  return Buffer.from(
    JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Versioned Pets', version },
      servers: [{ url: 'https://pets.example.test/v1' }],
      paths,
      ...extra,
    }),
  );
}

const ok = (description = 'OK') => ({ 200: { description } });
const v1Paths = {
  '/pets': {
    get: {
      operationId: 'listPets',
      parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
      responses: ok(),
    },
  },
  '/pets/{id}': {
    get: {
      operationId: 'getPet',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: ok(),
    },
    delete: {
      operationId: 'deletePet',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 204: { description: 'Deleted' } },
    },
  },
};
// v2: deletePet removed (breaking), `limit` now required and `owner` a new required parameter
// (breaking), createPet added (not breaking).
const v2Paths = {
  '/pets': {
    get: {
      operationId: 'listPets',
      parameters: [
        { name: 'limit', in: 'query', required: true, schema: { type: 'integer' } },
        { name: 'owner', in: 'query', required: true, schema: { type: 'string' } },
      ],
      responses: ok(),
    },
    post: { operationId: 'createPet', responses: { 201: { description: 'Created' } } },
  },
  '/pets/{id}': {
    get: {
      operationId: 'getPet',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: ok(),
    },
  },
};

// A local server reached under a public-looking name, as in the URL import tests: the guard's lookup
// maps public.test to 127.0.0.1 and lets that one name through; every other private address stays
// refused, so the refusals below are the real SSRF guard's.
const publicLookup = ((hostname: string, options: dns.LookupOptions, cb: unknown) =>
  dns.lookup(
    hostname === 'public.test' ? '127.0.0.1' : hostname,
    options,
    cb as never,
  )) as unknown as typeof dns.lookup;

describe('API versions', () => {
  let t: TestApp;
  let docServer: http.Server;
  let docPort = 0;
  /** Paths the document server was asked for, to tell whether the server fetched at all. */
  const fetched: string[] = [];
  let alice: Record<string, string>;
  let paula: Record<string, string>;
  let itemId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [alice, paula] = await Promise.all(['alice', 'paula'].map((u) => t.authHeaders(u)));
    for (const h of [alice, paula]) await t.app.inject({ url: '/api/web/news/latest', headers: h });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/imports/document?filename=pets.json',
      headers: { ...paula, 'content-type': 'application/json' },
      payload: doc('1.0.0', v1Paths),
    });
    expect(res.statusCode).toBe(201);
    itemId = res.json().itemId;
    const aliceId = await userIdOf(t.db, 'alice');
    await t.db
      .updateTable('users')
      .set({ notification_email: 'alice@mail.test' })
      .where('id', '=', aliceId)
      .execute();
    await t.db.insertInto('user_watches').values({ user_id: aliceId, item_id: itemId }).execute();

    docServer = http.createServer((req, res) => {
      fetched.push(req.url ?? '');
      if (req.url === '/specs/pets-2.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(doc('2.0.0', v2Paths));
      } else if (req.url === '/specs/pets-5.yaml') {
        res.writeHead(200, { 'content-type': 'application/yaml' });
        res.end(
          `openapi: '3.0.3'\ninfo:\n  title: Versioned Pets\n  version: '5.0.0'\npaths:\n  /pets:\n    get:\n      responses:\n        '200':\n          description: OK\n`,
        );
      } else if (req.url === '/broken') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"openapi": ');
      } else if (req.url === '/moved') {
        res.writeHead(302, { location: `http://127.0.0.1:${docPort}/specs/pets-2.json` });
        res.end();
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('nope');
      }
    });
    await new Promise<void>((resolve) => docServer.listen(0, '127.0.0.1', resolve));
    docPort = (docServer.address() as AddressInfo).port;
    urlImportGuard.lookup = publicLookup;
    urlImportGuard.isBlocked = (address, hostname) =>
      hostname === 'public.test' ? false : isBlockedAddress(address, hostname);
  });
  afterAll(async () => {
    delete urlImportGuard.lookup;
    delete urlImportGuard.isBlocked;
    await t.close();
    await new Promise((resolve) => docServer.close(resolve));
  });

  const publish = (body: Buffer, query = '', headers = paula) =>
    t.app.inject({
      method: 'POST',
      url: `/api/provider/items/${itemId}/versions?filename=pets.json${query}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    });
  const web = (path: string, headers: Obj = {}) =>
    t.app.inject({
      url: `/api/web/catalog/item/${itemId}${path}`,
      headers: { ...alice, ...headers } as never,
    });
  const patch = (label: string, payload: Obj, headers = paula) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/provider/items/${itemId}/versions/${label}`,
      headers,
      payload,
    });

  it('keeps the first import as version 1 with its info.version label', async () => {
    const list = (await web('/versions')).json();
    expect(list.defaultVersion).toBe('1.0.0');
    expect(list.versions).toHaveLength(1);
    expect(list.versions[0]).toMatchObject({
      label: '1.0.0',
      state: 'current',
      isDefault: true,
      sunsetAt: null,
    });
    expect(Date.parse(list.versions[0].publishedAt)).not.toBeNaN();
  });

  it('answers 400, not 500, to a publish or preview without a body', async () => {
    for (const path of ['versions', 'versions/preview']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/provider/items/${itemId}/${path}?filename=pets.json`,
        headers: paula,
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().detail).toBe('Invalid body: the document is empty');
    }
    expect((await web('/versions')).json().versions).toHaveLength(1);
  });

  it('previews the changelog of a document without storing it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/provider/items/${itemId}/versions/preview?filename=pets.json`,
      headers: { ...paula, 'content-type': 'application/json' },
      payload: doc('2.0.0', v2Paths),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '1.0.0', to: '2.0.0' });
    expect(body.summary).toMatchObject({ breaking: 3, operationsAdded: 1, operationsRemoved: 1 });
    expect((await web('/versions')).json().versions).toHaveLength(1);
  });

  const previewUrl = (payload: Obj, headers = paula, id = itemId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/provider/items/${id}/versions/preview-url`,
      headers,
      payload,
    });

  it('previews the changelog of a document at a URL without storing it', async () => {
    const res = await previewUrl({ url: `http://public.test:${docPort}/specs/pets-2.json` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '1.0.0', to: '2.0.0', releaseNotes: '' });
    expect(body.summary).toMatchObject({ breaking: 3, operationsAdded: 1, operationsRemoved: 1 });
    expect(body.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'DELETE',
          path: '/pets/{id}',
          text: 'Operation removed',
          breaking: true,
        }),
      ]),
    );
    // The provider's label is the one the version would get.
    const labelled = await previewUrl({
      url: `http://public.test:${docPort}/specs/pets-2.json`,
      label: '2026-q4',
    });
    expect(labelled.json()).toMatchObject({ from: '1.0.0', to: '2026-q4' });
    // Nothing stored, nobody told.
    expect((await web('/versions')).json().versions).toHaveLength(1);
    const store = (await t.app.inject({ url: '/api/web/my/store', headers: alice })).json();
    expect(store.notifications ?? []).toEqual([]);
  });

  it('previews by URL through the SSRF guard of URL import, and reports fetch and document failures', async () => {
    const cases: [string, number, RegExp][] = [
      [
        `http://127.0.0.1:${docPort}/specs/pets-2.json`,
        400,
        /^The URL was refused: the address 127\.0\.0\.1/,
      ],
      [`http://localhost:${docPort}/specs/pets-2.json`, 400, /^The URL was refused/],
      ['http://169.254.169.254/latest/meta-data', 400, /^The URL was refused/],
      [`http://public.test:${docPort}/moved`, 400, /^The URL was refused: the address 127\.0\.0\.1/],
      ['file:///etc/passwd', 400, /^Invalid body\.url: only http and https/],
      ['not a url', 400, /^Invalid body\.url: not a URL/],
      [`http://public.test:${docPort}/missing`, 400, /^The URL answered 404/],
      [`http://public.test:${docPort}/broken`, 400, /^Invalid document: not valid JSON/],
      ['http://public.test:1/x.json', 502, /^The document could not be fetched/],
    ];
    for (const [url, status, detail] of cases) {
      const res = await previewUrl({ url });
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.json().detail).toMatch(detail);
    }
    expect((await previewUrl({})).statusCode).toBe(400);
    expect((await previewUrl({ url: 'http://public.test/', extra: 1 })).statusCode).toBe(400);
    // Consumers may not make the server fetch, and an unknown item is refused before any fetch.
    const before = fetched.length;
    const url = `http://public.test:${docPort}/specs/pets-2.json`;
    expect((await previewUrl({ url }, alice)).statusCode).toBe(403);
    const ghost = await previewUrl({ url }, paula, 'ghost-item');
    expect(ghost.statusCode).toBe(404);
    const ghostPublish = await t.app.inject({
      method: 'POST',
      url: '/api/provider/items/ghost-item/versions/url',
      headers: paula,
      payload: { url },
    });
    expect(ghostPublish.statusCode).toBe(404);
    expect(fetched.length).toBe(before);
    expect((await web('/versions')).json().versions).toHaveLength(1);
  });

  it('publishes a new version, keeps the old one and tells watchers the breaking count', async () => {
    const before = await t.db.selectFrom('email_outbox').select('id').execute();
    const res = await publish(doc('2.0.0', v2Paths));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ created: true, notified: 1, version: { label: '2.0.0', isDefault: true } });
    expect(body.changelog.summary).toMatchObject({ breaking: 3, operationsRemoved: 1, operationsAdded: 1 });
    const texts = body.changelog.changes.map(
      (c: Obj) => `${c.breaking ? '!' : ''}${c.method} ${c.path}: ${c.text}`,
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        '!DELETE /pets/{id}: Operation removed',
        'POST /pets: Operation added',
        '!GET /pets: The query parameter `limit` is now required',
        '!GET /pets: New required query parameter `owner`',
      ]),
    );

    const list = (await web('/versions')).json();
    expect(list.versions.map((v: Obj) => [v.label, v.isDefault])).toEqual([
      ['2.0.0', true],
      ['1.0.0', false],
    ]);
    // The bell and the email, with the count and the link to the changelog.
    const store = (await t.app.inject({ url: '/api/web/my/store', headers: alice })).json();
    expect(store.notifications).toEqual([expect.objectContaining({ id: itemId, count: 1 })]);
    const updates = (
      await t.app.inject({ url: `/api/web/notices/catitem/${itemId}`, headers: alice })
    ).json();
    expect(updates.conversation.comments[0].message).toContain('3 breaking changes');
    const mail = await t.db
      .selectFrom('email_outbox')
      .select(['recipient', 'template', 'data'])
      .where('id', 'not in', before.length ? before.map((r) => r.id) : [0])
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: 'alice@mail.test', template: 'provider-update' });
    const message = String((mail[0].data as Obj).message);
    expect(message).toContain('Version 2.0.0 of Versioned Pets was published with 3 breaking changes');
    expect(message).toContain(
      `http://localhost:8080/store/catalog/details/${encodeURIComponent(itemId)}/changelog?version=2.0.0`,
    );
  });

  it('search and the summary show the current version', async () => {
    const summary = (await web('/summary')).json();
    expect(summary.version).toBe('2.0.0');
    const search = await t.app.inject({
      url: `/api/web/catalog/search?text=${encodeURIComponent('Versioned Pets')}`,
      headers: alice,
    });
    expect(search.statusCode).toBe(200);
    const found = (search.json().results as Obj[]).filter((r) => r.id === itemId);
    expect(found).toEqual([expect.objectContaining({ id: itemId, version: '2.0.0' })]);
    const row = await t.db
      .selectFrom('catalog_items')
      .select('version')
      .where('id', '=', itemId)
      .executeTakeFirst();
    expect(row?.version).toBe('2.0.0');
  });

  it('does not duplicate an unchanged document, from either publish path', async () => {
    const again = await publish(doc('2.0.0', v2Paths));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, notified: 0, changelog: null });
    const reimport = await t.app.inject({
      method: 'POST',
      url: '/api/provider/imports/document?filename=pets.json',
      headers: { ...paula, 'content-type': 'application/json' },
      payload: doc('2.0.0', v2Paths),
    });
    expect(reimport.statusCode).toBe(201);
    const count = await t.db
      .selectFrom('item_api_versions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('reads summary, methods, documentation and download per version', async () => {
    const v1Docs = await web('/openapi/docs?version=1.0.0');
    expect(v1Docs.statusCode).toBe(200);
    expect(Object.keys(JSON.parse(v1Docs.body).paths['/pets/{id}'])).toEqual(['get', 'delete']);
    const current = JSON.parse((await web('/openapi/docs')).body);
    expect(Object.keys(current.paths['/pets/{id}'])).toEqual(['get']);

    // Each version's own summary (label, spec version, file name and size) is its entry in the list.
    const entries = (await web('/versions')).json().versions as Obj[];
    expect(entries.find((v) => v.label === '1.0.0')).toMatchObject({
      specVersion: '3.0.3',
      filename: 'pets.json',
      size: doc('1.0.0', v1Paths).byteLength,
    });
    expect(entries.find((v) => v.label === '2.0.0')).toMatchObject({
      size: doc('2.0.0', v2Paths).byteLength,
    });
    const ops = (await web('/versions/1.0.0/operations')).json();
    expect(ops.operations.map((o: Obj) => `${o.method} ${o.path}`)).toEqual([
      'GET /pets',
      'GET /pets/{id}',
      'DELETE /pets/{id}',
    ]);
    const file = await web('/versions/1.0.0/file');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('pets.json');
    expect(file.body).toBe(doc('1.0.0', v1Paths).toString());

    const missing = await web('/versions/9.9.9/file');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('The API version does not exist.');
    expect((await web('/openapi/docs?version=9.9.9')).statusCode).toBe(404);
  });

  it('compares any two versions on demand and caches the result', async () => {
    const latest = (await web('/changelog')).json();
    expect(latest).toMatchObject({ from: '1.0.0', to: '2.0.0' });
    const back = (await web('/changelog?from=2.0.0&to=1.0.0')).json();
    expect(back.summary).toMatchObject({ operationsAdded: 1, operationsRemoved: 1 });
    expect(back.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'DELETE', path: '/pets/{id}', action: 'added' }),
      ]),
    );
    const first = (await web('/changelog?to=1.0.0')).json();
    expect(first).toMatchObject({ from: null, to: '1.0.0', changes: [] });
    const cached = await t.db.selectFrom('api_changelogs').select('engine').execute();
    expect(cached.length).toBeGreaterThanOrEqual(2);
  });

  it('takes a provider label and refuses one already used', async () => {
    const v3 = doc('2.0.0', { ...v2Paths, '/owners': { get: { responses: ok() } } });
    const res = await publish(v3, '&label=2026-11');
    expect(res.statusCode).toBe(201);
    expect(res.json().version.label).toBe('2026-11');
    const clash = await publish(doc('2.1.0', v1Paths), '&label=2026-11');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe('Version "2026-11" already exists.');
  });

  it('deprecates with a sunset date, announces it, and marks mock and Try answers', async () => {
    expect((await patch('1.0.0', { state: 'deprecated' })).statusCode).toBe(400);
    const past = await patch('1.0.0', { state: 'deprecated', sunsetAt: '2020-01-01T00:00:00Z' });
    expect(past.json().detail).toBe('Invalid body.sunsetAt: the sunset date must be in the future');
    const sunset = new Date(Date.now() + 90 * 86_400_000);
    sunset.setUTCMilliseconds(0);
    const bell = async () => {
      const store = (await t.app.inject({ url: '/api/web/my/store', headers: alice })).json();
      return (
        (store.notifications as { id: string; count: number }[]).find((n) => n.id === itemId)?.count ?? 0
      );
    };
    const bellBefore = await bell();
    const res = await patch('1.0.0', {
      state: 'deprecated',
      sunsetAt: sunset.toISOString(),
      releaseNotes: '# First',
    });
    expect(res.json()).not.toHaveProperty('code');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'deprecated',
      sunsetAt: sunset.toISOString(),
      releaseNotes: '# First',
    });

    const mail = await t.db
      .selectFrom('email_outbox')
      .select('data')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(String((mail.data as Obj).message)).toContain(
      `Version 1.0.0 of Versioned Pets is deprecated and will be retired on ${sunset.toISOString().slice(0, 10)}`,
    );
    // The bell too: one more unread update on the item.
    expect(await bell()).toBe(bellBefore + 1);
    const updates = (
      await t.app.inject({ url: `/api/web/notices/catitem/${itemId}`, headers: alice })
    ).json();
    expect(
      (updates.conversation.comments as { message: string }[]).some((c) =>
        c.message.startsWith('Version 1.0.0 of Versioned Pets is deprecated'),
      ),
    ).toBe(true);

    const mock = await t.app.inject({
      url: `/api/mock/${itemId}/pets?limit=1`,
      headers: { ...alice, 'storefront-api-version': '1.0.0' },
    });
    expect(mock.headers.deprecation).toMatch(/^@\d+$/);
    expect(mock.headers.sunset).toBe(sunset.toUTCString());
    const plain = await t.app.inject({ url: `/api/mock/${itemId}/pets?limit=1&owner=x`, headers: alice });
    expect(plain.headers.deprecation).toBeUndefined();

    const tried = await t.app.inject({
      method: 'POST',
      url: `/api/web/catalog/item/${itemId}/try?version=1.0.0`,
      headers: alice,
      payload: { server: 'mock', method: 'GET', path: '/pets', query: [['limit', '1']] },
    });
    expect(tried.statusCode).toBe(200);
    expect(tried.json().headers).toMatchObject({ sunset: sunset.toUTCString() });
    expect(tried.json().headers.deprecation).toMatch(/^@\d+$/);

    const list = (await web('/versions')).json();
    expect(list.versions.find((v: Obj) => v.label === '1.0.0')).toMatchObject({ state: 'deprecated' });
  });

  it("answers mock and Try calls from the chosen version's own document", async () => {
    // DELETE /pets/{id} exists only in 1.0.0; the current document has no such operation.
    const mockDelete = (headers: Obj) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/mock/${itemId}/pets/p1`,
        headers: { ...alice, ...headers } as never,
      });
    expect((await mockDelete({ 'storefront-api-version': '1.0.0' })).statusCode).toBe(204);
    expect((await mockDelete({})).statusCode).toBe(405);
    const unknown = await mockDelete({ 'storefront-api-version': '9.9.9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('The API version does not exist.');

    const tryDelete = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/web/catalog/item/${itemId}/try${query}`,
        headers: alice,
        payload: { server: 'mock', method: 'DELETE', path: '/pets/p1' },
      });
    expect((await tryDelete('?version=1.0.0')).json().status).toBe(204);
    expect((await tryDelete('')).json().status).toBe(405);
    expect((await tryDelete('?version=9.9.9')).statusCode).toBe(404);
  });

  it('retires an old version (no longer served) but never the default one', async () => {
    const refused = await patch('2026-11', { state: 'retired' });
    expect(refused.statusCode).toBe(409);
    expect((await patch('1.0.0', { state: 'retired' })).statusCode).toBe(200);
    const gone = await web('/openapi/docs?version=1.0.0');
    expect(gone.statusCode).toBe(410);
    expect(gone.json().detail).toBe('This API version has been retired.');
    expect((await web('/versions/1.0.0/file')).statusCode).toBe(410);
    expect((await web('/versions/1.0.0/operations')).statusCode).toBe(410);
    const mock = await t.app.inject({
      method: 'DELETE',
      url: `/api/mock/${itemId}/pets/p1`,
      headers: { ...alice, 'storefront-api-version': '1.0.0' },
    });
    expect(mock.statusCode).toBe(410);
    expect(mock.json().detail).toBe('This API version has been retired.');
  });

  it('publishes a document of the same API imported by the provider API (or CLI) as a new version', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/provider/imports/document?filename=pets-4.json',
      headers: { ...paula, 'content-type': 'application/json' },
      payload: doc('4.0.0', { ...v2Paths, '/toys': { get: { responses: ok() } } }),
    });
    expect(res.json()).toMatchObject({ status: 'updated', itemId });
    const list = (await web('/versions')).json();
    expect(list.defaultVersion).toBe('4.0.0');
    expect(list.versions.map((v: Obj) => v.label)).toEqual(['4.0.0', '2026-11', '2.0.0', '1.0.0']);
  });

  it("shows the served version's deprecation and sunset on the item's cards", async () => {
    const card = async () => {
      const res = await t.app.inject({
        url: `/api/web/catalog/search?text=${encodeURIComponent('Versioned Pets')}`,
        headers: alice,
      });
      return (res.json().results as Obj[]).find((r) => r.id === itemId);
    };
    expect(await card()).not.toHaveProperty('sunsetAt');
    const sunset = new Date(Date.now() + 30 * 86_400_000);
    sunset.setUTCMilliseconds(0);
    expect((await patch('4.0.0', { state: 'deprecated', sunsetAt: sunset.toISOString() })).statusCode).toBe(
      200,
    );
    expect(await card()).toMatchObject({ version: '4.0.0', sunsetAt: sunset.toISOString() });
    expect((await web('/summary')).json().sunsetAt).toBe(sunset.toISOString());
    expect((await patch('4.0.0', { state: 'current' })).statusCode).toBe(200);
    expect(await card()).not.toHaveProperty('sunsetAt');
  });

  it('publishes from a URL with release notes, and previews the same URL as nothing new', async () => {
    const url = `http://public.test:${docPort}/specs/pets-5.yaml`;
    const preview = await previewUrl({ url });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ from: '4.0.0', to: '5.0.0' });
    expect(preview.json().summary.operationsRemoved).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/provider/items/${itemId}/versions/url`,
      headers: paula,
      payload: { url, releaseNotes: 'Only **pets** left.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      created: true,
      version: {
        label: '5.0.0',
        isDefault: true,
        filename: 'pets-5.yaml',
        releaseNotes: 'Only **pets** left.',
      },
    });
    expect(res.json().changelog.summary).toEqual(preview.json().summary);
    // Previewed again, the published document brings no change against itself.
    const again = await previewUrl({ url });
    expect(again.json()).toMatchObject({ from: '5.0.0', to: '5.0.0', changes: [] });
  });

  it('keeps version writes to providers and checks the item', async () => {
    expect((await publish(doc('3.0.0', v1Paths), '', alice)).statusCode).toBe(403);
    expect((await patch('2.0.0', { state: 'retired' }, alice)).statusCode).toBe(403);
    const ghost = await t.app.inject({ url: '/api/web/catalog/item/ghost/versions', headers: alice });
    expect(ghost.statusCode).toBe(404);
    const bad = await publish(Buffer.from('{"not":"openapi"}'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^Invalid document: /);
  });
});
