import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import { type Config, loadConfig, readTrustProxy } from './config.ts';
import type { DbHandle } from './db/connection.ts';
import { createTestDb } from './test/db.ts';

describe('readTrustProxy', () => {
  it('reads off, a hop count (true is one hop) or proxy ranges, and refuses anything else', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy('true')).toBe(1);
    expect(readTrustProxy('2')).toBe(2);
    expect(readTrustProxy('10.0.0.0/8, 192.168.1.10,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
    ]);
    expect(() => readTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => readTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address behind proxies', () => {
  let handle: DbHandle;
  const apps: App[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
    await handle?.close();
  });

  async function appWith(trustProxy: Config['trustProxy']) {
    handle ??= await createTestDb();
    const config = loadConfig(
      { PORT: '0', STOREFRONT_SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
      { trustProxy },
    );
    const app = await buildApp(config, handle, { logger: false });
    app.get('/test/ip', async (request) => ({ ip: request.ip }));
    apps.push(app);
    return async (remoteAddress: string, xff?: string) =>
      (
        await app.inject({
          url: '/test/ip',
          remoteAddress,
          headers: xff ? { 'x-forwarded-for': xff } : {},
        })
      ).json().ip as string;
  }

  it('takes the address the trusted hop saw, not the left-most one a client wrote', async () => {
    const oneHop = await appWith(1);
    expect(await oneHop('10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    const legacyTrue = await appWith(true);
    expect(await legacyTrue('10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    const twoHops = await appWith(2);
    expect(await twoHops('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
  });

  it('trusts forwarded addresses only from configured proxy ranges', async () => {
    const ranges = await appWith(['10.0.0.0/8']);
    expect(await ranges('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7');
    // A client not in the range speaks for itself: its X-Forwarded-For is ignored.
    expect(await ranges('198.51.100.4', '6.6.6.6')).toBe('198.51.100.4');
    const off = await appWith(false);
    expect(await off('10.0.0.2', '6.6.6.6')).toBe('10.0.0.2');
  });
});
