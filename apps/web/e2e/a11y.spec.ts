import type { Browser, Page } from '@playwright/test';
import { detailsMenu, findSpec } from './details-support.ts';
import { docsDocument } from './docs-support.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';

/**
 * Issue 16 part 7: axe-core (WCAG 2.0/2.1/2.2 A and AA) in Chromium on every screen, consumer and
 * provider, signed in for real: 0 violations each. Items this spec needs (a documented API with Try,
 * a question thread) are its own, made through the provider and web APIs.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;
const DOCS_ID = `e2e-a11y-docs-${run}`;

async function open(
  browser: Browser,
  user: 'alice' | 'paula',
  path: string,
  viewport?: { width: number; height: number },
) {
  // The portal's CSP forbids injected scripts; axe is injected, so this context bypasses it.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, bypassCSP: true, viewport });
  const page = await context.newPage();
  await signIn(page, user, { path });
  return page;
}

async function api(
  browser: Browser,
  user: 'alice' | 'paula',
  method: string,
  path: string,
  data?: unknown,
  raw = false,
) {
  const token = await tokenFor(browser, user, process.env.E2E_BASE_URL!);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const res = await context.request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(raw ? { 'content-type': 'application/json' } : {}) },
      data: raw ? JSON.stringify(data) : data,
    });
    expect(res.ok(), `${method} ${path} -> ${res.status()} ${await res.text()}`).toBe(true);
    return res.status() === 204 ? null : await res.json().catch(() => null);
  } finally {
    await context.close();
  }
}

const heading2 = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000);
  await api(
    browser,
    'paula',
    'PUT',
    `/api/provider/items/${DOCS_ID}/document?filename=pets.json`,
    docsDocument(`A11y ${run}`),
    true,
  );
  await api(browser, 'paula', 'PATCH', `/api/provider/items/${DOCS_ID}`, {
    storefront: `native:e2e:${DOCS_ID}`,
  });
  await api(browser, 'paula', 'PUT', `/api/provider/items/${DOCS_ID}/interactivedocs/config`, {});
});

test('catalogue screens: landing, catalogue (cards, list, filters), taxonomy, top APIs, favourites, news, profile, 404', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const page = await open(browser, 'alice', '/store/');
  await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'landing');

  await page.goto('/store/catalog');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'catalogue (cards, filters open)');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'catalogue (list)');
  await page.setViewportSize({ width: 600, height: 900 });
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByTestId('filter-panel')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'catalogue (narrow, filters opened)');
  await page.setViewportSize({ width: 1280, height: 720 });

  for (const [screen, path] of [
    ['taxonomy', '/store/catalog/taxonomy'],
    ['top APIs', '/store/catalog/top-apis'],
    ['favourites', '/store/catalog/favorites'],
    ['news', '/store/news'],
    ['announcements', '/store/news/announcements'],
    ['news provider updates', '/store/news/provider-updates'],
    ['profile', '/store/profile'],
    ['404', '/store/no-such-page'],
    ['item not found', '/store/catalog/details/no-such-item-a11y'],
    ['provider workspace refused (alice)', '/store/provider'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
    // A page heading, or the error screen's alert (which has none).
    await expect(page.getByRole('heading').or(page.getByRole('alert')).first()).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, screen);
  }

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog').first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'notifications panel');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /user menu$/ }).click();
  await expect(page.getByRole('menu')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'user menu');
  await page.context().close();
});

test('mobile: header and the open menu', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await open(browser, 'alice', '/store/', { width: 390, height: 844 });
  await expectAccessible(page, 'landing (mobile)');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'mobile menu');
  await page.context().close();
});

test('sign-in page of the embedded identity provider', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, bypassCSP: true });
  const page = await context.newPage();
  await page.goto('/store/');
  await expect(page.getByLabel('Username')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'sign-in');
  await context.close();
});

test('details: every tab of a specification and a bundle, Documentation with Try, Contact Provider, access', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const page = await open(browser, 'alice', '/store/');
  const spec = await findSpec(page, (s) => s.storefront.startsWith('native:') && !s.id.startsWith('e2e-'));
  const root = `/store/catalog/details/${encodeURIComponent(spec.id)}`;
  await page.goto(root);
  const menu = page.getByRole('navigation', { name: 'API details' });
  await expect(menu).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'details About');
  // Every tab the menu offers for this item (entries opening another window are not screens here).
  const entries = await menu
    .getByRole('link')
    .evaluateAll((links) =>
      links.filter((a) => a.getAttribute('target') !== '_blank').map((a) => a.textContent?.trim() ?? ''),
    );
  const visited: string[] = [];
  for (const name of entries.filter((n) => n !== 'About')) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name }).first()).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, `details ${name}`);
    visited.push(name);
  }
  expect(visited).toEqual(
    expect.arrayContaining([
      'Methods',
      'Attachments',
      'Provider Updates',
      'Contact Provider',
      'Get API Access',
      'Manage Access',
    ]),
  );

  // A question, then its expanded thread.
  await page.goto(`/store/catalog/details/${encodeURIComponent(spec.id)}/contact-provider`);
  const box = page.getByRole('textbox', { name: 'Add a comment' });
  await box.fill(`Accessible question ${run}`);
  await box.press('Enter');
  const card = page.getByTestId('comment').filter({ hasText: `Accessible question ${run}` });
  await expect(card.or(page.getByRole('alert')).first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'details Contact Provider with a question');
  if (await card.isVisible()) {
    await card.getByRole('link', { name: 'Open thread' }).click();
    await expect(page.getByRole('link', { name: 'View all questions/requests' })).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, 'details expanded thread');
  }

  // The bundle's own tab.
  await page.goto('/store/catalog/details/bundle-cloud-essentials');
  await detailsMenu(page).getByRole('link', { name: 'Bundle Details' }).click();
  await expect(heading2(page, 'Bundle Details')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'details Bundle Details');

  // Documentation, an operation open, Try answered by the mock.
  await page.goto(`/store/catalog/details/${DOCS_ID}/documentation`);
  await expect(heading2(page, 'Documentation')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Operations' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'details Documentation');
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: /GET\s*\/pets\s*List pets/ })
    .click();
  await expect(page.getByRole('heading', { name: '/pets', level: 3 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Server').selectOption('mock');
  await page.getByRole('button', { name: 'Try', exact: true }).click();
  await expect(page.getByText('Status 200')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'details Documentation, Try answered');
  await page.context().close();
});

test('provider workspace: every tab', async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await open(browser, 'paula', '/store/provider');
  await expect(page.getByRole('heading', { level: 1, name: 'Provider workspace' })).toBeVisible({
    timeout: 30_000,
  });
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible({ timeout: 30_000 });
  const names = await tabs.allTextContents();
  for (const name of names) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, `provider workspace ${name}`);
  }
  await page.context().close();
});
