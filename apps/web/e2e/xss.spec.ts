import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, type Page, request } from '@playwright/test';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';
import { repoRoot, type StartedServer, startServer, stopServer } from './support/servers.ts';
import { inspectScreen, loadPayloads, type Watch, watchPage } from './support/xss.ts';

/**
 * Issue 16 part 4: a few hundred payloads from a maintained list (support/xss-payloads.txt) sent
 * through the real API into every field users or providers write (questions, replies, access-request
 * message and form values, display names, item name/owner/division/description, provider updates,
 * announcements and their link labels, attachment names), then rendered in Chromium on every screen
 * that shows them. Each screen: 0 sentinel calls (alert/confirm/prompt/print/__xss in any frame),
 * 0 dialogs, 0 scripts or frames fetched from other hosts, 0 javascript:/data:/vbscript: links or
 * sources, 0 inline event handlers and 0 script/iframe/object/embed/base/meta elements in the body.
 *
 * Runs on a server of its own (no demo data, no posting interval) so hundreds of posts neither wait
 * nor leak into what other specs read.
 */
const PAYLOADS = loadPayloads();
const CHUNK = 40;
const chunks: string[][] = [];
for (let i = 0; i < PAYLOADS.length; i += CHUNK) chunks.push(PAYLOADS.slice(i, i + CHUNK));
const run = Date.now().toString(36);
const itemId = (i: number) => `xss-${run}-${i}`;
/** URL payloads for announcement links: the API must refuse every one (links are http(s) only). */
const BAD_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'jav\tascript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox("XSS")',
  '&#106;avascript:alert(1)',
  '//evil.example/x',
  'https://ok.example/"><script>alert(1)</script>',
];

interface Actor {
  token: string;
  api: APIRequestContext;
}

let server: StartedServer;
const actors: Record<'alice' | 'bob' | 'paula', Actor> = {} as never;
const refused: string[] = [];
const firstThread: { key: string; order: number }[] = [];

async function call(
  actor: Actor,
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await actor.api.fetch(url, {
    method,
    data: data as never,
    headers: { authorization: `Bearer ${actor.token}`, ...headers },
  });
  return res;
}

async function ok(actor: Actor, method: string, url: string, data?: unknown) {
  const res = await call(actor, method, url, data);
  expect(res.ok(), `${method} ${url} -> ${res.status()} ${await res.text()}`).toBe(true);
  return res.status() === 204 ? null : await res.json().catch(() => null);
}

/** Runs `fn` over `items` with at most `width` calls in flight. */
async function inBatches<T>(items: T[], width: number, fn: (item: T, index: number) => Promise<void>) {
  for (let i = 0; i < items.length; i += width)
    await Promise.all(items.slice(i, i + width).map((item, j) => fn(item, i + j)));
}

/** A write the API may refuse as bad input (a clear 4xx), but never with a 5xx. */
async function write(actor: Actor, what: string, method: string, url: string, data?: unknown, headers = {}) {
  const res = await call(actor, method, url, data, headers);
  expect(res.status(), `${what}: ${method} ${url} -> ${res.status()} ${await res.text()}`).toBeLessThan(500);
  if (!res.ok()) refused.push(`${what} ${res.status()}`);
  return res.ok() ? await res.json().catch(() => null) : null;
}

