import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CatalogSearchResponse } from '@storefront/contract/catalog-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_OPTIONS } from '../../../reply-cache.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeItem } from '../details/test-factories.ts';
import { getSearchIndex } from './index-holder.ts';
import { replyCacheOf } from './service.ts';

type Headers = Record<string, string>;

/**
 * Search answers are kept as sent (serialized, compressed) per index, URL, Accept-Encoding and the
 * caller's flags on the page (reply-cache.ts): a repeated search replays the same bytes and headers,
 * and every change that alters the answer (flags, the catalogue) shows at the next search.
 */
describe('search answers from the reply cache', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  const url = '/api/web/catalog/search?pageSize=24&sortField=sortName:asc';
  // Long enough that a page is well over the plugin's default stream threshold (8 KiB on two cores).
  const description = 'A long description of this interface, repeated to make the page large. '.repeat(40);

  const decode = (raw: Buffer, encoding: string | undefined) =>
    JSON.parse(
      (encoding === 'br'
        ? brotliDecompressSync(raw)
        : encoding === 'gzip'
          ? gunzipSync(raw)
          : raw
      ).toString(),
    ) as CatalogSearchResponse;

  async function get(headers: Headers, path = url) {
    const res = await t.app.inject({ url: path, headers });
    expect(res.statusCode).toBe(200);
    const encoding = res.headers['content-encoding'] as string | undefined;
    return { res, encoding, body: decode(res.rawPayload, encoding) };
  }
  const hits = async () => replyCacheOf(await getSearchIndex(t.db)).hits;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.authHeaders('alice');
    bob = await t.authHeaders('bob');
    for (let i = 0; i < 12; i++) await makeItem(t.db, `rc-${String(i).padStart(2, '0')}`, { description });
  });
  afterAll(() => t?.close());

  it('replays the same bytes and headers for the same search, per Accept-Encoding', async () => {
    for (const acceptEncoding of ['br, gzip', 'gzip', undefined]) {
      const headers = acceptEncoding ? { ...alice, 'accept-encoding': acceptEncoding } : alice;
      const before = await hits();
      const first = await get(headers);
      expect(await hits()).toBe(before);
      const second = await get(headers);
      expect(await hits()).toBe(before + 1);
      expect(second.encoding).toBe(acceptEncoding ? acceptEncoding.split(',')[0] : undefined);
      expect(second.res.rawPayload.equals(first.res.rawPayload)).toBe(true);
      for (const name of ['content-type', 'content-encoding', 'vary', 'content-length']) {
        expect(second.res.headers[name], name).toEqual(first.res.headers[name]);
      }
      expect(second.res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.body.results.map((c) => c.id)).toHaveLength(12);
    }
    // Every encoding carries the same answer.
    const plain = await get(alice);
    expect((await get({ ...alice, 'accept-encoding': 'br' })).body).toEqual(plain.body);
    expect((await get({ ...alice, 'accept-encoding': 'gzip' })).body).toEqual(plain.body);
  });

  it('compresses a page over 8 KiB in one call: the answer has its Content-Length', async () => {
    const { res, encoding } = await get({ ...bob, 'accept-encoding': 'br' }, `${url}&offset=0`);
    expect(encoding).toBe('br');
    expect(COMPRESS_OPTIONS.syncThreshold).toBeGreaterThan(12 * description.length);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it("shows a favourite at the next search, to its user only (the caller's flags are in the key)", async () => {
    const headers = { ...alice, 'accept-encoding': 'br' };
    expect((await get(headers)).body.results.find((c) => c.id === 'rc-03')?.userFavourite).toBe(false);
    const bobBefore = (await get({ ...bob, 'accept-encoding': 'br' })).res.rawPayload;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/my/store/favourites/rc-03/add',
      headers: alice,
    });
    expect(res.statusCode).toBe(200);
    expect((await get(headers)).body.results.find((c) => c.id === 'rc-03')?.userFavourite).toBe(true);
    // Bob's answer did not change: his bytes are replayed.
    const before = await hits();
    expect((await get({ ...bob, 'accept-encoding': 'br' })).res.rawPayload.equals(bobBefore)).toBe(true);
    expect(await hits()).toBe(before + 1);
  });

  it('shows a catalogue change at the next search (a new index starts with no answers)', async () => {
    const headers = { ...bob, 'accept-encoding': 'br' };
    expect((await get(headers)).body.metadata.totalSize).toBe(12);
    await makeItem(t.db, 'rc-new', { description: 'new' });
    const after = await get(headers);
    expect(after.body.metadata.totalSize).toBe(13);
    expect(after.body.results.map((c) => c.id)).toContain('rc-new');
    await t.db.updateTable('catalog_items').set({ name: 'Renamed item' }).where('id', '=', 'rc-00').execute();
    expect((await get(headers)).body.results.find((c) => c.id === 'rc-00')?.name).toBe('Renamed item');
  });

  it('does not keep error answers', async () => {
    const path = '/api/web/catalog/search?classificationIds=no-such-class';
    const before = replyCacheOf(await getSearchIndex(t.db)).size;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: path, headers: { ...alice, 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(400);
    }
    expect(replyCacheOf(await getSearchIndex(t.db)).size).toBe(before);
  });
});
