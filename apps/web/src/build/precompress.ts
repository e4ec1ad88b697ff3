import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing (images and fonts are compressed formats already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|wasm)$/;

/**
 * Writes `file.br` (brotli at its best quality) and `file.gz` (gzip -9) beside each compressible
 * file of at least `minBytes` under `dir`, each only when smaller than the file. Returns the paths
 * written. The server sends these as they are (@fastify/static preCompressed): the smallest
 * transfer, and no request pays for compressing.
 */
export function precompressDir(dir: string, minBytes: number): string[] {
  const written: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      written.push(...precompressDir(file, minBytes));
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < minBytes) continue;
    const copies: [string, Buffer][] = [
      [
        `${file}.br`,
        brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      ],
      [`${file}.gz`, gzipSync(raw, { level: 9 })],
    ];
    for (const [target, bytes] of copies) {
      if (bytes.length >= raw.length) continue;
      fs.writeFileSync(target, bytes);
      written.push(target);
    }
  }
  return written;
}

/** Build only: brotli and gzip copies of the hashed assets (see precompressDir). */
export function precompressAssets({ minBytes = 1024 }: { minBytes?: number } = {}): Plugin {
  let assetsDir = '';
  return {
    name: 'storefront:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (fs.existsSync(assetsDir)) precompressDir(assetsDir, minBytes);
    },
  };
}
