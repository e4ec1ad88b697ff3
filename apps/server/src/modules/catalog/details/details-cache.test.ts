import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DetailsCache } from './details-cache.ts';
import { finishBody } from './encoded-body.ts';

const json = (id: string, size = 100) => JSON.stringify({ id, pad: 'x'.repeat(size) });

function counter(id: string, size = 100) {
  let calls = 0;
  const load = async () => {
    calls++;
    return json(id, size);
  };
  return { load, calls: () => calls };
}

describe('DetailsCache', () => {
  it('loads once per version and reloads when the version changes', async () => {
    const cache = new DetailsCache();
    const a = counter('a');
    const first = await cache.get('a', '1', a.load);
    expect(await cache.get('a', '1', a.load)).toBe(first);
    expect(a.calls()).toBe(1);
    const second = await cache.get('a', '2', a.load);
    expect(second).not.toBe(first);
    expect(a.calls()).toBe(2);
    expect(cache.size.entries).toBe(1);
  });

  it('shares one load between concurrent misses of the same version', async () => {
    const cache = new DetailsCache();
    const a = counter('a');
    const entries = await Promise.all(Array.from({ length: 20 }, () => cache.get('a', '7', a.load)));
    expect(a.calls()).toBe(1);
    expect(new Set(entries).size).toBe(1);
  });

  it('keeps the head as the object without its closing brace and hashes the content', async () => {
    const cache = new DetailsCache();
    const entry = (await cache.get('a', '1', async () => '{"id":"a"}'))!;
    expect(entry.head.toString()).toBe('{"id":"a",');
    const same = (await new DetailsCache().get('a', '9', async () => '{"id":"a"}'))!;
    const other = (await new DetailsCache().get('a', '1', async () => '{"id":"b"}'))!;
    expect(same.hash).toBe(entry.hash);
    expect(other.hash).not.toBe(entry.hash);
  });

  it('answers undefined for a missing item and caches nothing', async () => {
    const cache = new DetailsCache();
    expect(await cache.get('gone', '1', async () => undefined)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('does not cache without a version', async () => {
    const cache = new DetailsCache();
    const a = counter('a');
    await cache.get('a', null, a.load);
    await cache.get('a', null, a.load);
    expect(a.calls()).toBe(2);
    expect(cache.size.entries).toBe(0);
  });

  it('lets a failed load be retried', async () => {
    const cache = new DetailsCache();
    await expect(cache.get('a', '1', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('a', '1', async () => json('a')))?.id).toBe('a');
  });

  it('evicts the least recently used entries beyond the byte bound', async () => {
    const one = Buffer.byteLength(json('a', 1000));
    const cache = new DetailsCache(one * 3);
    for (const id of ['a', 'b', 'c']) await cache.get(id, '1', counter(id, 1000).load);
    const a = counter('a', 1000);
    await cache.get('a', '1', a.load); // touch a: b is now the oldest
    await cache.get('d', '1', counter('d', 1000).load);
    expect(cache.size.entries).toBe(3);
    expect(cache.size.bytes).toBeLessThanOrEqual(one * 3);
    const b = counter('b', 1000);
    await cache.get('b', '1', b.load);
    expect(b.calls()).toBe(1);
    await cache.get('a', '1', a.load);
    expect(a.calls()).toBe(0);
  });

  it('never keeps an entry larger than the bound', async () => {
    const cache = new DetailsCache(50);
    const big = counter('big', 1000);
    expect((await cache.get('big', '1', big.load))?.id).toBe('big');
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('compresses once per coding and counts the compressed bytes', async () => {
    const cache = new DetailsCache();
    const entry = (await cache.get('a', '1', counter('a', 5000).load))!;
    const before = cache.size.bytes;
    const [br1, br2] = await Promise.all([cache.compressed(entry, 'br'), cache.compressed(entry, 'br')]);
    expect(br1).toBe(br2);
    const gz = await cache.compressed(entry, 'gzip');
    expect(cache.size.bytes).toBe(before + br1.bytes.length + gz.bytes.length);
    const tail = Buffer.from('"userFavourite":true,"userWatched":false}');
    const decoded = zlib.gunzipSync(finishBody(entry.head, gz, tail)).toString();
    expect(JSON.parse(decoded)).toMatchObject({ id: 'a', userFavourite: true, userWatched: false });
  });

  it('keeps finished compressed bodies per tail and makes uncompressed ones per call', async () => {
    const cache = new DetailsCache();
    const entry = (await cache.get('a', '1', counter('a', 5000).load))!;
    const br = await cache.compressed(entry, 'br');
    const before = cache.size.bytes;
    const yes = Buffer.from('"f":true}');
    const no = Buffer.from('"f":false}');
    const first = cache.body(entry, br, 'yes', yes);
    expect(cache.body(entry, br, 'yes', yes)).toBe(first);
    const other = cache.body(entry, br, 'no', no);
    expect(JSON.parse(zlib.brotliDecompressSync(other).toString()).f).toBe(false);
    expect(cache.size.bytes).toBe(before + first.length + other.length);
    const plain = cache.body(entry, null, 'yes', yes);
    expect(cache.body(entry, null, 'yes', yes)).not.toBe(plain);
    expect(JSON.parse(plain.toString()).f).toBe(true);
    expect(cache.size.bytes).toBe(before + first.length + other.length);
  });
});
