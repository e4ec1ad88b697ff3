import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHttpLimitsConfig, readRuntimeConfig } from './config.ts';
import { jsonDepthExceeds } from './http-limits.ts';
import { createTestApp, type TestApp } from './test/app.ts';

describe('jsonDepthExceeds', () => {
  it('counts nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":1}]}', 2)).toBe(true);
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(500)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"\\"${'{'.repeat(50)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(65)}${']'.repeat(65)}`, 64)).toBe(true);
  });
});

/** Writes `head` (and then `body` chunks) on a raw socket; resolves with what the server answered. */
function raw(port: number, head: string, body: Buffer[] = [], holdOpenMs = 0) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('error', () => undefined); // writes after the server closed: expected
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.on('connect', async () => {
      socket.write(head);
      for (const chunk of body) {
        if (socket.destroyed) break;
        socket.write(chunk);
        await new Promise((r) => setTimeout(r, 1));
      }
      if (holdOpenMs) setTimeout(() => socket.destroy(), holdOpenMs);
    });
    socket.setTimeout(15_000, () => reject(new Error(`no close; got ${answer.slice(0, 200)}`)));
  });
}

describe('body limits, depth and timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // A real port with short deadlines: timeouts are the socket's, not inject's.
    t = await createTestApp({
      http: { ...readHttpLimitsConfig({}), headersTimeoutMs: 300, requestTimeoutMs: 600 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('refuses a public body over a few KiB by its Content-Length, before reading it', async () => {
    // 50 MB announced, none sent: the answer comes at once and the connection is closed.
    const { answer } = await raw(
      port,
      'POST /api/keys/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 52428800\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"code":"HTTP-413"');
  });

  it('counts a chunked public body as it streams and refuses it past the limit', async () => {
    const chunk = Buffer.from(`1000\r\n${'a'.repeat(4096)}\r\n`);
    const { answer } = await raw(
      port,
      'POST /api/email/unsubscribe/abc HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n',
      Array.from({ length: 2000 }, () => chunk), // 8 MB if it were all read
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('keeps small public bodies working', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/unsubscribe/not-a-known-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an ordinary write over 1 MiB and accepts one under it', async () => {
    const headers = { ...(await t.authHeaders('alice')), 'content-type': 'application/json' };
    const big = await t.app.inject({
      method: 'PUT',
      url: '/api/web/my/store/collabLabel',
      headers,
      payload: JSON.stringify({ label: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'HTTP-413', detail: expect.any(String) });
    const small = await t.app.inject({
      method: 'PUT',
      url: '/api/web/my/store/collabLabel',
      headers,
      payload: JSON.stringify({ label: 'x'.repeat(500 * 1024) }),
    });
    expect(small.statusCode).not.toBe(413);
  });

  it('refuses JSON nested deeper than the limit with a clear 400', async () => {
    const headers = { ...(await t.authHeaders('alice')), 'content-type': 'application/json' };
    const deep = `{"label":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/web/my/store/collabLabel',
      headers,
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'HTTP-400',
      detail: 'Invalid request: JSON nested deeper than 64 levels',
    });
    // Prototype poisoning is still refused by the parser behind the depth check.
    const poisoned = await t.app.inject({
      method: 'PUT',
      url: '/api/web/my/store/collabLabel',
      headers,
      payload: '{"label":"a","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('closes a connection whose headers do not arrive in time with 408', async () => {
    const { answer, closedAfterMs } = await raw(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', [], 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('closes a request whose body does not arrive in time with 408', async () => {
    const { answer, closedAfterMs } = await raw(
      port,
      'POST /api/keys/verify HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"key":',
      [],
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(5_000);
  });
});

describe('rate limits before the body is read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runtime: { ...readRuntimeConfig({}), verifyRateLimitPerMinute: 1 } });
  });
  afterAll(() => t.close());

  it('answers 429 to verify over its limit even with a body too large to parse', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/keys/verify', payload: { key: 'k' } });
    expect(first.statusCode).not.toBe(429);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/keys/verify',
      headers: { 'content-type': 'application/json' },
      payload: `{"key":"${'k'.repeat(100_000)}"}`,
    });
    expect(second.statusCode).toBe(429);
    expect(second.headers.connection).toBe('close');
  });
});
