import type { Locator, Page } from '@playwright/test';
import { DOCS_ITEMS, makeDocsItems } from './docs-support.ts';
import { expect, test, tokenFor } from './support/fixtures.ts';

/**
 * Issue 29, layout: on wide screens Try and the samples sit beside the operation and stay in view
 * (sticky, below the sticky header); on a phone they follow it, and a deep link brings the
 * operation's heading into view below the header. Measured with bounding boxes.
 */

test.beforeAll(async ({ browser, request, baseURL }) => {
  await makeDocsItems(request, await tokenFor(browser, 'paula', baseURL!));
  // GitHub's 13 MB document is prepared by the server once, here rather than inside a test's budget.
  const alice = await tokenFor(browser, 'alice', baseURL!);
  const res = await request.get('/api/web/catalog/item/github/openapi/docs?useMocking=true', {
    headers: { authorization: `Bearer ${alice}` },
  });
  expect(res.ok()).toBe(true);
});

/** A long operation: GitHub's "get a repository", whose responses run to many screens. */
const LONG_OPERATION = '/store/catalog/details/github/documentation/operations/repos%2Fget';

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};

const parts = (page: Page) => ({
  header: page.locator('header.app-header'),
  heading: page.locator('#docs-op-title'),
  main: page.locator('.docs-op-main'),
  aside: page.locator('aside.docs-op-aside'),
});

/** Opens the long operation and waits for Try (the last stage) beside it. */
async function openLong(page: Page) {
  await page.goto(LONG_OPERATION);
  const { heading, aside } = parts(page);
  await expect(heading).toHaveText('/repos/{owner}/{repo}', { timeout: 30_000 });
  await expect(aside.getByTestId('code-sample')).toBeVisible({ timeout: 20_000 });
}

/** The aside is wholly to the right of the operation, at its top, and stays in view when scrolled. */
async function expectBesideAndSticky(page: Page, side: 'right' | 'left') {
  const { header, main, aside } = parts(page);
  const m = await box(main);
  const a = await box(aside);
  if (side === 'right') expect(a.x).toBeGreaterThanOrEqual(m.x + m.width);
  else expect(a.x + a.width).toBeLessThanOrEqual(m.x);
  // Side by side: the aside starts level with the operation, not below it.
  expect(Math.abs(a.y - m.y)).toBeLessThan(40);
  expect(a.width).toBeGreaterThanOrEqual(280);
  // The operation is far longer than the screen, so there is something to scroll past.
  const viewport = page.viewportSize()!;
  expect(m.height).toBeGreaterThan(viewport.height * 2);

  await page.mouse.move(m.x + 10, viewport.height / 2);
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  const h = await box(header);
  await expect
    .poll(async () => (await box(aside)).y, { message: 'the aside sticks below the header' })
    .toBeGreaterThanOrEqual(h.y + h.height);
  const stuck = await box(aside);
  expect(stuck.y).toBeLessThan(h.y + h.height + 40);
  // Wholly on screen: taller content scrolls inside the aside, not past the screen's bottom.
  expect(stuck.y + stuck.height).toBeLessThanOrEqual(viewport.height);
  await expect(aside.getByTestId('code-sample')).toBeInViewport();
  // The operation itself did scroll away under it.
  expect((await box(parts(page).heading)).y).toBeLessThan(0);
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`${size.width}×${size.height}: Try and samples beside the operation, sticky below the header`, async ({
    page,
    signedIn,
  }) => {
    await page.setViewportSize(size);
    await signedIn('alice');
    await openLong(page);
    await expectBesideAndSticky(page, 'right');
  });
}

for (const [name, url, title] of [
  [
    'a short operation',
    `/store/catalog/details/${DOCS_ITEMS.mockOnly}/documentation/operations/listPets`,
    '/pets',
  ],
  ['a long operation', LONG_OPERATION, '/repos/{owner}/{repo}'],
] as const) {
  test(`a phone, ${name}: Try below it; a deep link shows the heading below the header`, async ({
    page,
    signedIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn('alice');
    await page.goto(url);
    const { header, heading, main, aside } = parts(page);
    await expect(heading).toHaveText(title, { timeout: 30_000 });
    await expect(aside.getByTestId('code-sample')).toBeAttached({ timeout: 20_000 });
    // The operation list (above the details on a phone) was scrolled past to the heading, which
    // is on screen below the sticky header, not under it.
    await expect(heading).toBeInViewport();
    const h = await box(header);
    await expect
      .poll(async () => (await box(heading)).y, { message: 'the heading is below the sticky header' })
      .toBeGreaterThanOrEqual(h.y + h.height);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const m = await box(main);
    const a = await box(aside);
    expect(a.y).toBeGreaterThanOrEqual(m.y + m.height);
    // One column: the aside as wide as the operation.
    expect(Math.abs(a.x - m.x)).toBeLessThan(2);
  });
}

test.describe('right to left', () => {
  test.use({ locale: 'ar' });

  test('Arabic at 1440×900: the aside beside the operation on its left, sticky', async ({
    page,
    signedIn,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn('alice');
    await openLong(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectBesideAndSticky(page, 'left');
  });
});
