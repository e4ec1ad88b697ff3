import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrivateAllowList } from '../../../lib/address-policy.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem } from '../../catalog/details/test-factories.ts';
import { petstore, putDocument } from '../test-fixtures.ts';

/** An API on a "private network": a local server on loopback, which Try refuses unless listed. */
let api: http.Server;
let server: string;
let listed: TestApp;
let unlisted: TestApp;

beforeAll(async () => {
  api = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('[]'),
  );
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  server = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
  listed = await createTestApp({
    tryPrivateAllowList: parsePrivateAllowList('127.0.0.1/32', 'TRY_PRIVATE_ALLOWLIST'),
  });
  unlisted = await createTestApp();
  for (const t of [listed, unlisted]) {
    await makeItem(t.db, 'corp');
    await putDocument(t.db, 'corp', JSON.stringify({ ...petstore, servers: [{ url: server }] }), 'json');
  }
});
afterAll(async () => {
  await Promise.all([listed?.close(), unlisted?.close()]);
  await new Promise<void>((r) => api.close(() => r()));
});

const tryCall = async (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/web/catalog/item/corp/try',
    headers: await t.authHeaders('alice'),
    payload: { server, method: 'GET', path: '/pets' },
  });

describe('Try and TRY_PRIVATE_ALLOWLIST', () => {
  it('reaches an API on a listed private range', async () => {
    const res = await tryCall(listed);
    expect([res.statusCode, res.json().status, res.json().body]).toEqual([200, 200, '[]']);
  });

  it('refuses the same API when the operator lists nothing', async () => {
    const res = await tryCall(unlisted);
    expect([res.statusCode, res.json().code]).toEqual([403, 'TRY-REFUSED']);
  });
});
