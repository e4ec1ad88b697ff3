import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * First-page JavaScript: the gzipped bytes of the scripts the browser loads for /store/ before the
 * app can render (the module entry plus every modulepreload in index.html), against a 150 KB target.
 * Lazy route chunks are listed separately: they load only when their page is visited.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const distDir = path.join(repoRoot, 'apps/web/dist');
export const FIRST_PAGE_TARGET_BYTES = 150 * 1024;

export interface BundleSizeResult {
  files: { file: string; bytes: number; gzipBytes: number }[];
  firstPageGzipBytes: number;
  cssGzipBytes: number;
  allJsGzipBytes: number;
  targetBytes: number;
  withinTarget: boolean;
}

function build() {
  const run = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('web build failed');
}

const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

export function measureBundle(dir = distDir): BundleSizeResult {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = tags
    .filter((t) => (t.startsWith('<script') && /type="module"/.test(t)) || /rel="modulepreload"/.test(t))
    .map((t) => attr(t, 'src') ?? attr(t, 'href'))
    .filter((u): u is string => Boolean(u));
  const styles = tags.filter((t) => /rel="stylesheet"/.test(t)).map((t) => attr(t, 'href')!);
  const local = (url: string) => path.join(dir, url.replace(/^\/store\//, ''));
  const files = [...new Set(scripts)].map((url) => {
    const file = local(url);
    return { file: path.basename(file), bytes: fs.statSync(file).size, gzipBytes: gz(file) };
  });
  const assets = path.join(dir, 'assets');
  const allJs = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  const firstPageGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    files,
    firstPageGzipBytes,
    cssGzipBytes: styles.reduce((sum, s) => sum + gz(local(s)), 0),
    allJsGzipBytes: allJs.reduce((sum, f) => sum + gz(path.join(assets, f)), 0),
    targetBytes: FIRST_PAGE_TARGET_BYTES,
    withinTarget: firstPageGzipBytes <= FIRST_PAGE_TARGET_BYTES,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Entry point for bench/run.ts. Rebuilds unless BENCH_BUNDLE_REUSE=1 and a build exists. */
export async function benchBundleSize(): Promise<BundleSizeResult> {
  const reuse = process.env.BENCH_BUNDLE_REUSE === '1' && fs.existsSync(path.join(distDir, 'index.html'));
  if (!reuse) build();
  const r = measureBundle();
  for (const f of r.files)
    console.log(`  ${f.file.padEnd(36)} ${kb(f.bytes).padStart(10)}  gzip ${kb(f.gzipBytes)}`);
  console.log(
    `first-page JavaScript for /store/: ${kb(r.firstPageGzipBytes)} gzipped (target ≤ ${kb(r.targetBytes)}: ` +
      `${r.withinTarget ? 'met' : 'NOT met'}, ${((100 * r.firstPageGzipBytes) / r.targetBytes).toFixed(0)}% of budget)`,
  );
  console.log(
    `  CSS ${kb(r.cssGzipBytes)} gzipped; all JavaScript incl. lazy chunks ${kb(r.allJsGzipBytes)} gzipped`,
  );
  return r;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchBundleSize();
}
