import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem } from '../../catalog/details/test-factories.ts';
import { putDocument } from '../test-fixtures.ts';

/** Security, content negotiation, Prefer, response headers, CORS and violations (issue 32). */
const pet = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' } },
};
const ok = (extra: Record<string, unknown> = {}) => ({
  description: 'ok',
  headers: {
    'X-Rate-Limit': { schema: { type: 'integer', minimum: 1 }, example: 60 },
    'X-Request-Id': { schema: { type: 'string', format: 'uuid' } },
  },
  content: {
    'application/json': {
      schema: { type: 'array', items: pet },
      examples: { one: { value: [{ id: 1, name: 'Rex' }] }, two: { value: [{ id: 2, name: 'Tom' }] } },
    },
    'text/csv': { schema: { type: 'array', items: pet }, example: [{ id: 1, name: 'Rex, the dog' }] },
    'application/xml': { schema: { type: 'array', items: pet, xml: { name: 'pets' } } },
    'text/plain': { schema: { type: 'string' }, example: 'Rex' },
  },
  ...extra,
});
const secured = {
  openapi: '3.0.3',
  info: { title: 'Secured', version: '1' },
  components: {
    securitySchemes: {
      key: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
      cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
      basic: { type: 'http', scheme: 'basic' },
      bearer: { type: 'http', scheme: 'bearer' },
      oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://x/token', scopes: {} } } },
    },
  },
  security: [{ key: [] }],
  paths: {
    '/pets': {
      get: {
        parameters: [
          { name: 'Accept', in: 'header', required: true, schema: { type: 'string', enum: ['x'] } },
        ],
        responses: {
          '200': ok(),
          '401': {
            description: 'no key',
            content: { 'application/json': { example: { message: 'Documented: key missing' } } },
          },
          '404': { description: 'none', content: { 'application/json': { example: { message: 'none' } } } },
        },
      },
      post: {
        security: [{ basic: [] }, { bearer: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: pet } } },
        responses: { '201': { description: 'made', content: { 'application/json': { schema: pet } } } },
      },
    },
    '/search': {
      options: {
        responses: {
          '204': {
            description: 'allowed',
            headers: { Allow: { schema: { type: 'string' }, example: 'GET' } },
          },
        },
      },
      get: {
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['q'], properties: { q: { type: 'string' } } },
            },
          },
        },
        responses: {
          '200': { description: 'found', content: { 'application/json': { example: { hits: 1 } } } },
        },
      },
    },
    '/both': {
      get: {
        security: [{ queryKey: [], cookieKey: [] }, { oauth: [] }],
        responses: { '204': { description: 'none' } },
      },
    },
    '/repaired': {
      get: {
        security: [],
        parameters: [
          {
            name: 'filter',
            in: 'query',
            required: true,
            content: {
              'application/json': {
                schema: { type: 'object', required: ['size'], properties: { size: { type: 'integer' } } },
              },
            },
          },
          { name: 'ref', in: 'query', schema: { oneOf: [{ type: 'integer' }, { type: 'string' }] } },
        ],
        responses: {
          '200': {
            description: 'the example breaks the schema; the sampler cannot meet the pattern alone',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['code', 'at'],
                  properties: {
                    code: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$', example: 'nope' },
                    at: { type: 'string', format: 'date', example: 'today' },
                  },
                },
                example: { code: 'nope', at: 'today' },
              },
            },
          },
        },
      },
    },
    '/photo': {
      get: {
        security: [],
        responses: {
          '200': {
            description: 'the file',
            content: Object.fromEntries(
              ['image/png', 'image/gif', 'application/pdf', 'application/zip', 'application/gzip'].map(
                (type) => [type, { schema: { type: 'string', format: 'binary' } }],
              ),
            ),
          },
        },
      },
    },
    '/open': {
      get: {
        security: [{}, { key: [] }],
        parameters: [
          { name: 'limit', in: 'query', required: true, schema: { type: 'integer', maximum: 10 } },
          { name: 'X-Trace', in: 'header', schema: { type: 'string', pattern: '^[a-f0-9]+$' } },
        ],
        responses: { '204': { description: 'none' } },
      },
    },
  },
};

let t: TestApp;
let alice: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.authHeaders('alice');
  await makeItem(t.db, 'secured');
  await putDocument(t.db, 'secured', JSON.stringify(secured), 'json');
});
afterAll(async () => t.close());

