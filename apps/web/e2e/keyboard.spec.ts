import type { Browser, Locator, Page } from '@playwright/test';
import { docsDocument } from './docs-support.ts';
import { expect, test, tokenFor } from './support/fixtures.ts';

/**
 * Issue 16 part 7: keyboard-only journeys (Tab, Shift+Tab, Enter, Space, arrow keys and typing; no
 * mouse, no element clicks): ask a question, request access, get a key and Try an operation. Each
 * starts from an item's details page (opened by URL after a real sign-in) and reaches every control
 * by tabbing to it, which also proves each one is focusable and reachable in order.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;
const DOCS_ID = `e2e-kbd-docs-${run}`;
const PLAIN_ID = `e2e-kbd-${run}`;

async function api(browser: Browser, method: string, path: string, data?: unknown, raw = false) {
  const token = await tokenFor(browser, 'paula', process.env.E2E_BASE_URL!);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const res = await context.request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(raw ? { 'content-type': 'application/json' } : {}) },
      data: raw ? JSON.stringify(data) : data,
    });
    expect(res.ok(), `${method} ${path} -> ${res.status()} ${await res.text()}`).toBe(true);
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  await api(browser, 'POST', '/api/provider/items', { id: PLAIN_ID, name: `Keyboard ${run}` });
  await api(
    browser,
    'PUT',
    `/api/provider/items/${DOCS_ID}/document?filename=pets.json`,
    docsDocument(`Kbd ${run}`),
    true,
  );
  await api(browser, 'PATCH', `/api/provider/items/${DOCS_ID}`, { storefront: `native:e2e:${DOCS_ID}` });
  await api(browser, 'PUT', `/api/provider/items/${DOCS_ID}/interactivedocs/config`, {});
});

/** Signs in with the keyboard only: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page, user: string, path: string) {
  await page.goto(path);
  await expect(page.getByLabel('Username')).toBeFocused(); // autofocus
  await page.keyboard.type(user);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('storefront');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner')).toBeVisible();
}

const isFocused = (target: Locator) =>
  target
    .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
    .catch(() => false);

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with ${back ? 'Shift+' : ''}Tab in ${max} presses`);
}

/** Reaches a details-menu entry by Tab and follows it with Enter. */
async function openTab(page: Page, name: string) {
  const link = page.getByRole('navigation', { name: 'API details' }).getByRole('link', { name, exact: true });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('ask a question with the keyboard', async ({ page }) => {
  await signInByKeyboard(page, 'alice', `/store/catalog/details/${PLAIN_ID}`);
  await openTab(page, 'Contact Provider');
  const question = `Asked with the keyboard ${run}`;
  const box = page.getByRole('textbox', { name: 'Add a comment' });
  await tabTo(page, box);
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('comment').filter({ hasText: question })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('request access with the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, 'bob', `/store/catalog/details/${PLAIN_ID}`);
  await openTab(page, 'Get API Access');
  const message = page.getByRole('textbox', { name: /Message/ });
  await expect(message).toHaveValue(/request provider approval/, { timeout: 30_000 });

  await tabTo(page, page.getByRole('textbox', { name: /Application or component name/ }));
  await page.keyboard.type(`Keyboard App ${run}`);
  await tabTo(page, page.getByRole('textbox', { name: /What will you use the API for/ }));
  await page.keyboard.type('Checking the form works without a mouse');
  // Native selects: the arrow keys change the choice while closed.
  const organisation = page.getByRole('combobox', { name: /Organisation/ });
  await tabTo(page, organisation);
  await page.keyboard.press('ArrowDown');
  await expect(organisation).not.toHaveValue('');
  const market = page.getByRole('combobox', { name: /Market/ });
  await tabTo(page, market);
  if ((await market.inputValue()) === '') await page.keyboard.press('ArrowDown');
  await expect(market).not.toHaveValue('');
  const hosted = page.getByRole('combobox', { name: /Where is your application hosted/ });
  await tabTo(page, hosted);
  await page.keyboard.press('ArrowDown');
  await expect(hosted).not.toHaveValue('');
  const aws = page.getByRole('checkbox', { name: 'AWS' });
  await tabTo(page, aws);
  await page.keyboard.press('Space');
  await expect(aws).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your access requests' }).getByText('Status: Submitted'),
  ).toBeVisible();
});

test('get a key and Try an operation with the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, 'alice', `/store/catalog/details/${DOCS_ID}`);
  await openTab(page, 'Documentation');

  // Get a key.
  const panel = page.getByRole('region', { name: 'API key' });
  const getKey = panel.getByRole('button', { name: /Get (New )?API Key/ });
  await tabTo(page, getKey);
  await page.keyboard.press('Enter');
  const copy = panel.getByRole('button', { name: /^Copy API key / });
  await expect(copy).toBeVisible();
  const key = (await copy.textContent())!.trim();
  expect(key.length).toBeGreaterThan(10);

  // Open an operation from the list and Try it against the mock server.
  const operation = page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: /GET\s*\/pets\/\{petId\}/ });
  await tabTo(page, operation);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '/pets/{petId}', level: 3 })).toBeVisible();
  const server = page.getByLabel('Server');
  await tabTo(page, server);
  for (let i = 0; i < 5 && (await server.inputValue()) !== 'mock'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(server).toHaveValue('mock');
  await tabTo(page, page.getByLabel('petId (path)'));
  await page.keyboard.type('5');
  const sent = page.waitForRequest((r) => r.url().endsWith(`/item/${DOCS_ID}/try`));
  await tabTo(page, page.getByRole('button', { name: 'Try', exact: true }));
  await page.keyboard.press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({
    server: 'mock',
    path: '/pets/5',
    headers: { 'X-API-Key': key },
  });
  await expect(page.getByText('Status 200')).toBeVisible();
});
