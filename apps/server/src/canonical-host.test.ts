import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortalPage } from './canonical-host.ts';
import { createTestApp, type TestApp } from './test/app.ts';

// createTestApp's PUBLIC_URL is http://localhost:8080.
const CANONICAL = 'http://localhost:8080';

describe('pages are served on PUBLIC_URL only; the API on any host', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-canonical-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host, ...headers } });

  it('redirects the SPA and the sign-in pages from another host to the same path and query', async () => {
    for (const url of [
      '/',
      '/store',
      '/store/',
      '/store/catalog/details/x/methods?tab=1&q=a%20b',
      '/store/assets/index.js',
      '/oidc/.well-known/openid-configuration',
      '/oidc/auth?client_id=storefront-web&response_type=code',
    ]) {
      for (const host of ['127.0.0.1:8080', 'storefront.test:8080', 'localhost:9090', 'LAN-box']) {
        const res = await get(url, host);
        expect(res.statusCode, `${host}${url}`).toBe(302);
        expect(res.headers.location, `${host}${url}`).toBe(`${CANONICAL}${url}`);
      }
    }
  });

  it('keeps the method of a form post with 307', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oidc/interaction/abc/login',
      headers: { host: '127.0.0.1:8080', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=alice',
    });
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBe(`${CANONICAL}/oidc/interaction/abc/login`);
  });

  it('serves pages on the canonical host, whatever its case', async () => {
    expect((await get('/store/catalog', 'localhost:8080')).statusCode).toBe(200);
    expect((await get('/store/catalog', 'LocalHost:8080')).statusCode).toBe(200);
    expect((await get('/oidc/.well-known/openid-configuration', 'localhost:8080')).statusCode).toBe(200);
    const home = await get('/', 'localhost:8080');
    expect(home.headers.location).toBe('/store/');
  });

  it('never redirects the API, health or readiness', async () => {
    const alice = await t.authHeaders('alice');
    for (const host of ['127.0.0.1:8080', 'storefront.test']) {
      expect((await get('/healthz', host)).statusCode).toBe(200);
      expect((await get('/readyz', host)).statusCode).toBe(200);
      expect((await get('/api/auth-config', host)).statusCode).toBe(200);
      expect((await get('/api/web/config', host, alice)).statusCode).toBe(200);
      expect((await get('/api/nope', host)).statusCode).toBe(404);
    }
  });

  it('ignores X-Forwarded-Host unless TRUST_PROXY is on', async () => {
    const res = await get('/store/', '10.0.0.5:8080', { 'x-forwarded-host': 'localhost:8080' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${CANONICAL}/store/`);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://portal.example.com', trustProxy: true });
  });
  afterAll(() => t.close());

  it('compares the forwarded host, with default ports left out', async () => {
    const page = (forwardedHost: string, proto = 'https') =>
      t.app.inject({
        url: '/store/catalog',
        headers: { host: 'app-1:8080', 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': proto },
      });
    expect((await page('portal.example.com')).statusCode).not.toBe(302);
    expect((await page('portal.example.com:443')).statusCode).not.toBe(302);
    const foreign = await page('portal.example.net');
    expect(foreign.statusCode).toBe(302);
    expect(foreign.headers.location).toBe('https://portal.example.com/store/catalog');
  });

  it('sends pages asked for without any forwarded host to the canonical origin', async () => {
    const res = await t.app.inject({ url: '/store/', headers: { host: 'app-1:8080' } });
    expect(res.headers.location).toBe('https://portal.example.com/store/');
  });
});

describe('isPortalPage', () => {
  it('names the SPA and, with the embedded provider, the sign-in pages', () => {
    for (const url of ['/', '/store', '/store/', '/store/x?y=1'])
      expect(isPortalPage(url, false), url).toBe(true);
    expect(isPortalPage('/oidc/auth', true)).toBe(true);
    expect(isPortalPage('/oidc/auth', false)).toBe(false);
    for (const url of ['/api/web/config', '/readyz', '/healthz', '/storefront', '/oidcx', '/api/auth-config'])
      expect(isPortalPage(url, true), url).toBe(false);
  });
});
