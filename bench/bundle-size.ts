import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Page JavaScript: the gzipped bytes of every script the browser fetches to show a page, against the
 * 150 KB target ("at most 150 KB of JavaScript for the first page"; "the catalogue page's JavaScript at
 * most 150 KB gzipped"). For a page that is the module entry with its static imports (what index.html
 * modulepreloads), any chunk the shell imports at once after sign-in (SHELL_EAGER_MODULES), and the
 * fetches as soon as it matches. Read from Vite's build manifest, so nothing loaded is left out.
 * Chunks loaded only on a user action (menus opened on other pages, dialogs) are not counted.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const distDir = path.join(repoRoot, 'apps/web/dist');
const manifestPath = (dir: string) => path.join(dir, '.vite/manifest.json');
export const PAGE_TARGET_BYTES = 150 * 1024;
/** Kept for callers of the old name: the first-page target. */
export const FIRST_PAGE_TARGET_BYTES = PAGE_TARGET_BYTES;

/** Modules the shell imports dynamically but at once after sign-in, on every page (none now: the
 * header menus load when the user reaches for one). */
export const SHELL_EAGER_MODULES: string[] = [];
/** Each measured page and the lazy route module(s) the router loads for it. */
export const PAGES: { name: string; url: string; routeModules: string[] }[] = [
  { name: 'first page', url: '/store/', routeModules: ['src/features/landing/route.tsx'] },
  { name: 'catalogue', url: '/store/catalog', routeModules: ['src/features/catalog/catalog-route.tsx'] },
];

/**
 * The details page with its About tab (issue 16 part 8, LCP): not under the byte target (it is
 * not a first page), but its code beyond the entry must come in few files, each a round trip on
 * HTTP/1.1 before the header renders (apps/web/vite.config.ts groups them).
 */
export const DETAILS_PAGE = {
  name: 'details',
  url: '/store/catalog/details/:id',
  routeModules: ['src/features/details/route.tsx', 'src/features/details/about/about-tab.tsx'],
  maxFilesBeyondEntry: 6,
};

/** Each language's message catalogue (issue 31): its own chunk, loaded only for its language. */
export const CATALOGUE_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'ar'];
export const CATALOGUE_TARGET_BYTES = 15 * 1024;
/** The language a first visit loads (the browser's; English here): counted in every page's bytes. */
export const DEFAULT_CATALOGUE = 'en';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}
export interface PageSize {
  name: string;
  url: string;
  files: FileSize[];
  gzipBytes: number;
  withinTarget: boolean;
}
export interface BundleSizeResult {
  /** Entry plus modulepreloads only (the figure this bench reported before it counted routes). */
  entryGzipBytes: number;
  pages: PageSize[];
  /** The first page (/store/ after sign-in), kept for callers of the old result shape. */
  firstPageGzipBytes: number;
  files: FileSize[];
  cssGzipBytes: number;
  allJsGzipBytes: number;
  targetBytes: number;
  withinTarget: boolean;
  /** The details page: files (and bytes) it loads beyond the entry's. */
  details: { files: FileSize[]; gzipBytes: number; withinTarget: boolean };
  /** One per language: its chunk, alone (no other catalogue, not in the entry) and within 15 KB. */
  catalogues: { language: string; file: FileSize; alone: boolean; withinTarget: boolean }[];
}

function build() {
  const run = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--manifest'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('web build failed');
}

const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The manifest keys a module needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

