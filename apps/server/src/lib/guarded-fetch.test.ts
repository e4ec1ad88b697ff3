import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress, parsePrivateAllowList, withPrivateAllowList } from './address-policy.ts';
import { guardedFetch, ProxyRefused } from './guarded-fetch.ts';

let server: http.Server;
let port: number;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.url === '/redirect-loopback') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
    } else if (req.url === '/redirect-localhost') {
      res.writeHead(307, { location: `http://localhost:${port}/secret` }).end();
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5000));
    } else if (req.url === '/trickle') {
      // A byte every 50 ms for 3 s: never idle long enough for an idle timeout.
      res.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => res.write('x'), 50);
      setTimeout(() => {
        clearInterval(timer);
        res.end();
      }, 3000);
      res.on('close', () => clearInterval(timer));
    } else if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 2000);
    } else {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'a=b' }).end('{"ok":true}');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** 'public.test' stands for a public host: it resolves to our local server and only it is allowed. */
const publicLookup = ((hostname: string, options: dns.LookupOptions, cb: (...a: unknown[]) => void) => {
  if (hostname === 'public.test') return cb(null, [{ address: '127.0.0.1', family: 4 }]);
  if (hostname === 'evil.test') return cb(null, [{ address: '127.0.0.1', family: 4 }]);
  return dns.lookup(hostname, options, cb as never);
}) as unknown as typeof dns.lookup;
const allowPublicTest = (address: string, hostname: string) =>
  hostname === 'public.test' ? false : isBlockedAddress(address, hostname);
const guard = { lookup: publicLookup, isBlocked: allowPublicTest };

const get = (url: string, headers: Record<string, string> = {}, opts = {}) =>
  guardedFetch(url, { method: 'GET', headers }, { ...guard, ...opts });

describe('address policy', () => {
  it.each([
    '169.254.169.254',
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.5.4',
    '192.168.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::5',
    '2002:7f00:1::',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address, address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111'])('allows the public address %s', (address) => {
    expect(isBlockedAddress(address, address)).toBe(false);
  });
});

describe('guardedFetch SSRF guard', () => {
  it.each([
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv4 loopback', () => `http://127.0.0.1:${port}/`],
    ['IPv6 loopback', () => `http://[::1]:${port}/`],
    ['a 10/8 address', 'http://10.1.2.3/'],
    ['an IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/`],
    ['localhost (resolves to loopback)', () => `http://localhost:${port}/`],
    ['a name resolving to loopback', () => `http://evil.test:${port}/`],
  ])('refuses %s', async (_label, url) => {
    const target = typeof url === 'function' ? url() : url;
    await expect(get(target)).rejects.toBeInstanceOf(ProxyRefused);
  });

  it('refuses a redirect to loopback (address literal and by name)', async () => {
    const before = seen.length;
    await expect(get(`http://public.test:${port}/redirect-loopback`)).rejects.toThrow(
      /127\.0\.0\.1 is refused/,
    );
    await expect(get(`http://public.test:${port}/redirect-localhost`)).rejects.toThrow(
      /localhost resolves to a refused/,
    );
    // Only the two first hops reached the server: the redirect targets were never connected to.
    expect(seen.length - before).toBe(2);
  });

  it('refuses other schemes and credentials in URLs', async () => {
    await expect(get('file:///etc/passwd')).rejects.toThrow(/file: URLs are refused/);
    await expect(get(`http://u:p@public.test:${port}/`)).rejects.toThrow(/credentials/);
  });

  it('forwards only the given headers (no cookies), drops Set-Cookie, limits size and time', async () => {
    const res = await get(`http://public.test:${port}/ok`, {
      'X-API-Key': 'k1',
      Cookie: 'portal=1',
      Host: 'x',
    });
    expect([res.status, res.body.toString(), res.headers['set-cookie']]).toEqual([
      200,
      '{"ok":true}',
      undefined,
    ]);
    const last = seen[seen.length - 1];
    expect([last['x-api-key'], last.cookie, last.host]).toEqual(['k1', undefined, `public.test:${port}`]);
    const big = await get(`http://public.test:${port}/big`, {}, { maxResponseBytes: 100 });
    expect([big.body.length, big.truncated]).toEqual([100, true]);
    await expect(get(`http://public.test:${port}/slow`, {}, { timeoutMs: 200 })).rejects.toThrow(
      /time limit/,
    );
  });
});

describe('guardedFetch total deadline', () => {
  it('stops a server that trickles bytes at the total deadline, not only when idle', async () => {
    const started = performance.now();
    await expect(get(`http://public.test:${port}/trickle`, {}, { timeoutMs: 400 })).rejects.toThrow(
      /time limit/,
    );
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(350);
    expect(elapsed).toBeLessThan(1500);
  });
});

describe('private-network allowlist (TRY_PRIVATE_ALLOWLIST)', () => {
  const lookup = ((hostname: string, options: dns.LookupOptions, cb: (...a: unknown[]) => void) => {
    if (hostname === 'api.corp.test') return cb(null, [{ address: '127.0.0.1', family: 4 }]);
    if (hostname === 'other.corp.test') return cb(null, [{ address: '127.0.0.1', family: 4 }]);
    return dns.lookup(hostname, options, cb as never);
  }) as unknown as typeof dns.lookup;
  const via = (list: string, url: string) =>
    guardedFetch(
      url,
      { method: 'GET', headers: {} },
      { lookup, isBlocked: withPrivateAllowList(parsePrivateAllowList(list, 'TRY_PRIVATE_ALLOWLIST')) },
    );

  it('reaches a listed range by address, and a listed host by the address it resolves to', async () => {
    expect((await via('127.0.0.0/8', `http://127.0.0.1:${port}/ok`)).status).toBe(200);
    expect((await via('api.corp.test', `http://api.corp.test:${port}/ok`)).status).toBe(200);
  });

  it('keeps refusing what is not listed, link-local metadata, and an empty list', async () => {
    await expect(via('api.corp.test', `http://other.corp.test:${port}/ok`)).rejects.toThrow(
      /other\.corp\.test resolves to a refused address/,
    );
    await expect(via('10.0.0.0/8', `http://127.0.0.1:${port}/ok`)).rejects.toBeInstanceOf(ProxyRefused);
    await expect(via('', `http://127.0.0.1:${port}/ok`)).rejects.toBeInstanceOf(ProxyRefused);
    await expect(via('169.254.0.0/16', 'http://169.254.169.254/latest/')).rejects.toBeInstanceOf(
      ProxyRefused,
    );
  });

  it('refuses a listed host whose redirect leaves for an unlisted private address', async () => {
    await expect(via('api.corp.test', `http://api.corp.test:${port}/redirect-localhost`)).rejects.toThrow(
      /localhost resolves to a refused/,
    );
  });

  it('names a malformed entry', () => {
    expect(() => parsePrivateAllowList('10.0.0.0/33', 'TRY_PRIVATE_ALLOWLIST')).toThrow(
      'TRY_PRIVATE_ALLOWLIST: "10.0.0.0/33" is not an address or CIDR range',
    );
    expect(() => parsePrivateAllowList('http://x', 'TRY_PRIVATE_ALLOWLIST')).toThrow(/not a host name/);
    expect(parsePrivateAllowList(' a.b , 10.1.0.0/16 ,fd12::/64', 'X').size).toBe(3);
  });
});
