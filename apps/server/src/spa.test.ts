import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

/** Pages are served on PUBLIC_URL's host (http://localhost:8080 in tests); see canonical-host.ts. */
const host = { host: 'localhost:8080' };

describe('serving the SPA', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Storefront</title><div id="root"></div>',
    );
    fs.writeFileSync(
      path.join(dist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    // Precompressed copies as the web build writes them (apps/web/src/build/precompress.ts).
    const app = `console.log(${JSON.stringify('app '.repeat(2000))});`;
    fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js'), app);
    fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js.br'), brotliCompressSync(app));
    fs.writeFileSync(path.join(dist, 'assets', 'app-def456.js.gz'), gzipSync(app));
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for client routes, uncached', async () => {
    for (const url of ['/store/', '/store/catalog', '/store/catalog/details/x/methods?a=1']) {
      const res = await t.app.inject({ url, headers: host });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      url: '/store/assets/index-abc123.js',
      headers: { ...host, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's precompressed copy the browser accepts, as it is, cached for a year", async () => {
    const app = fs.readFileSync(path.join(dist, 'assets', 'app-def456.js'), 'utf8');
    const br = await t.app.inject({
      url: '/store/assets/app-def456.js',
      headers: { ...host, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'app-def456.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(app);

    const gz = await t.app.inject({
      url: '/store/assets/app-def456.js',
      headers: { ...host, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(app);

    const plain = await t.app.inject({ url: '/store/assets/app-def456.js', headers: host });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(app);
  });

  it('compresses an asset without a precompressed copy on the fly', async () => {
    const res = await t.app.inject({
      url: '/store/assets/index-abc123.js',
      headers: { ...host, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('console.log(');
  });

  it("answers a browser's mistyped path outside /store/ with the 404 page, API clients with JSON", async () => {
    const html = { ...host, accept: 'text/html,application/xhtml+xml' };
    for (const url of ['/stroe/catalog', '/catalog', '/favicon-typo']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const api = await t.app.inject({
      url: '/api/web/nope',
      headers: { ...html, ...(await t.authHeaders('alice')) },
    });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const json = await t.app.inject({ url: '/catalog', headers: { ...host, accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ code: 'HTTP-404', detail: 'Not found.' });
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await t.app.inject({ url: '/store/assets/missing.js', headers: host });
    expect(res.statusCode).toBe(404);
  });

  it('sends HSTS only over https', async () => {
    const https = await createTestApp({ publicUrl: 'https://portal.example.com' });
    const res = await https.app.inject('/healthz');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    await https.close();
  });

  it('never leaks a 5xx detail', async () => {
    const res = await t.app.inject({
      url: '/api/web/config',
      headers: { authorization: `Bearer ${await t.tokenFor('alice')}` },
    });
    // Break the database under the route to force a server error.
    expect(res.statusCode).toBe(200);
    await t.handle.exec('ALTER TABLE settings RENAME TO settings_gone');
    const broken = await t.app.inject({
      url: '/api/web/config/branding',
      headers: { authorization: `Bearer ${await t.tokenFor('alice')}` },
    });
    await t.handle.exec('ALTER TABLE settings_gone RENAME TO settings');
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ code: 'HTTP-500', detail: 'Internal Server Error' });
  });
});
