import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countingStatements } from '../../test/count-statements.ts';
import { makeItem } from '../catalog/details/test-factories.ts';
import { putSetting } from '../config/repository.ts';
import { serveMock, VERSION_TTL_MS } from './mock/service.ts';
import { petstore, putDocument, swagger2 } from './test-fixtures.ts';

let t: TestApp;
let alice: Record<string, string>;
let paula: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.authHeaders('alice');
  paula = await t.authHeaders('paula');
  await makeItem(t.db, 'pets');
  await makeItem(t.db, 'old');
  await makeItem(t.db, 'nodoc');
  await putDocument(t.db, 'pets', JSON.stringify(petstore), 'json');
  await putDocument(t.db, 'old', swagger2, 'yaml');
});
afterAll(async () => t.close());

const docs = (id: string, query = '', headers = alice) =>
  t.app.inject({ url: `/api/web/catalog/item/${id}/openapi/docs${query}`, headers });

describe('GET openapi/docs', () => {
  it('serves the document as JSON with its own servers', async () => {
    const res = await docs('pets', '?useMocking=false');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().servers[0].url).toBe('https://{region}.pets.example.com/v1');
  });

  it('points every server at the mock server when mocking (3.x and 2.0, YAML as JSON)', async () => {
    expect((await docs('pets', '?useMocking=true')).json().servers).toEqual([
      { url: 'http://localhost:8080/api/mock/pets', description: 'Storefront mock server' },
    ]);
    const old = (await docs('old', '?useMocking=true')).json();
    expect([old.host, old.basePath, old.schemes]).toEqual(['localhost:8080', '/api/mock/old', ['http']]);
    // The API's own servers stay beside the mock's, for OAuth 2 Try in mock mode (issue 29).
    expect((await docs('pets', '?useMocking=true')).json()['x-storefront-api-servers']).toEqual([
      'https://eu.pets.example.com/v1',
    ]);
    expect(old['x-storefront-api-servers']).toEqual(['https://old.example.com/api']);
    expect((await docs('old')).json().host).toBe('old.example.com');
  });

  it('sends gzip when accepted and answers a matching ETag with 304', async () => {
    const res = await docs('pets', '', { ...alice, 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).info.title).toBe('Pets');
    const again = await docs('pets', '', { ...alice, 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('says which of item or document does not exist, and needs a token', async () => {
    expect((await docs('nodoc')).json()).toEqual({
      code: 'HTTP-404',
      detail: 'The API document of this item does not exist.',
    });
    expect((await docs('missing')).json().detail).toBe('The catalogue item does not exist.');
    expect((await docs('pets', '', {})).statusCode).toBe(401);
    expect((await docs('pets', '?useMocking=maybe')).statusCode).toBe(400);
  });
});

describe('interactivedocs/config', () => {
  const get = (id: string) =>
    t.app.inject({ url: `/api/web/catalog/item/${id}/interactivedocs/config`, headers: alice });
  const put = (id: string, payload: object, headers = paula) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/provider/items/${id}/interactivedocs/config`,
      headers,
      payload,
    });

  it('comes from the customer configuration, overridable per item by providers', async () => {
    expect((await get('pets')).json()).toEqual({ allowedAPIKey: true, allowedMock: true });
    const settings = (
      await t.db.selectFrom('settings').select('value').where('key', '=', 'config').executeTakeFirst()
    )?.value as Record<string, unknown> | undefined;
    await putSetting(t.db, 'config', {
      ...settings,
      interactiveDocs: { allowedAPIKey: true, allowedMock: false },
    });
    expect((await get('pets')).json()).toEqual({ allowedAPIKey: true, allowedMock: false });
    expect((await put('pets', { allowedMock: true, allowedAPIKey: false })).json()).toEqual({
      allowedAPIKey: false,
      allowedMock: true,
    });
    expect((await get('old')).json()).toEqual({ allowedAPIKey: true, allowedMock: false });
    expect((await put('pets', {})).json()).toEqual({
      allowedAPIKey: true,
      allowedMock: false,
    });
    await putSetting(t.db, 'config', {
      ...settings,
      interactiveDocs: { allowedAPIKey: true, allowedMock: true },
    });
  });

  it('refuses consumers, unknown items and unknown fields', async () => {
    expect((await put('pets', { allowedMock: false }, alice)).statusCode).toBe(403);
    expect((await put('missing', { allowedMock: false })).statusCode).toBe(404);
    expect((await put('pets', { other: true })).statusCode).toBe(400);
    expect((await put('pets', { allowedMock: 'yes' })).statusCode).toBe(400);
    expect((await get('missing')).statusCode).toBe(404);
  });
});

describe('mock server /api/mock/{itemId}/...', () => {
  const mock = (
    method: string,
    url: string,
    opts: { headers?: Record<string, string>; payload?: string } = {},
  ) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/mock/${url}`,
      // The fixture's operations need an API key (issue 32: security as documented).
      headers: { ...alice, 'x-api-key': 'k-1', ...opts.headers },
      payload: opts.payload,
    });

  it('needs the bearer token', async () => {
    const res = await t.app.inject({ url: '/api/mock/pets/pets' });
    expect(res.statusCode).toBe(401);
  });

  it('answers with the documented example, status and content type', async () => {
    const res = await mock('GET', 'pets/pets?limit=5', { headers: { 'x-trace': 'ab12' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual([{ id: 7, name: 'Rex', tag: null }]);
    const mine = await mock('GET', 'pets/pets/mine');
    expect([mine.statusCode, mine.headers['content-type'], mine.body]).toEqual([200, 'text/plain', 'mine']);
  });

  it('generates a valid sample when the example does not fit its schema (recursive $ref)', async () => {
    const res = await mock('GET', 'pets/pets/12');
    expect(res.statusCode).toBe(200);
    const pet = res.json();
    expect(typeof pet.id).toBe('number');
    expect(pet.id).toBeGreaterThanOrEqual(1);
    expect(typeof pet.name).toBe('string');
  });

  it('validates parameters and bodies (400 with the errors)', async () => {
    const bad = await mock('GET', 'pets/pets?limit=500', { headers: { 'x-trace': 'XYZ' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(
      'The request does not match GET /pets: query.limit must be <= 100; header.X-Trace must match pattern "^[a-f0-9]+$"',
    );
    expect((await mock('GET', 'pets/pets/abc')).json().detail).toContain('path.petId must be integer');
    const created = await mock('POST', 'pets/pets', {
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Tom"}',
    });
    expect([created.statusCode, typeof created.json().id]).toEqual([201, 'number']);
    const extra = await mock('POST', 'pets/pets', {
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"","colour":"red"}',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().detail).toBe(
      'The request does not match POST /pets: body.colour is not allowed; body.name must NOT have fewer than 1 characters',
    );
    const missing = await mock('POST', 'pets/pets', { headers: { 'content-type': 'application/json' } });
    expect(missing.json().detail).toBe('The request does not match POST /pets: body is required');
    const syntax = await mock('POST', 'pets/pets', {
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(syntax.json().detail).toContain('body is not valid JSON');
    const type = await mock('POST', 'pets/pets', { headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect([type.statusCode, type.json().detail]).toEqual([
      415,
      'Content type text/csv is not accepted by POST /pets (accepts: application/json).',
    ]);
  });

  it('answers 204 without a body, 404/405 for unknown operations, 501 saying why it cannot serve', async () => {
    const gone = await mock('DELETE', 'pets/pets/3');
    expect([gone.statusCode, gone.body]).toEqual([204, '']);
    expect((await mock('GET', 'pets/nothing')).statusCode).toBe(404);
    expect((await mock('PUT', 'pets/pets')).statusCode).toBe(405);
    const broken = await mock('GET', 'pets/broken');
    expect(broken.statusCode).toBe(501);
    expect(broken.json().code).toBe('MOCK-UNSERVABLE');
    expect(broken.json().detail).toMatch(
      /^The mock server cannot answer GET \/broken: its application\/json response schema cannot be used \(.*other\.yaml#\/X/,
    );
    expect((await mock('GET', 'nodoc/x')).json().detail).toBe('This item has no API document to mock.');
  });

  it('serves Swagger 2.0 documents (YAML), coercing and checking parameters', async () => {
    const ok = await mock('GET', 'old/things/abc?n=3');
    expect(ok.statusCode).toBe(200);
    expect(typeof ok.json().id).toBe('string');
    expect((await mock('GET', 'old/things/ABC')).json().detail).toBe(
      'The request does not match GET /things/{id}: path.id must match pattern "^[a-z]+$"; query.n is required',
    );
  });

  it('recompiles when the document changes (cache keyed by version, read at most once a VERSION_TTL_MS)', async () => {
    await makeItem(t.db, 'changing');
    const v1 = structuredClone(petstore);
    await putDocument(t.db, 'changing', JSON.stringify(v1), 'json');
    expect((await mock('GET', 'changing/pets')).json()[0].name).toBe('Rex');
    const v2 = structuredClone(petstore);
    (v2.paths['/pets'].get.responses['200'].content['application/json'] as { example: unknown }).example = [
      { id: 8, name: 'Fido' },
    ];
    await putDocument(t.db, 'changing', JSON.stringify(v2), 'json');
    // The version read under VERSION_TTL_MS ago still stands (no database query per mock answer).
    expect((await mock('GET', 'changing/pets')).json()[0].name).toBe('Rex');
    const now = Date.now();
    try {
      vi.spyOn(Date, 'now').mockReturnValue(now + VERSION_TTL_MS + 1);
      // Requests arriving together after the TTL share one version read.
      const { db: counting, statements: reads } = countingStatements(t.db);
      const pets = {
        method: 'GET',
        path: '/pets',
        query: new URLSearchParams(),
        headers: { 'x-api-key': 'k-1' },
        contentType: undefined,
        body: undefined,
      };
      const together = await Promise.all([1, 2, 3].map(() => serveMock(counting, 'changing', pets)));
      expect(together.map((a) => a.status)).toEqual([200, 200, 200]);
      // One version read and one document read (v2 is not compiled yet), not one version read each.
      expect(reads).toEqual(['SelectQueryNode', 'SelectQueryNode']);
      expect((await mock('GET', 'changing/pets')).json()[0].name).toBe('Fido');
      await t.db.deleteFrom('item_documents').where('item_id', '=', 'changing').execute();
      vi.spyOn(Date, 'now').mockReturnValue(now + 2 * VERSION_TTL_MS + 2);
      expect((await mock('GET', 'changing/pets')).json().detail).toBe(
        'This item has no API document to mock.',
      );
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('POST try', () => {
  const tryCall = (payload: object, headers = alice) =>
    t.app.inject({ method: 'POST', url: '/api/web/catalog/item/pets/try', headers, payload });

  it('reaches the mock with the headers the viewer set (the key included)', async () => {
    const res = await tryCall({
      server: 'mock',
      method: 'GET',
      path: '/pets',
      query: [['limit', '2']],
      headers: { 'X-API-Key': 'k-123' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([body.status, body.headers['content-type'], JSON.parse(body.body)[0].name]).toEqual([
      200,
      'application/json',
      'Rex',
    ]);
    const invalid = await tryCall({
      server: 'mock',
      method: 'GET',
      path: '/pets',
      query: [['limit', 'x']],
      headers: { 'X-API-Key': 'k-123' },
    });
    expect(invalid.json().status).toBe(400);
    expect(JSON.parse(invalid.json().body).detail).toContain('query.limit must be integer');
  });

  it('refuses servers the document does not declare, paths leaving them, and SSRF targets', async () => {
    const undeclared = await tryCall({ server: 'https://evil.example.com', method: 'GET', path: '/pets' });
    expect([undeclared.statusCode, undeclared.json().detail]).toEqual([
      400,
      'The server is not one of the servers the document declares.',
    ]);
    const escaping = await tryCall({
      server: 'https://eu.pets.example.com/v1',
      method: 'GET',
      path: '/../admin',
    });
    expect(escaping.json().detail).toBe('The path leaves the declared server.');
    await makeItem(t.db, 'internal');
    await putDocument(
      t.db,
      'internal',
      JSON.stringify({ ...petstore, servers: [{ url: 'http://169.254.169.254/latest' }] }),
      'json',
    );
    const ssrf = await t.app.inject({
      method: 'POST',
      url: '/api/web/catalog/item/internal/try',
      headers: alice,
      payload: { server: 'http://169.254.169.254/latest', method: 'GET', path: '/meta-data' },
    });
    expect([ssrf.statusCode, ssrf.json().code]).toEqual([403, 'TRY-REFUSED']);
    expect((await tryCall({ server: 'mock', method: 'GET', path: 'pets' })).statusCode).toBe(400);
  });
});