async function seedChunk(chunk: string[], i: number) {
  const { alice, bob, paula } = actors;
  const id = itemId(i);
  await ok(paula, 'POST', '/api/provider/items', { id, name: `XSS ${i}` });
  // The provider's texts: PUT replaces the item with the payloads in its name, owner, division and
  // description (Markdown/HTML, sanitised when shown).
  await ok(paula, 'PUT', `/api/provider/items/${id}`, {
    name: `XSS ${i} ${chunk[0]}`.slice(0, 500),
    owner: chunk[1]!.slice(0, 200),
    division: chunk[2]!.slice(0, 200),
    description: chunk.join('\n\n'),
  });
  await ok(alice, 'POST', `/api/web/my/store/watch/${id}/add`);
  const aliceConv = (await ok(alice, 'GET', `/api/web/asks/catitem/${id}?pageSize=0`)).conversation.key;
  const bobConv = (await ok(bob, 'GET', `/api/web/asks/catitem/${id}?pageSize=0`)).conversation.key;
  // The first question's thread takes the replies; the other questions go in parallel.
  const first = await ok(alice, 'POST', `/api/web/asks/catitem/${id}/conv/${aliceConv}`, {
    message: chunk[0],
    styling: 'question',
  });
  firstThread[i] = { key: aliceConv, order: first.order };
  await inBatches(chunk.slice(1), 6, async (p) => {
    await write(alice, 'question', 'POST', `/api/web/asks/catitem/${id}/conv/${aliceConv}`, {
      message: p,
      styling: 'question',
    });
  });
  const thread = firstThread[i]!;
  await inBatches(chunk, 6, async (p, j) => {
    await write(
      paula,
      'provider reply',
      'POST',
      `/api/provider/conversations/${thread.key}/threads/${thread.order}/replies`,
      { message: p },
    );
    await write(
      alice,
      'own reply',
      'POST',
      `/api/web/asks/catitem/${id}/conv/${thread.key}/order/${thread.order}/reply`,
      {
        message: chunk[(j + 1) % chunk.length],
      },
    );
    await write(paula, 'provider update', 'POST', `/api/provider/items/${id}/notices`, { message: p });
    await write(
      paula,
      'attachment',
      'POST',
      `/api/provider/items/${id}/attachments?name=${encodeURIComponent(p.slice(0, 255))}`,
      'x',
      {
        'content-type': 'text/plain',
      },
    );
    await write(bob, 'access request', 'POST', `/api/web/asks/catitem/${id}/conv/${bobConv}`, {
      message: p,
      styling: 'request',
      template: 'default',
      templatedData: {
        items: [
          { id: 'appComponent', label: 'Application or component name', value: p.slice(0, 512) },
          {
            id: 'desc',
            label: 'What will you use the API for?',
            value: chunk[(j + 1) % chunk.length]!.slice(0, 512),
          },
          { id: 'organization', label: 'Organisation', value: 'retail' },
          { id: 'market', label: 'Market', value: 'EMEA' },
          { id: 'consumerhostloc', label: 'Where is your application hosted?', value: 'cloud' },
          { id: 'cloudloc', label: 'Cloud locations', value: 'aws' },
          { id: 'subscription', label: 'Will you call this API in production?', value: 'false' },
        ],
      },
    });
  });
  await ok(paula, 'POST', '/api/provider/announcements', {
    title: `XSS ${i} ${chunk[0]}`.slice(0, 300),
    details: chunk.join('\n'),
    externalLinks: chunk
      .slice(0, 10)
      .map((p) => ({ url: `https://example.com/${i}`, label: p.slice(0, 200) })),
  });
}

const DOC_ID = `xss-doc-${run}`;
/** An OpenAPI document whose operation summaries and descriptions (Markdown) are the payloads. */
function xssDocument() {
  const paths: Record<string, unknown> = {};
  for (const [i, chunk] of chunks.entries())
    paths[`/xss/${i}`] = {
      get: {
        summary: chunk[0]!.slice(0, 200),
        description: chunk.join('\n\n'),
        parameters: [{ name: 'q', in: 'query', description: chunk[1], schema: { type: 'string' } }],
        responses: { '200': { description: chunk[2] } },
      },
    };
  return { openapi: '3.0.3', info: { title: 'XSS document', version: '1', description: chunk0() }, paths };
}
const chunk0 = () => chunks[0]!.join('\n\n');

/** Display names: each user's is a payload while a chunk's screens are looked at. */
async function nameUsers(chunk: string[]) {
  const users = [actors.alice, actors.bob, actors.paula];
  for (const [j, actor] of users.entries()) {
    // The body is a JSON string.
    const res = await actor.api.fetch('/api/web/my/store/collabLabel', {
      method: 'PUT',
      headers: { authorization: `Bearer ${actor.token}`, 'content-type': 'application/json' },
      data: JSON.stringify(chunk[3 + j]),
    });
    expect(res.ok(), `display name -> ${res.status()} ${await res.text()}`).toBe(true);
  }
}

async function openAs(browser: Browser, user: 'alice' | 'bob' | 'paula') {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const watch = await watchPage(page, server.url);
  await signIn(page, user, { path: '/store/profile' });
  return { page, watch };
}

/** Scrolls until an infinite list stops growing, so every page of it is rendered. */
async function scrollAll(page: Page) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const height = await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return document.body.scrollHeight;
    });
    if (height === last) return;
    last = height;
    await page.waitForTimeout(400);
  }
}