export function measureBundle(dir = distDir): BundleSizeResult {
  const manifest = JSON.parse(fs.readFileSync(manifestPath(dir), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  const sizeOf = (key: string): FileSize => {
    const file = path.join(dir, manifest[key]!.file);
    return { file: path.basename(file), bytes: fs.statSync(file).size, gzipBytes: gz(file) };
  };
  const sum = (files: FileSize[]) => files.reduce((n, f) => n + f.gzipBytes, 0);

  // Cross-check with what index.html really asks for: every script and modulepreload is in the entry set.
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const entryKeys = staticClosure(manifest, entries);
  const entryFiles = new Set(entryKeys.map((k) => manifest[k]!.file));
  for (const [, url] of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/store\/(assets\/[^"]+\.js)"/g))
    if (!entryFiles.has(url!))
      throw new Error(`index.html loads ${url}, which the manifest does not place in the entry`);
  const entrySizes = entryKeys.map(sizeOf);

  // Catalogue chunks: found by their source file (the build compiles locales/<code>.json).
  const catalogueKey = (code: string) => {
    const key = Object.keys(manifest).find((k) => k.includes(`i18n/locales/${code}.json`));
    if (!key) throw new Error(`no chunk for the ${code} catalogue in the build manifest`);
    return key;
  };
  const catalogueKeys = CATALOGUE_LANGUAGES.map(catalogueKey);
  const entryKeySet = new Set(staticClosure(manifest, entries));
  // Per-area catalogues (locales/<area>/<code>.json) are held to the same rule, each alone.
  const areaKeys = Object.keys(manifest)
    .map((k) => [k, /i18n\/locales\/([\w-]+)\/([a-z]{2})\.json/.exec(k)] as const)
    .filter(([, m]) => m)
    .map(([k, m]) => ({ key: k, language: `${m![1]}/${m![2]}` }));
  const allCatalogueKeys = [...catalogueKeys, ...areaKeys.map((a) => a.key)];
  const catalogues = [
    ...CATALOGUE_LANGUAGES.map((language, i) => ({ language, key: catalogueKeys[i]! })),
    ...areaKeys,
  ].map(({ language, key }) => {
    const file = sizeOf(key);
    // Alone: not part of the entry, and loading it brings no other language's catalogue.
    const others = staticClosure(manifest, [key]).filter((k) => k !== key && allCatalogueKeys.includes(k));
    const alone = !entryKeySet.has(key) && others.length === 0;
    return { language, file, alone, withinTarget: alone && file.gzipBytes <= CATALOGUE_TARGET_BYTES };
  });

  const pages = PAGES.map((page) => {
    const keys = staticClosure(manifest, [
      ...entries,
      ...SHELL_EAGER_MODULES,
      ...page.routeModules,
      // Every page needs its texts before it renders: the default language's catalogue counts.
      catalogueKey(DEFAULT_CATALOGUE),
    ]);
    const files = keys.map(sizeOf);
    const gzipBytes = sum(files);
    return { ...page, files, gzipBytes, withinTarget: gzipBytes <= PAGE_TARGET_BYTES };
  });

  const entrySet = new Set(entryKeys);
  const detailsFiles = staticClosure(manifest, [...entries, ...DETAILS_PAGE.routeModules])
    .filter((k) => !entrySet.has(k))
    .map(sizeOf);
  const details = {
    files: detailsFiles,
    gzipBytes: sum(detailsFiles),
    withinTarget: detailsFiles.length <= DETAILS_PAGE.maxFilesBeyondEntry,
  };

  const cssFiles = new Set(staticClosure(manifest, entries).flatMap((k) => manifest[k]!.css ?? []));
  const assets = path.join(dir, 'assets');
  const allJs = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  return {
    entryGzipBytes: sum(entrySizes),
    pages,
    firstPageGzipBytes: pages[0]!.gzipBytes,
    files: pages[0]!.files,
    cssGzipBytes: [...cssFiles].reduce((n, f) => n + gz(path.join(dir, f)), 0),
    allJsGzipBytes: allJs.reduce((n, f) => n + gz(path.join(assets, f)), 0),
    targetBytes: PAGE_TARGET_BYTES,
    withinTarget:
      pages.every((p) => p.withinTarget) && details.withinTarget && catalogues.every((c) => c.withinTarget),
    details,
    catalogues,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Entry point for bench/run.ts. Rebuilds unless BENCH_BUNDLE_REUSE=1 and a build with a manifest exists. */
export async function benchBundleSize(): Promise<BundleSizeResult> {
  const reuse = process.env.BENCH_BUNDLE_REUSE === '1' && fs.existsSync(manifestPath(distDir));
  if (!reuse) build();
  const r = measureBundle();
  console.log(`entry + modulepreloads: ${kb(r.entryGzipBytes)} gzipped`);
  for (const page of r.pages) {
    console.log(`${page.name} (${page.url}):`);
    for (const f of page.files)
      console.log(`  ${f.file.padEnd(40)} ${kb(f.bytes).padStart(10)}  gzip ${kb(f.gzipBytes)}`);
    console.log(
      `${page.name} JavaScript for ${page.url}: ${kb(page.gzipBytes)} gzipped (target ≤ ${kb(r.targetBytes)}: ` +
        `${page.withinTarget ? 'met' : 'NOT met'}, ${((100 * page.gzipBytes) / r.targetBytes).toFixed(0)}% of budget)`,
    );
  }
  console.log(
    `details page (${DETAILS_PAGE.url}, About tab) beyond the entry: ${r.details.files.length} files, ` +
      `${kb(r.details.gzipBytes)} gzipped (target ≤ ${DETAILS_PAGE.maxFilesBeyondEntry} files: ` +
      `${r.details.withinTarget ? 'met' : 'NOT met'}): ${r.details.files.map((f) => f.file).join(' ')}`,
  );
  for (const c of r.catalogues)
    console.log(
      `catalogue ${c.language}: ${c.file.file} ${kb(c.file.gzipBytes)} gzipped, ${c.alone ? 'loads alone' : 'NOT alone'} ` +
        `(target ≤ ${kb(CATALOGUE_TARGET_BYTES)}, its own chunk: ${c.withinTarget ? 'met' : 'NOT met'})`,
    );
  console.log(
    `  CSS ${kb(r.cssGzipBytes)} gzipped; all JavaScript incl. lazy chunks ${kb(r.allJsGzipBytes)} gzipped`,
  );
  assertWithinBudget(r);
  return r;
}

/** The budget is enforced, not only printed: a page over it fails the bench (and `npm run bench`). */
export function assertWithinBudget(r: BundleSizeResult) {
  const over = r.pages.filter((p) => !p.withinTarget);
  if (over.length)
    throw new Error(
      `JavaScript budget exceeded: ${over.map((p) => `${p.name} (${p.url}) ${kb(p.gzipBytes)} > ${kb(r.targetBytes)}`).join('; ')}`,
    );
  const badCatalogues = r.catalogues.filter((c) => !c.withinTarget);
  if (badCatalogues.length)
    throw new Error(
      `catalogue budget exceeded: ${badCatalogues.map((c) => `${c.language} ${kb(c.file.gzipBytes)}${c.alone ? '' : ' (not its own chunk)'}`).join('; ')} (target ≤ ${kb(CATALOGUE_TARGET_BYTES)} each, loaded alone)`,
    );
  if (!r.details.withinTarget)
    throw new Error(
      `details page loads ${r.details.files.length} files beyond the entry (target ≤ ${DETAILS_PAGE.maxFilesBeyondEntry})`,
    );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchBundleSize();
}
