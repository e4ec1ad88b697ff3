import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeAttachment, makeDocument, makeItem } from './test-factories.ts';

describe('document and attachment downloads', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const ids: Record<string, string> = {};
  const pdf = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x80]);
  const yaml = Buffer.from('openapi: 3.0.0\ninfo:\n  title: Ünïcode ✓\n', 'utf8');
  const big = Buffer.alloc(20 * 1024 * 1024 + 7, 0x61);

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.authHeaders('alice');
    await makeItem(t.db, 'doc-json', { name: 'JSON API' });
    await makeItem(t.db, 'doc-yaml', { name: 'YAML API' });
    await makeItem(t.db, 'no-doc');
    await makeItem(t.db, 'other');
    await makeDocument(t.db, 'doc-json', 'evil"\r\nSet-Cookie: x=1/../päth.json', 'json', big);
    await makeDocument(t.db, 'doc-yaml', 'api.yml', 'yaml', yaml);
    ids.pdf = await makeAttachment(t.db, 'doc-json', 'Guide "v2".pdf', 'application/pdf', pdf);
    ids.html = await makeAttachment(
      t.db,
      'doc-json',
      'page.html',
      'text/html',
      Buffer.from('<script>x</script>'),
    );
    ids.svg = await makeAttachment(
      t.db,
      'doc-json',
      'pic.svg',
      'image/svg+xml; charset=utf-8',
      Buffer.from('<svg/>'),
    );
    ids.text = await makeAttachment(t.db, 'doc-json', 'ノート.txt', 'Text/Plain', Buffer.from('hello'));
    ids.long = await makeAttachment(
      t.db,
      'doc-json',
      `${'a'.repeat(250)}.csv`,
      'text/csv',
      Buffer.from('a,b'),
    );
    ids.foreign = await makeAttachment(t.db, 'other', 'secret.pdf', 'application/pdf', pdf);
  });
  afterAll(() => t.close());

  const get = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...headers, ...extra } });

  it('sends a 20 MB JSON document byte for byte with a neutralised file name', async () => {
    const res = await get('/api/web/catalog/item/doc-json/openapi/file');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.rawPayload.equals(big)).toBe(true);
    const cd = String(res.headers['content-disposition']);
    expect(cd).not.toMatch(/[\r\n]/);
    expect(cd).toBe(
      `attachment; filename="evil_Set-Cookie_ x=1_.._p_th.json"; filename*=UTF-8''evil_Set-Cookie_%20x%3D1_.._p%C3%A4th.json`,
    );
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.etag).toBe('"abc123"');
  });

  it('sends a YAML document with the yaml type and answers 304 to a matching ETag', async () => {
    const res = await get('/api/web/catalog/item/doc-yaml/openapi/file');
    expect(res.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="api.yaml"; filename*=UTF-8''api.yaml`,
    );
    expect(res.rawPayload.equals(yaml)).toBe(true);
    const again = await get('/api/web/catalog/item/doc-yaml/openapi/file', { 'if-none-match': '"abc123"' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 when the item has no document or does not exist', async () => {
    const res = await get('/api/web/catalog/item/no-doc/openapi/file');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'HTTP-404', detail: 'This item has no OpenAPI document.' });
    expect((await get('/api/web/catalog/item/missing/openapi/file')).statusCode).toBe(404);
  });

  it('sends attachment bytes exactly, always as an attachment, with nosniff', async () => {
    const res = await get(`/api/web/catalog/item/doc-json/attachments/${ids.pdf}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Guide _v2_.pdf"; filename*=UTF-8''Guide%20_v2_.pdf`,
    );
  });

  it('serves active content types as opaque bytes', async () => {
    for (const key of ['html', 'svg']) {
      const res = await get(`/api/web/catalog/item/doc-json/attachments/${ids[key]}`);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
    }
  });

  it('keeps safe text types with a charset and encodes non-ASCII names per RFC 5987', async () => {
    const res = await get(`/api/web/catalog/item/doc-json/attachments/${ids.text}`);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="___.txt"; filename*=UTF-8''%E3%83%8E%E3%83%BC%E3%83%88.txt`,
    );
  });

  it('shortens very long names and keeps the extension', async () => {
    const res = await get(`/api/web/catalog/item/doc-json/attachments/${ids.long}`);
    const ascii = /filename="([^"]*)"/.exec(String(res.headers['content-disposition']))![1];
    expect(ascii).toBe(`${'a'.repeat(176)}.csv`);
  });

  it('answers 404 for unknown attachments and for attachments of another item', async () => {
    expect((await get('/api/web/catalog/item/doc-json/attachments/999999')).statusCode).toBe(404);
    const res = await get(`/api/web/catalog/item/doc-json/attachments/${ids.foreign}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('HTTP-404');
    expect((await get(`/api/web/catalog/item/other/attachments/${ids.foreign}`)).statusCode).toBe(200);
    expect((await get('/api/web/catalog/item/doc-json/attachments/abc')).statusCode).toBe(400);
  });

  it('lists attachment metadata on the summary', async () => {
    const body = (await get('/api/web/catalog/item/doc-json/summary')).json();
    expect(body.hasDocument).toBe(true);
    expect(body.documentType).toBe('OpenAPI');
    expect(body.attachments.find((a: { id: string }) => a.id === ids.pdf)).toMatchObject({
      name: 'Guide "v2".pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
  });
});
