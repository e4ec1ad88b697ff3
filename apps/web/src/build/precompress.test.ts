import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text assets that decompress to the same bytes', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-precompress-'));
    fs.mkdirSync(path.join(dir, 'nested'));
    const js = `console.log(${JSON.stringify('storefront '.repeat(500))});`;
    fs.writeFileSync(path.join(dir, 'index-abc.js'), js);
    fs.writeFileSync(path.join(dir, 'nested', 'style-def.css'), `a{color:red}\n`.repeat(200));
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x()');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));

    const written = precompressDir(dir, 1024)
      .map((f) => path.relative(dir, f))
      .sort();

    expect(written).toEqual([
      'index-abc.js.br',
      'index-abc.js.gz',
      path.join('nested', 'style-def.css.br'),
      path.join('nested', 'style-def.css.gz'),
    ]);
    expect(brotliDecompressSync(fs.readFileSync(path.join(dir, 'index-abc.js.br'))).toString()).toBe(js);
    expect(gunzipSync(fs.readFileSync(path.join(dir, 'index-abc.js.gz'))).toString()).toBe(js);
    expect(fs.statSync(path.join(dir, 'index-abc.js.br')).size).toBeLessThan(js.length);
  });

  it('skips a file that does not get smaller', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-precompress-'));
    // Random bytes do not compress.
    fs.writeFileSync(
      path.join(dir, 'random.js'),
      Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))),
    );
    expect(precompressDir(dir, 1024)).toEqual([]);
  });
});
