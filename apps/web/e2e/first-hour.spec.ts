import type { Page } from '@playwright/test';
import { apiAs, configOf, crumbsOf, detailsMenu, getJson, summaryOf } from './details-support.ts';
import { docsDocument } from './docs-support.ts';
import { apiCall } from './support/api-call.ts';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';

/**
 * Issue 27, the first hour of a real user: each defect found walking the journeys, checked where a
 * user meets it. Items are this run's own (native runtime, product unique to the run), so parallel
 * specs never see them; branding and the logo are put back as found.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;
const ITEM = `e2e-first-hour-${run}`;
const OTHER = `e2e-first-hour-other-${run}`;
const PRODUCT = `first-hour-${run}`;
const UNDEPLOYED = `e2e-first-hour-undeployed-${run}`;

test.beforeAll(async ({ browser }) => {
  const base = process.env.E2E_BASE_URL!;
  const paula = await tokenFor(browser, 'paula', base);
  await apiCall(browser, paula, 'POST', '/api/provider/items', {
    id: ITEM,
    name: `First Hour API ${run}`,
    state: { name: 'Deprecated', colour: 'red' },
    storefront: `native:e2e:${PRODUCT}`,
  });
  await apiCall(browser, paula, 'POST', '/api/provider/items', {
    id: OTHER,
    name: `First Hour Other ${run}`,
    storefront: `native:e2e:${PRODUCT}-other`,
  });
  await apiCall(browser, paula, 'POST', '/api/provider/items', {
    id: UNDEPLOYED,
    name: `First Hour Undeployed ${run}`,
  });
  const context = await browser.newContext({ baseURL: base });
  for (const id of [ITEM, UNDEPLOYED]) {
    const res = await context.request.fetch(`/api/provider/items/${id}/document?filename=pets.json`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${paula}`, 'content-type': 'application/json' },
      data: JSON.stringify(docsDocument(`First hour ${id}`)),
    });
    expect(res.ok(), `document ${id}: ${res.status()}`).toBe(true);
  }
  await context.close();
  await apiCall(browser, paula, 'POST', `/api/provider/items/${ITEM}/notices`, {
    message: `Changelog at https://example.com/changes-${run}. Thanks`,
  });
});

const rgb = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);

test('consumer screens: badge colour, titles, breadcrumbs, links, 404s and Manage Access', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(240_000);
  // As paula: alice's native developer is created and removed by other specs running alongside.
  await signedIn('paula', `/store/catalog/details/${ITEM}`);

  // The state badge takes the state's colour (red), legible (white on a dark enough red).
  const badge = page.getByText('Deprecated', { exact: true }).first();
  await expect(badge).toBeVisible();
  const [r, g, b] = rgb(
    await badge.evaluate((el) => getComputedStyle(el.closest('.mantine-Badge-root')!).backgroundColor),
  );
  expect(r).toBeGreaterThan(2 * g);
  expect(r).toBeGreaterThan(2 * b);
  await expect(page).toHaveTitle(/^About · API Details · /);

  // Provider updates: the address is a link (http(s) only), opened safely.
  await detailsMenu(page).getByRole('link', { name: 'Provider Updates' }).click();
  const link = page.getByRole('link', { name: `https://example.com/changes-${run}` });
  await expect(link).toHaveAttribute('href', `https://example.com/changes-${run}`);
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(page).toHaveTitle(/^Provider Updates · API Details · /);

  // Manage Access: the email is the user's own and read-only; a double click creates once.
  await detailsMenu(page).getByRole('link', { name: 'Manage Access' }).click();
  await page.getByRole('button', { name: 'Create Developer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Developer' });
  const email = dialog.getByLabel('Email');
  await expect(email).toHaveValue('paula@example.com');
  await expect(email).toHaveAttribute('readonly', '');
  await dialog.getByLabel('Application Name').fill(`Shop ${run}`);
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes(`/item/${ITEM}/runtime/`)) posts.push(req.url());
  });
  await dialog.getByRole('button', { name: 'Create' }).dblclick();
  await expect(page.getByRole('button', { name: 'Remove Developer' })).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(page.getByText('We could not create')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'New credentials' })).toBeVisible();
  // Copy buttons draw an inline SVG icon, keys stay on one line, badges are whole.
  const copy = page.getByRole('button', { name: /^Copy key ending/ }).first();
  await expect(copy.locator('svg')).toBeVisible();
  const keyText = page.getByTestId('key-text').first();
  const lines = await keyText.evaluate((el) =>
    Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
  );
  expect(lines).toBeLessThanOrEqual(1);
  for (const status of await page.locator('td .mantine-Badge-root').all()) {
    const cut = await status.evaluate((el) => {
      const label = el.querySelector('.mantine-Badge-label') ?? el;
      return label.scrollWidth > label.clientWidth + 1;
    });
    expect(cut).toBe(false);
  }
  // Key Activity: readable labels, and only this API's events (the key for OTHER is not here).
  await apiAs(page, `/api/web/catalog/item/${OTHER}/runtime`, { method: 'POST' });
  await page.reload();
  const activity = page.getByRole('table', { name: 'Key activity' });
  await expect(activity).toContainText('Developer created');
  await expect(activity).not.toContainText(`${PRODUCT}-other`);
  // This API's own product events are there once the key carries it.
  await page.getByRole('button', { name: 'Use These Credentials' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove From Application' }).first()).toBeVisible();
  await page.reload();
  await expect(activity).toContainText('API product attached');
  await expect(activity).toContainText(PRODUCT);
  await expect(activity).not.toContainText(`${PRODUCT}-other`);
  await expect(activity).not.toContainText(/\b[a-z]+\.[a-z_]+\b/);

  // An unknown (or retired) item is no longer available: refreshing would not help.
  await page.goto(`/store/catalog/details/no-such-item-${run}`);
  await expect(page.getByText('This API is no longer available')).toBeVisible();
  await expect(page.getByText(/Please refresh the page/)).toHaveCount(0);

  // A mistyped address outside /store/ is the 404 page, not JSON.
  const res = await page.goto(`/stroe/catalog-${run}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  // My Profile's breadcrumb reads "Home > My Profile".
  await page.goto('/store/profile');
  await expect(page.locator('[aria-label="Breadcrumb"]')).toHaveText(/^Home\s*>\s*My Profile$/);
  await expect(page).toHaveTitle(/^My Profile · /);
});

test('Documentation: Try uses an active key of another app; an undeployed item offers no key', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(180_000);
  await signedIn('paula');
  const id = encodeURIComponent(ITEM);
  const runtime = (await (await apiAs(page, `/api/web/catalog/item/${id}/runtime`)).json()) as {
    platformRuntime: { developer: unknown };
  };
  await apiAs(page, `/api/web/catalog/item/${id}/runtime/paula%40example.com/platformRuntime/developer`, {
    method: runtime.platformRuntime.developer ? 'PUT' : 'POST',
    data: {
      email: 'paula@example.com',
      firstName: 'Paula',
      lastName: 'Provider',
      username: 'paula',
      apps: [{ name: `Other App ${run}`, credentials: [{ products: [{ apiProduct: PRODUCT }] }] }],
    },
  });
  await page.goto(`/store/catalog/details/${id}/documentation`);
  const panel = page.getByRole('region', { name: 'API key' });
  await expect(panel).toContainText('Try uses your API key from the application');
  await expect(panel).not.toContainText('An API key is needed');
  await expect(panel.getByRole('button', { name: 'Get API Key' })).toHaveCount(0);
  // The user picks which of their active keys Try uses (Shop from the first test, or Other App).
  const choose = panel.getByLabel('API key for Try');
  if ((await choose.locator('option').count()) > 1) {
    const other = choose.locator('option:not(:checked)').first();
    const label = (await other.textContent())!;
    await choose.selectOption((await other.getAttribute('value'))!);
    await expect(panel).toContainText(
      `Try uses your API key from the application ${label.replace(/ \(key ending .*$/, '')}.`,
    );
  }

  // No runtime, no key: said plainly, no "Get API Key" that can only fail.
  await page.goto(`/store/catalog/details/${encodeURIComponent(UNDEPLOYED)}/documentation`);
  const none = page.getByRole('region', { name: 'API key' });
  await expect(none).toContainText('API keys are not available for this API');
  await expect(none.getByRole('button', { name: 'Get API Key' })).toHaveCount(0);
});

test('two tabs: a question appears in the other tab live, and logout signs both out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL });
  const first = await context.newPage();
  await signIn(first, 'alice', { path: `/store/catalog/details/${ITEM}/contact-provider` });
  const second = await context.newPage();
  await second.goto(`/store/catalog/details/${ITEM}/contact-provider`);
  await expect(second.getByRole('heading', { level: 2, name: 'Contact Provider' })).toBeVisible();
  await expect(first.getByRole('heading', { level: 2, name: 'Contact Provider' })).toBeVisible();

  const question = `Seen in the other tab? ${run}`;
  const posts: string[] = [];
  first.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/web/asks/')) posts.push(r.url());
  });
  await first.getByRole('textbox', { name: 'Add a comment' }).fill(question);
  // A double click is one question: every submit is idempotent from the user's point of view.
  await first.getByRole('button', { name: 'Post Comment' }).dblclick();
  await expect(first.getByTestId('comment').filter({ hasText: question })).toHaveCount(1);
  expect(posts).toHaveLength(1);
  await expect(second.getByTestId('comment').filter({ hasText: question })).toBeVisible({ timeout: 20_000 });

  await first.getByRole('button', { name: 'Hi, Alice: user menu' }).click();
  await first.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(first.getByLabel('Username')).toBeVisible();
  await expect(second.getByLabel('Username')).toBeVisible({ timeout: 20_000 });
  await context.close();
});

test('the notification panel stays within the viewport and scrolls', async ({
  page,
  browser,
  signedIn,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const paula = await tokenFor(browser, 'paula', baseURL!);
  await signedIn('alice');
  await apiAs(page, `/api/web/my/store/watch/${ITEM}/add`, { method: 'POST' });
  for (let i = 0; i < 25; i++) {
    await apiCall(browser, paula, 'POST', `/api/provider/items/${ITEM}/notices`, {
      message: `Update ${i} ${run}`,
    });
  }
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  const clearAll = dialog.getByRole('button', { name: 'Clear all provider updates' });
  await expect(clearAll).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(420);
  const button = (await clearAll.boundingBox())!;
  expect(button.x).toBeGreaterThanOrEqual(box.x);
  expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width + 1);
  // The list scrolls inside the panel: its last entry can be brought into view.
  const scroller = dialog.locator('.notification-panel-scroll');
  await expect(scroller).toHaveCSS('overflow-y', 'auto');
  expect(await scroller.evaluate((el) => el.clientHeight)).toBeLessThanOrEqual(420);
  const last = dialog.getByRole('listitem').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
});

async function openWorkspace(page: Page, path = '/store/provider') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Provider workspace' })).toBeVisible({
    timeout: 30_000,
  });
}

test('provider: tab URLs, derived hover colour, brand name beside a logo, native tickets', async ({
  page,
  browser,
  signedIn,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const paula = await tokenFor(browser, 'paula', baseURL!);
  await signedIn('paula');

  // Tabs have URLs: a link opens the tab, a reload keeps it.
  await openWorkspace(page, '/store/provider/usage');
  await expect(page.getByRole('tab', { name: 'Usage' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Branding' }).click();
  await expect(page).toHaveURL(/\/store\/provider\/branding$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Branding' })).toHaveAttribute('aria-selected', 'true');

  // A new primary colour derives its hover colour (shown), and buttons hover in it once saved.
  const stored = (await (await apiAs(page, '/api/web/config/branding')).json()) as Record<string, unknown>;
  try {
    const primary = page.getByLabel('Primary colour', { exact: true });
    await primary.fill('#8a1538');
    const hoverField = page.getByLabel('Button hover colour');
    await expect(hoverField).toHaveValue('');
    const hint = await page
      .getByText(/empty derives it from the primary colour \(now #[0-9a-f]{6}\)/)
      .textContent();
    const hover = /#[0-9a-f]{6}/.exec(hint ?? '')![0];
    // The preview shows each colour scheme (issue 31); the hover colour is the same in both.
    await expect(page.getByTestId('hover-preview-light')).toContainText(hover);
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Branding saved.')).toBeVisible();
    await page.reload();
    const save = page.getByRole('button', { name: 'Save branding' });
    await save.hover();
    const want = rgb(
      await page.evaluate((hex) => {
        const d = document.createElement('div');
        d.style.color = hex;
        document.body.append(d);
        const c = getComputedStyle(d).color;
        d.remove();
        return c;
      }, hover),
    );
    await expect
      .poll(async () => rgb(await save.evaluate((el) => getComputedStyle(el).backgroundColor)))
      .toEqual(want);

    // A logo keeps the brand name shown in the header, as the editor says.
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#8A1538"/></svg>';
    const put = await page.request.put('/api/provider/branding/logo', {
      headers: { authorization: `Bearer ${paula}`, 'content-type': 'image/svg+xml' },
      data: logo,
    });
    expect(put.status()).toBe(204);
    await page.reload();
    const brand = (stored as { brandName?: string }).brandName || 'Storefront';
    await expect(page.getByRole('banner').getByText(brand, { exact: true })).toBeVisible();
  } finally {
    await page.request.put('/api/provider/branding', {
      headers: { authorization: `Bearer ${paula}` },
      data: stored,
    });
    await page.request.delete('/api/provider/branding/logo', {
      headers: { authorization: `Bearer ${paula}` },
    });
  }

  // Native tickets: opened and closed from the item editor; consumers see them in the Tickets tab.
  await openWorkspace(page, '/store/provider/catalog');
  // By the run's id, as provider-catalog.spec.ts does: a fresh item may take a moment to be listed.
  await page.getByLabel('Filter by name').fill(run);
  // The row by its id: the item's name follows its document's title once the document is set.
  const edit = page
    .getByTestId('catalog-items')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: ITEM, exact: true }) })
    .getByRole('button', { name: /^Edit / });
  await expect(edit).toBeVisible({ timeout: 30_000 });
  await edit.click();
  const tickets = page.getByRole('region', { name: 'Tickets' });
  const summary = `Rotate keys ${run}`;
  await tickets.getByLabel('Short description').fill(summary);
  await tickets.getByRole('button', { name: 'Open ticket' }).dblclick();
  const row = tickets.getByRole('row').filter({ hasText: summary });
  await expect(row).toHaveCount(1);
  await row.getByRole('combobox').selectOption('Closed');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('button', { name: 'Save' })).toBeDisabled();
  const config = await configOf(page);
  await page.goto(`/store/catalog/details/${ITEM}/${config.ticketing.route}`);
  const list = page.getByRole('table', { name: config.ticketing.label });
  await expect(list.getByTestId('ticket-row').filter({ hasText: summary })).toContainText('Closed');
});

test('breadcrumbs keep the taxonomy classification and the bundle', async ({ page, signedIn }) => {
  test.setTimeout(180_000);
  await signedIn('alice', '/store/catalog/taxonomy');
  await page.getByLabel('Search classifications').fill('AMAZON');
  await page.getByRole('button', { name: /^Amazon Web Services/ }).click();
  await expect(page).toHaveURL(/classification=cat-cloud-amazonaws/);
  const search = new URL(page.url()).search;
  await page.getByTestId('result-card').first().locator('.item-card-link').click();
  await expect(page).toHaveURL(/\/catalog\/details\//);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Taxonomy' })).toHaveAttribute(
    'href',
    `/store/catalog/taxonomy${search}`,
  );

  // "View Full API Details" from a bundle keeps the bundle in the spec's breadcrumb.
  const bundles: string[] = [];
  for (const offset of [0, 48, 96]) {
    const found = await getJson<{ results: { id: string; objectType: string }[] }>(
      page,
      `/api/web/catalog/search?pageSize=48&offset=${offset}&sortField=sortName:asc`,
    );
    bundles.push(...found.results.filter((x) => x.objectType === 'BUNDLE').map((x) => x.id));
  }
  let bundle: { id: string; name: string } | null = null;
  for (const r of bundles.map((id) => ({ id }))) {
    const s = await summaryOf(page, r.id);
    if (s.operationSpecifications.length > 0) {
      bundle = { id: s.id, name: s.name };
      break;
    }
  }
  expect(bundle).not.toBeNull();
  await page.goto(`/store/catalog/details/${encodeURIComponent(bundle!.id)}/bundle-details`);
  await page.getByTestId('bundle-spec').first().getByRole('button').first().click();
  await page.getByRole('link', { name: 'View Full API Details' }).first().click();
  await expect(page).toHaveURL(/\/catalog\/details\//);
  await expect.poll(() => crumbsOf(page)).toContain(bundle!.name);
  const crumbs = await crumbsOf(page);
  expect(crumbs.indexOf(bundle!.name)).toBe(2);
});