const screens: string[] = [];
async function expectClean(page: Page, watch: Watch, screen: string, shown: string[] = []) {
  await scrollAll(page);
  // Let error and load events of anything injected fire.
  await page.waitForTimeout(300);
  const findings = await inspectScreen(page);
  expect(
    { screen, ...findings, dialogs: watch.dialogs, foreignRequests: watch.foreignRequests },
    `${screen}: something ran or is waiting to run`,
  ).toEqual({
    screen,
    hits: [],
    badLinks: [],
    handlers: [],
    activeElements: [],
    dialogs: [],
    foreignRequests: [],
  });
  // Not vacuous: the payloads are on the screen, as text.
  if (shown.length) {
    const text = await page.evaluate(() => document.body.textContent ?? '');
    const missing = shown.filter((p) => !text.includes(p.trim()));
    expect(missing, `${screen}: payloads not shown as text`).toEqual([]);
  }
  screens.push(screen);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000);
  const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no SPA build in ${dist}`);
  server = await startServer('xss', {
    WEB_DIST_DIR: dist,
    STOREFRONT_SEED_DEMO: 'false',
    COMMENT_POST_INTERVAL_SECONDS: '0',
    // The API calls reuse the tokens of one sign-in for the whole run.
    OIDC_ACCESS_TOKEN_TTL: '3600',
  });
  for (const user of ['alice', 'bob', 'paula'] as const)
    actors[user] = {
      token: await tokenFor(browser, user, server.url),
      api: await request.newContext({ baseURL: server.url }),
    };
  const started = Date.now();
  for (const [i, chunk] of chunks.entries()) await seedChunk(chunk, i);
  const doc = await actors.paula.api.fetch(`/api/provider/items/${DOC_ID}/document?filename=xss.json`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${actors.paula.token}`, 'content-type': 'application/json' },
    data: JSON.stringify(xssDocument()),
  });
  expect(doc.ok(), `document -> ${doc.status()} ${await doc.text()}`).toBe(true);
  console.log(
    `xss: ${PAYLOADS.length} payloads seeded through ${chunks.length} items in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      `refused as bad input: ${refused.length} (${[...new Set(refused)].join(', ') || 'none'})`,
  );
});

test.afterAll(async () => {
  for (const actor of Object.values(actors)) await actor.api?.dispose();
  if (server) await stopServer(server);
  console.log(`xss: ${screens.length} screens checked, 0 executions, 0 script links`);
});

test('announcement links are http(s) only: the API refuses every script URL', async () => {
  for (const url of BAD_URLS) {
    const res = await call(actors.paula, 'POST', '/api/provider/announcements', {
      title: 'Bad link',
      externalLinks: [{ url, label: 'x' }],
    });
    expect(res.status(), url).toBe(400);
  }
});

test('consumer screens: About, Contact Provider, thread, provider updates, attachments, news, notifications, profile', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const { page, watch } = await openAs(browser, 'alice');
  for (const [i, chunk] of chunks.entries()) {
    await nameUsers(chunk);
    const base = `/store/catalog/details/${itemId(i)}`;
    await page.goto(base);
    await expect(page.getByTestId('item-description')).toBeVisible({ timeout: 30_000 });
    await expectClean(page, watch, `about ${i}`, [`XSS ${i} ${chunk[0]}`.slice(0, 500)]);

    await page.goto(`${base}/contact-provider`);
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Provider' })).toBeVisible();
    await expect(page.getByTestId('comment').first()).toBeVisible({ timeout: 30_000 });
    await expectClean(page, watch, `contact provider ${i}`, chunk);

    const t = firstThread[i]!;
    await page.goto(`${base}/contact-provider/${t.key}/${t.order}`);
    await expect(page.getByTestId('reply').first()).toBeVisible({ timeout: 30_000 });
    await expectClean(page, watch, `thread ${i}`, chunk);

    await page.goto(`${base}/provider-updates`);
    await expect(page.getByRole('list', { name: 'Updates' }).getByRole('listitem').first()).toBeVisible({
      timeout: 30_000,
    });
    await expectClean(page, watch, `provider updates ${i}`, chunk);

    await page.goto(`${base}/attachments`);
    await expect(page.getByRole('table', { name: 'Attachments' })).toBeVisible({ timeout: 30_000 });
    await expectClean(page, watch, `attachments ${i}`);
  }

  for (const [screen, url] of [
    ['catalogue', '/store/catalog'],
    ['news', '/store/news'],
    ['announcements', '/store/news/announcements'],
    ['news provider updates', '/store/news/provider-updates'],
    ['profile', '/store/profile'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    await expectClean(page, watch, screen);
    if (screen === 'profile')
      await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue(
        chunks.at(-1)![3]!.trim(),
      );
  }
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await expectClean(page, watch, 'notifications');
  await page.context().close();
});

test("request views: bob's access requests, paula's inbox", async ({ browser }) => {
  test.setTimeout(600_000);
  const bob = await openAs(browser, 'bob');
  for (const [i, chunk] of chunks.entries()) {
    await bob.page.goto(`/store/catalog/details/${itemId(i)}/get-api-access`);
    await expect(bob.page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expectClean(bob.page, bob.watch, `access requests ${i}`, [chunk[0]!]);
  }
  await bob.page.context().close();

  const paula = await openAs(browser, 'paula');
  await paula.page.goto('/store/provider');
  await expect(paula.page.getByRole('heading', { level: 1, name: 'Provider workspace' })).toBeVisible();
  await paula.page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await expectClean(paula.page, paula.watch, 'provider inbox');
  await paula.page.context().close();
});

test('documentation: operation summaries, descriptions and parameter texts from the document', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { page, watch } = await openAs(browser, 'alice');
  await page.goto(`/store/catalog/details/${DOC_ID}/documentation`);
  const nav = page.getByRole('navigation', { name: 'Operations' });
  await expect(nav).toBeVisible({ timeout: 30_000 });
  const operations = nav.getByRole('link', { name: /^GET/ });
  await expect(operations).toHaveCount(chunks.length);
  for (let i = 0; i < chunks.length; i++) {
    await operations.nth(i).click();
    await expect(page.getByRole('heading', { level: 3, name: `/xss/${i}` })).toBeVisible();
    await expectClean(page, watch, `documentation operation ${i}`);
  }
  await page.context().close();
});
