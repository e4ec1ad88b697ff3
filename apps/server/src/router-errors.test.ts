import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem } from './modules/catalog/search/test-factories.ts';
import { createTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/**
 * Found by the schema fuzzer (issue 16): the router refused path parameters over 100 characters
 * (valid 200-character ids included) and malformed percent-encoding in Fastify's own body
 * ({ error, code, message, statusCode }) instead of the API's one error shape.
 */
describe('router-level refusals', () => {
  it('serves an item whose id has the 200 characters the contract allows', async () => {
    const id = `a${'b'.repeat(199)}`;
    await insertItem(t.db, { id, name: 'Long id' });
    const res = await t.app.inject({
      url: `/api/web/catalog/item/${id}/summary`,
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(id);
  });

  it('answers a parameter too long for the router with 414 in the { code, detail } shape', async () => {
    const res = await t.app.inject({
      url: `/api/web/catalog/item/${'x'.repeat(3000)}/summary`,
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'HTTP-414', detail: 'URI Too Long' });
  });

  it('answers malformed percent-encoding with 400 in the { code, detail } shape', async () => {
    const res = await t.app.inject({
      url: '/api/web/catalog/item/abc%ED%A0%80/summary',
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'HTTP-400', detail: 'Invalid URL encoding' });
  });

  it('answers an over-long id within the router limit with the schema 400', async () => {
    const res = await t.app.inject({
      url: `/api/web/catalog/item/${'y'.repeat(500)}/summary`,
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('HTTP-400');
  });
});

/** Refusals of Node's HTTP parser, before any route (found by the schema fuzzer: 431 on a long query). */
describe('HTTP parser refusals on a real socket', () => {
  let base: { host: string; port: number };
  beforeAll(async () => {
    const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    base = { host: url.hostname, port: Number(url.port) };
  });

  function raw(request: string): Promise<{ head: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(base, () => socket.write(request));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const cut = text.indexOf('\r\n\r\n');
        resolve({ head: text.slice(0, cut), body: text.slice(cut + 4) });
      });
    });
  }

  it('answers a request line and headers over the size limit with 431 in the { code, detail } shape', async () => {
    const res = await raw(
      `GET /api/web/events?lastEventId=${'%F0%9F%98%80'.repeat(3000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(res.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(res.head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      code: 'HTTP-431',
      detail: 'The request line or headers are too large.',
    });
  });

  it('answers malformed HTTP with 400 in the { code, detail } shape', async () => {
    const res = await raw('GET /api/web/config HTTP/1.1\r\nHost x\r\n\r\n');
    expect(res.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(res.body)).toEqual({ code: 'HTTP-400', detail: 'Malformed request.' });
  });
});