const mock = (method: string, url: string, headers: Record<string, string> = {}, payload?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/mock/secured${url}`,
    headers: { ...alice, ...headers },
    payload,
  });
const KEY = { 'x-api-key': 'anything' };

describe('security as documented', () => {
  it('answers the documented 401 without the API key header, and proceeds with it', async () => {
    const none = await mock('GET', '/pets');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Documented: key missing' });
    expect(none.headers['x-storefront-mock']).toBe('true');
    expect((await mock('GET', '/pets', KEY)).statusCode).toBe(200);
  });

  it('takes basic or bearer, and names both in its own 401 with a challenge', async () => {
    const body = JSON.stringify({ name: 'Rex' });
    const json = { 'content-type': 'application/json' };
    // The portal's own bearer token is in Authorization: it satisfies the bearer alternative.
    expect((await mock('POST', '/pets', json, body)).statusCode).toBe(201);
    // Through Try the API's own Authorization travels apart from the portal's token.
    const viaTry = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/web/catalog/item/secured/try',
        headers: alice,
        payload: { server: 'mock', method: 'POST', path: '/pets', headers: { ...json, ...headers }, body },
      });
    expect((await viaTry({ Authorization: 'Basic dTpw' })).json().status).toBe(201);
    expect((await viaTry({ Authorization: 'Basic ' })).json().status).toBe(401);
    const refused = (await viaTry({})).json();
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Basic realm="mock", Bearer');
    expect(JSON.parse(refused.body).detail).toBe(
      'The request lacks the credentials POST /pets requires: an Authorization: Basic credential (basic); or an Authorization: Bearer credential (bearer).',
    );
  });

  it('needs every scheme of a requirement: query and cookie keys together, or OAuth', async () => {
    const tryGet = async (query: [string, string][], headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/web/catalog/item/secured/try',
          headers: alice,
          payload: { server: 'mock', method: 'GET', path: '/both', query, headers },
        })
      ).json().status;
    expect(await tryGet([['api_key', 'k']], {})).toBe(401);
    expect(await tryGet([], { Cookie: 'session=s' })).toBe(401);
    expect(await tryGet([['api_key', 'k']], { Cookie: 'a=1; session=s' })).toBe(204);
    expect(await tryGet([], { Authorization: 'Bearer t' })).toBe(204);
    expect(await tryGet([], { Authorization: 'Basic t' })).toBe(401);
  });

  it('treats an empty requirement as optional security', async () => {
    expect((await mock('GET', '/open?limit=1')).statusCode).toBe(204);
  });
});

describe('content negotiation and control', () => {
  it('answers by Accept among the documented media types, 406 when none fits', async () => {
    const json = await mock('GET', '/pets', { ...KEY, accept: 'application/json' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json()).toEqual([{ id: 1, name: 'Rex' }]);
    const csv = await mock('GET', '/pets', { ...KEY, accept: 'text/csv' });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe('id,name\r\n1,"Rex, the dog"');
    const xml = await mock('GET', '/pets', { ...KEY, accept: 'application/xml;q=0.9, text/html;q=0.1' });
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.body).toContain('<pets>');
    expect((await mock('GET', '/pets', { ...KEY, accept: 'text/*' })).headers['content-type']).toMatch(
      /^text\//,
    );
    const none = await mock('GET', '/pets', { ...KEY, accept: 'image/png' });
    expect(none.statusCode).toBe(406);
    expect(none.json().detail).toContain(
      'documented: application/json, text/csv, application/xml, text/plain',
    );
  });

  it('answers binary media types with a well-formed file of the type', async () => {
    const magic: Record<string, number[]> = {
      'image/png': [0x89, 0x50, 0x4e, 0x47],
      'image/gif': [0x47, 0x49, 0x46, 0x38],
      'application/pdf': [0x25, 0x50, 0x44, 0x46],
      'application/zip': [0x50, 0x4b, 0x05, 0x06],
      'application/gzip': [0x1f, 0x8b],
    };
    for (const [type, bytes] of Object.entries(magic)) {
      const res = await mock('GET', '/photo', { accept: type });
      expect(res.statusCode, type).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect([...res.rawPayload.subarray(0, bytes.length)], type).toEqual(bytes);
    }
  });

  it('honours Prefer: code and Prefer: example', async () => {
    const code = await mock('GET', '/pets', { ...KEY, prefer: 'code=404' });
    expect(code.statusCode).toBe(404);
    expect(code.json()).toEqual({ message: 'none' });
    const two = await mock('GET', '/pets', { ...KEY, prefer: 'example=two' });
    expect(two.json()).toEqual([{ id: 2, name: 'Tom' }]);
    const both = await mock('GET', '/pets', { ...KEY, prefer: 'code=200, example=one' });
    expect(both.json()).toEqual([{ id: 1, name: 'Rex' }]);
    const unknown = await mock('GET', '/pets', { ...KEY, prefer: 'code=418' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('(documented: 200, 401, 404)');
    expect((await mock('GET', '/pets', { ...KEY, prefer: 'example=three' })).json().detail).toContain(
      'documented: one, two',
    );
  });

  it('generates the documented response headers', async () => {
    const res = await mock('GET', '/pets', KEY);
    expect(res.headers['x-rate-limit']).toBe('60');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers CORS preflights without a token, and marks answers readable cross-origin', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/mock/secured/pets',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-api-key',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-methods']).toContain('POST');
    expect(pre.headers['access-control-allow-headers']).toBe('authorization, x-api-key');
    // A plain OPTIONS call (no Access-Control-Request-Method) needs the portal's token.
    const plain = await t.app.inject({ method: 'OPTIONS', url: '/api/mock/secured/pets' });
    expect(plain.statusCode).toBe(401);
    expect(plain.json().code).toBe('HTTP-401');
    expect((await mock('GET', '/pets', KEY)).headers['access-control-allow-origin']).toBe('*');
  });
});

describe('fewer refusals', () => {
  it('does not require readOnly properties in requests, nor writeOnly ones in answers', async () => {
    const made = await mock('POST', '/pets', { 'content-type': 'application/json' }, '{"name":"Rex"}');
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: expect.any(String) });
  });
});

describe('OPTIONS and GET bodies', () => {
  it('answers a plain OPTIONS call from the document, with its security, as Prism does', async () => {
    // The document's OPTIONS operation inherits the document's security (an API key header).
    const none = await mock('OPTIONS', '/search');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('MOCK-UNAUTHORIZED');
    const withKey = await mock('OPTIONS', '/search', KEY);
    expect(withKey.statusCode).toBe(204);
    expect(withKey.headers.allow).toBe('GET');
    // A path without an OPTIONS operation: 405, as for any undocumented method.
    expect((await mock('OPTIONS', '/pets', KEY)).statusCode).toBe(405);
    // A preflight to the same path still needs no token and no key.
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/mock/secured/search',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers.allow).toBeUndefined();
  });

  it('reads a body sent with GET where the document declares one', async () => {
    const json = { 'content-type': 'application/json' };
    const found = await mock('GET', '/search', json, JSON.stringify({ q: 'rex' }));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ hits: 1 });
    const wrong = await mock('GET', '/search', json, JSON.stringify({ q: 1 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().violations).toEqual([{ location: ['body', 'q'], message: 'body.q must be string' }]);
    const missing = await mock('GET', '/search');
    expect(missing.json().violations).toEqual([{ location: ['body'], message: 'body is required' }]);
  });
});

describe('repaired samples and JSON parameters', () => {
  it('repairs an example that breaks its schema instead of answering 501', async () => {
    const res = await mock('GET', `/repaired?filter=${encodeURIComponent('{"size":3}')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toMatch(/^[A-Z]{3}-\d{4}$/);
    expect(body.at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads a JSON-encoded query parameter as the value it encodes', async () => {
    const wrong = await mock('GET', `/repaired?filter=${encodeURIComponent('{"size":"big"}')}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().violations).toEqual([
      { location: ['query', 'filter', 'size'], message: 'query.filter.size must be integer' },
    ]);
    const notJson = await mock('GET', '/repaired?filter=size');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().violations[0].location).toEqual(['query', 'filter']);
    expect(notJson.json().violations[0].message).toMatch(/^query\.filter is not valid JSON/);
  });

  it('accepts a parameter whose text fits exactly one branch of a oneOf', async () => {
    const filter = encodeURIComponent('{"size":1}');
    // Coerced, '42' would match both integer and string; as text it is one of them.
    expect((await mock('GET', `/repaired?filter=${filter}&ref=42`)).statusCode).toBe(200);
    expect((await mock('GET', `/repaired?filter=${filter}&ref=main`)).statusCode).toBe(200);
  });
});

describe('explained refusals', () => {
  it('lists every violation with its location, in the body and in sl-violations', async () => {
    const res = await mock('GET', '/open?limit=50', { 'x-trace': 'XYZ' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-storefront-mock']).toBe('true');
    const violations = [
      { location: ['query', 'limit'], message: 'query.limit must be <= 10' },
      { location: ['header', 'X-Trace'], message: 'header.X-Trace must match pattern "^[a-f0-9]+$"' },
    ];
    expect(res.json().violations).toEqual(violations);
    expect(JSON.parse(res.headers['sl-violations'] as string)).toEqual(violations);
    const missing = await mock('POST', '/pets', { 'content-type': 'application/json' }, '{"id":"x"}');
    const sorted = (missing.json().violations as { message: string }[]).sort((a, b) =>
      a.message.localeCompare(b.message),
    );
    expect(sorted).toEqual([
      { location: ['body', 'id'], message: 'body.id must be integer' },
      { location: ['body', 'name'], message: 'body.name is required' },
    ]);
  });

  it('ignores Accept, Content-Type and Authorization header parameters', async () => {
    expect((await mock('GET', '/pets', { ...KEY, accept: 'application/json' })).statusCode).toBe(200);
  });
});
