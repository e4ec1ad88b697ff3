import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHead, finishBody, MAX_TAIL_BYTES } from './encoded-body.ts';

const operations = Array.from({ length: 1500 }, (_, i) => ({
  id: String(i),
  name: `repos/list-for-org-${i}`,
  description: `Lists repositories of an organisation — page ${i} «ü»`,
  uri: `/orgs/{org}/repos/${i}`,
}));
const json = JSON.stringify({ id: 'github', operations });
const head = Buffer.from(`${json.slice(0, -1)},`);
const tails = ['"f":true}', '"f":false,"w":true}', `"x":"${'é'.repeat(30000)}"}`].map((t) => Buffer.from(t));

describe('compressed head + per-response tail', () => {
  it('gzip decodes to head + tail for different tails from one compressed head', async () => {
    const compressed = await compressHead(head, 'gzip');
    expect(compressed.bytes.length).toBeLessThan(head.length / 5);
    for (const tail of tails) {
      const body = finishBody(head, compressed, tail);
      const decoded = zlib.gunzipSync(body);
      expect(decoded.equals(Buffer.concat([head, tail]))).toBe(true);
      expect(JSON.parse(decoded.toString('utf8')).operations).toHaveLength(1500);
    }
  });

  it('brotli decodes to head + tail for different tails from one compressed head', async () => {
    const compressed = await compressHead(head, 'br');
    expect(compressed.bytes.length).toBeLessThan(head.length / 5);
    for (const tail of tails) {
      const decoded = zlib.brotliDecompressSync(finishBody(head, compressed, tail));
      expect(decoded.equals(Buffer.concat([head, tail]))).toBe(true);
    }
  });

  it('decodes as a stream in small pieces (as browsers read it)', async () => {
    const compressed = await compressHead(head, 'br');
    const body = finishBody(head, compressed, tails[0]);
    const out: Buffer[] = [];
    const decoder = zlib.createBrotliDecompress();
    decoder.on('data', (c: Buffer) => out.push(c));
    const done = new Promise((resolve, reject) => decoder.on('end', resolve).on('error', reject));
    for (let i = 0; i < body.length; i += 1000) decoder.write(body.subarray(i, i + 1000));
    decoder.end();
    await done;
    expect(Buffer.concat(out).equals(Buffer.concat([head, tails[0]]))).toBe(true);
  });

  it('answers identity as head + tail', () => {
    expect(finishBody(Buffer.from('{"a":1,'), null, Buffer.from('"b":2}')).toString()).toBe('{"a":1,"b":2}');
  });

  it('refuses empty tails and tails beyond one uncompressed block', async () => {
    const compressed = await compressHead(head, 'gzip');
    expect(() => finishBody(head, compressed, Buffer.alloc(0))).toThrow(RangeError);
    expect(() => finishBody(head, compressed, Buffer.alloc(MAX_TAIL_BYTES + 1, 32))).toThrow(RangeError);
    const max = Buffer.concat([Buffer.alloc(MAX_TAIL_BYTES - 1, 32), Buffer.from('}')]);
    for (const encoding of ['gzip', 'br'] as const) {
      const c = await compressHead(head, encoding);
      const body = finishBody(head, c, max);
      const decoded = encoding === 'gzip' ? zlib.gunzipSync(body) : zlib.brotliDecompressSync(body);
      expect(decoded.length).toBe(head.length + MAX_TAIL_BYTES);
    }
  });
});
