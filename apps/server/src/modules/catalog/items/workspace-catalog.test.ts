import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress } from '../../../lib/address-policy.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { urlImportGuard } from '../import/provider-service.ts';
import { providerClient } from '../test-helpers.ts';
import { containsPattern } from './repository.ts';

const doc = (title: string, version = '1.0.0') =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title, version, description: `About ${title}` },
    paths: { '/things': { get: { summary: 'List things', responses: { 200: { description: 'ok' } } } } },
  });

// A local server reached under a public-looking name: the guard's lookup maps public.test to
// 127.0.0.1 and its address check lets that one name through (everything else stays refused).
let server: http.Server;
let port = 0;
const publicLookup = ((hostname: string, options: dns.LookupOptions, cb: unknown) =>
  dns.lookup(
    hostname === 'public.test' ? '127.0.0.1' : hostname,
    options,
    cb as never,
  )) as unknown as typeof dns.lookup;

describe('provider workspace catalogue API', () => {
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  const upload = async (filename: string, body: string | Buffer, user = 'paula') =>
    t.app.inject({
      method: 'POST',
      url: `/api/provider/imports/document?filename=${encodeURIComponent(filename)}`,
      headers: { ...(await t.authHeaders(user)), 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const search = async (text: string) => {
    const res = await t.app.inject({
      url: `/api/web/catalog/search?text=${encodeURIComponent(text)}`,
      headers: await t.authHeaders('alice'),
    });
    return (res.json().results as { id: string }[]).map((r) => r.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = providerClient(t);
    server = http.createServer((req, res) => {
      if (req.url === '/specs/zebra.yaml') {
        res.writeHead(200, { 'content-type': 'application/yaml' });
        res.end("openapi: '3.0.3'\ninfo:\n  title: Zebra Crossing\n  version: '2'\npaths: {}\n");
      } else if (req.url === '/broken') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"openapi": ');
      } else if (req.url === '/moved') {
        res.writeHead(302, { location: 'http://127.0.0.1:1/secret' });
        res.end();
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('nope');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    urlImportGuard.lookup = publicLookup;
    urlImportGuard.isBlocked = (address, hostname) =>
      hostname === 'public.test' ? false : isBlockedAddress(address, hostname);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('imports an uploaded document as a new item that consumer search finds at once', async () => {
    const res = await upload('quetzal.json', doc('Quetzal Payments'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'imported',
      itemId: 'quetzal-payments:1.0.0',
      name: 'Quetzal Payments',
      operations: 1,
      specVersion: '3.0.3',
    });
    expect(await search('quetzal')).toContain('quetzal-payments:1.0.0');
    const again = await upload('quetzal.json', doc('Quetzal Payments'));
    expect(again.json()).toMatchObject({ status: 'updated', itemId: 'quetzal-payments:1.0.0' });
  });

  it("refuses a bad document with the importer's reason and writes nothing", async () => {
    const before = await call('GET', '/items?pageSize=1');
    const bad = await upload('bad.json', '{"openapi": "3.0.0", "info": ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^Invalid body: not valid JSON: /);
    const notApi = await upload('x.json', '{"hello": 1}');
    expect(notApi.json().detail).toBe(
      'Invalid body: not an OpenAPI or AsyncAPI document: no openapi, swagger or asyncapi version field',
    );
    const empty = await upload('e.json', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Invalid body: the document is empty');
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/provider/imports/document',
      headers: { ...(await t.authHeaders('paula')), 'content-type': 'application/json' },
      payload: doc('Nameless'),
    });
    expect(noName.statusCode).toBe(400);
    const after = await call('GET', '/items?pageSize=1');
    expect(after.json().metadata.totalSize).toBe(before.json().metadata.totalSize);
  });

  it('refuses consumers with 403', async () => {
    expect((await upload('q.json', doc('Sneaky'), 'alice')).statusCode).toBe(403);
    expect((await call('POST', '/imports/url', { url: 'http://public.test/' }, 'bob')).statusCode).toBe(403);
    expect((await call('GET', '/items/x/bundles', undefined, 'alice')).statusCode).toBe(403);
  });

  it('imports a document the server fetches from a URL', async () => {
    const res = await call('POST', '/imports/url', { url: `http://public.test:${port}/specs/zebra.yaml` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'imported',
      itemId: 'zebra-crossing:2',
      name: 'Zebra Crossing',
    });
    const item = await call('GET', '/items/zebra-crossing:2');
    expect(item.json().document).toMatchObject({ filename: 'zebra.yaml', format: 'yaml' });
  });

  it('refuses URLs the SSRF guard refuses, and reports fetch and document failures', async () => {
    const cases: [string, number, RegExp][] = [
      [`http://127.0.0.1:${port}/specs/zebra.yaml`, 400, /^The URL was refused: the address 127\.0\.0\.1/],
      ['http://169.254.169.254/latest/meta-data', 400, /^The URL was refused/],
      [`http://public.test:${port}/moved`, 400, /^The URL was refused: the address 127\.0\.0\.1/],
      ['file:///etc/passwd', 400, /^Invalid body\.url: only http and https/],
      ['not a url', 400, /^Invalid body\.url: not a URL/],
      [`http://public.test:${port}/missing`, 400, /^The URL answered 404/],
      [`http://public.test:${port}/broken`, 400, /^Invalid document: not valid JSON/],
    ];
    for (const [url, status, detail] of cases) {
      const res = await call('POST', '/imports/url', { url });
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.json().detail).toMatch(detail);
    }
    const closed = await call('POST', '/imports/url', { url: 'http://public.test:1/x.json' });
    expect(closed.statusCode).toBe(502);
    expect(closed.json().code).toBe('IMPORT-URL-UNREACHABLE');
    expect((await call('POST', '/imports/url', {})).statusCode).toBe(400);
  });

  it('filters the item list by name or id, matching % and _ literally', async () => {
    for (const name of ['Alpha 100% Pure', 'Alpha Beta', 'Gamma_Ray']) {
      expect((await call('POST', '/items', { name })).statusCode).toBe(201);
    }
    const names = async (q: string) =>
      ((await call('GET', `/items?q=${encodeURIComponent(q)}`)).json().results as { name: string }[]).map(
        (r) => r.name,
      );
    expect(await names('alpha')).toEqual(['Alpha 100% Pure', 'Alpha Beta']);
    expect(await names('100%')).toEqual(['Alpha 100% Pure']);
    expect(await names('a_r')).toEqual(['Gamma_Ray']);
    expect(await names('gamma-ray')).toEqual(['Gamma_Ray']); // by id
    expect(await names('%')).toEqual(['Alpha 100% Pure']);
    const page = (await call('GET', '/items?q=alpha&pageSize=1&offset=1')).json();
    expect(page.metadata.totalSize).toBe(2);
    expect(page.results.map((r: { name: string }) => r.name)).toEqual(['Alpha Beta']);
    const past = (await call('GET', '/items?q=alpha&offset=10')).json();
    expect([past.metadata.totalSize, past.results]).toEqual([2, []]);
    // What a fuzzer sends: NUL and other control characters, the largest offset.
    for (const url of [
      '/items?q=%00',
      '/items?q=al%00pha',
      '/items?q=%01%7F',
      '/items?offset=9007199254740991',
      '/items?q=a&offset=9007199254740991',
    ]) {
      const res = await call('GET', url);
      expect([url, res.statusCode < 500, res.body]).toEqual([url, true, res.body]);
    }
    const bundles = (await call('GET', '/items?q=alpha&objectType=BUNDLE')).json();
    expect(bundles.metadata.totalSize).toBe(0);
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });

  it('sets the bundles a specification belongs to', async () => {
    await call('POST', '/items', { id: 'spec-a', name: 'Spec A' });
    await call('POST', '/items', { id: 'spec-b', name: 'Spec B' });
    await call('POST', '/items', {
      id: 'bundle-1',
      name: 'Bundle One',
      objectType: 'BUNDLE',
      bundledSpecs: [{ specId: 'spec-b' }],
    });
    await call('POST', '/items', { id: 'bundle-2', name: 'Bundle Two', objectType: 'BUNDLE' });
    const initial = await call('GET', '/items/spec-a/bundles');
    expect(initial.json().bundles).toEqual([
      { id: 'bundle-1', name: 'Bundle One', isMember: false },
      { id: 'bundle-2', name: 'Bundle Two', isMember: false },
    ]);
    const joined = await call('PUT', '/items/spec-a/bundles', { bundleIds: ['bundle-1', 'bundle-2'] });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().bundles.every((b: { isMember: boolean }) => b.isMember)).toBe(true);
    const bundle1 = (await call('GET', '/items/bundle-1')).json();
    expect(bundle1.bundledSpecs.map((s: { specId: string }) => s.specId)).toEqual(['spec-b', 'spec-a']);
    const left = await call('PUT', '/items/spec-a/bundles', { bundleIds: ['bundle-2'] });
    expect(left.json().bundles.map((b: { isMember: boolean }) => b.isMember)).toEqual([false, true]);
    expect((await call('GET', '/items/bundle-1')).json().bundledSpecs).toHaveLength(1);
  });

  it('refuses bad bundle membership changes without changing anything', async () => {
    const cases: [string, unknown, number, string][] = [
      ['/items/nope/bundles', { bundleIds: [] }, 404, "No catalogue item 'nope'."],
      [
        '/items/bundle-2/bundles',
        { bundleIds: [] },
        400,
        "'bundle-2' is a bundle; only specifications belong to bundles",
      ],
      [
        '/items/spec-a/bundles',
        { bundleIds: ['ghost'] },
        400,
        "Invalid body.bundleIds.0: unknown item 'ghost'",
      ],
      [
        '/items/spec-a/bundles',
        { bundleIds: ['spec-b'] },
        400,
        "Invalid body.bundleIds.0: 'spec-b' is not a bundle",
      ],
    ];
    for (const [url, body, status, detail] of cases) {
      const res = await call('PUT', url, body);
      expect([url, res.statusCode, res.json().detail]).toEqual([url, status, detail]);
    }
    expect((await call('PUT', '/items/spec-a/bundles', { bundleIds: ['x', 'x'] })).statusCode).toBe(400);
    expect((await call('GET', '/items/nope/bundles')).statusCode).toBe(404);
    const still = (await call('GET', '/items/spec-a/bundles')).json();
    expect(still.bundles.map((b: { isMember: boolean }) => b.isMember)).toEqual([false, true]);
  });

  it('reads the stored Try-mode override (null follows the configuration)', async () => {
    expect((await call('GET', '/items/spec-a/interactivedocs/override')).json()).toEqual({
      allowedAPIKey: null,
      allowedMock: null,
    });
    await call('PUT', '/items/spec-a/interactivedocs/config', { allowedMock: false });
    expect((await call('GET', '/items/spec-a/interactivedocs/override')).json()).toEqual({
      allowedAPIKey: null,
      allowedMock: false,
    });
    expect((await call('GET', '/items/nope/interactivedocs/override')).statusCode).toBe(404);
  });
  it('replaces an attachment in one step, keeping its name unless renamed', async () => {
    await call('POST', '/items', { id: 'with-files', name: 'With files' });
    const raw = async (method: 'POST' | 'PUT', url: string, body: string, type = 'text/plain') =>
      t.app.inject({
        method,
        url: `/api/provider${url}`,
        headers: { ...(await t.authHeaders('paula')), 'content-type': type },
        payload: body,
      });
    const added = (await raw('POST', '/items/with-files/attachments?name=guide.txt', 'v1')).json();
    const replaced = await raw(
      'PUT',
      `/items/with-files/attachments/${added.id}`,
      'version 2',
      'text/markdown; charset=utf-8',
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ name: 'guide.txt', contentType: 'text/markdown', size: 9 });
    const renamed = await raw(
      'PUT',
      `/items/with-files/attachments/${replaced.json().id}?name=a/b.txt`,
      'v3',
    );
    expect(renamed.json()).toMatchObject({ name: 'a_b.txt', size: 2 });
    const item = (await call('GET', '/items/with-files')).json();
    expect(item.attachments.map((a: { name: string }) => a.name)).toEqual(['a_b.txt']);

    const missing = await raw('PUT', '/items/with-files/attachments/999999', 'x');
    expect([missing.statusCode, missing.json().detail]).toEqual([
      404,
      "No attachment 999999 on catalogue item 'with-files'.",
    ]);
    expect((await raw('PUT', `/items/nope/attachments/${renamed.json().id}`, 'x')).statusCode).toBe(404);
    const empty = await raw('PUT', `/items/with-files/attachments/${renamed.json().id}`, '');
    expect([empty.statusCode, empty.json().detail]).toEqual([400, 'Invalid body: the attachment is empty']);
    expect((await call('GET', '/items/with-files')).json().attachments).toHaveLength(1);
  });
});
