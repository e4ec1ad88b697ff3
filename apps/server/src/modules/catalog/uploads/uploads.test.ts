import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { childCounts, classificationCounts, providerClient } from '../test-helpers.ts';

const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1.2.0', description: 'Pet store' },
  paths: {
    '/pets': { get: { summary: 'List pets', responses: { 200: { description: 'ok' } } } },
    '/pets/{id}': { delete: { summary: 'Remove a pet', responses: { 204: { description: 'gone' } } } },
  },
};
const YAML_DOC = `swagger: '2.0'
info:
  title: Orders
  version: '3'
paths:
  /orders:
    post:
      summary: Place an order
      responses:
        '201':
          description: created
`;

describe('provider uploads: documents and attachments', () => {
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  const raw = async (
    method: 'PUT' | 'POST',
    url: string,
    body: string | Buffer,
    type: string,
    user = 'paula',
  ) =>
    t.app.inject({
      method,
      url: `/api/provider${url}`,
      headers: { ...(await t.authHeaders(user)), 'content-type': type },
      payload: body,
    });
  beforeAll(async () => {
    t = await createTestApp();
    call = providerClient(t);
    await call('POST', '/taxonomies', { id: 'tx', name: 'T' });
    await call('POST', '/taxonomies/tx/classifications', { id: 'animals', label: 'Animals' });
  });
  afterAll(() => t.close());

  it('imports a JSON document into an existing item, keeping its catalogue facts', async () => {
    await call('POST', '/items', {
      id: 'pets',
      name: 'Placeholder',
      state: { name: 'Live', colour: 'green' },
      classifications: ['animals'],
    });
    const res = await raw(
      'PUT',
      '/items/pets/document?filename=pets.json',
      JSON.stringify(OPENAPI),
      'application/json',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'pets',
      name: 'Pets',
      version: '1.2.0',
      state: { name: 'Live' },
      classifications: ['animals'],
      operationCount: 2,
      document: { filename: 'pets.json', format: 'json', specVersion: '3.0.3' },
    });
    expect(await classificationCounts(t)).toEqual({ animals: [1, 0] });
  });

  it('creates the item from a YAML document when the id is new', async () => {
    const res = await raw('PUT', '/items/orders/document', YAML_DOC, 'application/yaml');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'orders',
      name: 'Orders',
      operationCount: 1,
      document: { format: 'yaml' },
    });
  });

  it('rejects bad documents with 400, bundles, and consumers', async () => {
    const bad = await raw('PUT', '/items/pets/document', '{"hello": "world"}', 'application/json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^Invalid body: /);
    const broken = await raw('PUT', '/items/pets/document', '{ nope', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect((await raw('PUT', '/items/pets/document', '', 'application/json')).statusCode).toBe(400);
    await call('POST', '/items', { id: 'bun', name: 'Bundle', objectType: 'BUNDLE' });
    const bundle = await raw('PUT', '/items/bun/document', JSON.stringify(OPENAPI), 'application/json');
    expect(bundle.json().detail).toContain('is a bundle');
    const alice = await raw(
      'PUT',
      '/items/pets/document',
      JSON.stringify(OPENAPI),
      'application/json',
      'alice',
    );
    expect(alice.statusCode).toBe(403);
    expect((await call('GET', '/items/pets')).json().name).toBe('Pets');
  });

  it('adds and removes attachments from raw bodies', async () => {
    const res = await raw(
      'POST',
      '/items/pets/attachments?name=guide.md',
      '# Guide',
      'text/markdown; charset=utf-8',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'guide.md', contentType: 'text/markdown', size: 7 });
    const odd = await raw(
      'POST',
      '/items/pets/attachments?name=..%2Fx%0A.bin',
      Buffer.from([1, 2, 3]),
      'Application/X-Acme; v=2',
    );
    expect(odd.json()).toMatchObject({ name: '.._x_.bin', contentType: 'application/x-acme' });
    expect((await raw('POST', '/items/pets/attachments?name=a', 'x', 'not a type')).statusCode).toBe(415);
    expect((await raw('POST', '/items/pets/attachments', 'x', 'text/plain')).json().detail).toContain(
      'querystring.name',
    );
    expect((await raw('POST', '/items/ghost/attachments?name=a', 'x', 'text/plain')).statusCode).toBe(404);
    expect((await raw('POST', '/items/pets/attachments?name=a', '', 'text/plain')).statusCode).toBe(400);
    const item = (await call('GET', '/items/pets')).json();
    expect(item.attachments.map((a: { name: string }) => a.name)).toEqual(['guide.md', '.._x_.bin']);
    expect((await call('DELETE', `/items/pets/attachments/${res.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/items/pets/attachments/${res.json().id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/items/orders/attachments/${odd.json().id}`)).statusCode).toBe(404);
  });

  it('sets headlines and security policies with validation', async () => {
    const h = await call('PUT', '/items/pets/metrics/headlines', {
      headlines: [{ label: 'Uptime', value: 0.999, unitOfMeasure: '%', description: 'Last 90 days' }],
    });
    expect(h.statusCode).toBe(200);
    const noLabel = await call('PUT', '/items/pets/metrics/headlines', { headlines: [{ value: 1 }] });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().detail).toMatch(/^Invalid body\.(headlines\.0\.)?label: is required$/);
    expect((await call('PUT', '/items/ghost/metrics/headlines', { headlines: [] })).statusCode).toBe(404);
    const dup = await call('PUT', '/items/pets/security-policies', {
      policies: [
        { id: 'p', name: 'P' },
        { id: 'p', name: 'Q' },
      ],
    });
    expect(dup.json().detail).toContain('body.policies.1.id');
    await call('PUT', '/items/pets/security-policies', {
      policies: [{ id: 'oauth', name: 'OAuth 2', isOauth: true }],
    });
    expect((await call('GET', '/items/pets')).json()).toMatchObject({
      headlines: [{ label: 'Uptime', value: 0.999 }],
      securityPolicies: [{ id: 'oauth', name: 'OAuth 2', type: '', isOauth: true }],
    });
  });

  it('deleting an imported item removes operations, document and attachments', async () => {
    expect((await call('DELETE', '/items/pets')).statusCode).toBe(204);
    expect(Object.values(await childCounts(t, 'pets')).every((n) => n === 0)).toBe(true);
    expect(await classificationCounts(t)).toEqual({ animals: [0, 0] });
  });
});
