import type { Page } from '@playwright/test';
import { detailsMenu } from './details-support.ts';
import { apiCall } from './support/api-call.ts';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';

/**
 * Provider workspace, issue 15 parts 1, 4 and 5: header count, editing and withdrawing a provider
 * update, portal settings and the access template. Items are this run's own; configuration and
 * template are put back as found.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;

async function openWorkspaceTab(page: Page, tab: string) {
  await page.goto('/store/provider');
  await expect(page.getByRole('heading', { level: 1, name: 'Provider workspace' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: tab }).click();
}

async function chooseItem(page: Page, name: string) {
  await page.getByRole('form', { name: 'Post a provider update' }).getByLabel('Item').fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

test('paula corrects and withdraws a provider update; the item’s Provider Updates tab follows', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const base = process.env.E2E_BASE_URL!;
  const [paula, alice] = await Promise.all([
    tokenFor(browser, 'paula', base),
    tokenFor(browser, 'alice', base),
  ]);
  const itemId = `e2e-updates-${run}`;
  const itemName = `Updates API ${run}`;
  await apiCall(browser, paula, 'POST', '/api/provider/items', { id: itemId, name: itemName });
  const original = `Maintenance on Satruday ${run}`;
  await apiCall(browser, paula, 'POST', `/api/provider/items/${itemId}/notices`, { message: original });

  await signedIn('paula');
  await openWorkspaceTab(page, 'Provider updates');
  await chooseItem(page, itemName);
  const posted = page.getByRole('region', { name: 'Posted updates' });
  const row = posted.getByTestId('posted-update').filter({ hasText: original });
  await expect(row).toBeVisible({ timeout: 30_000 });

  // Edit: the card previews the correction as consumers will see it, then it is saved in place.
  await row.getByRole('button', { name: 'Edit' }).click();
  const corrected = `Maintenance on Saturday ${run}`;
  const editor = page.getByRole('form', { name: 'Edit the update' });
  await editor.getByRole('textbox', { name: /Corrected text/ }).fill(corrected);
  await expect(posted.getByTestId('provider-update').first()).toContainText(corrected);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  const seen = await apiCall(browser, alice, 'GET', `/api/web/notices/catitem/${itemId}`);
  expect(seen.conversation.comments.map((c: { message: string }) => c.message)).toEqual([corrected]);

  await page.goto(`/store/catalog/details/${itemId}/provider-updates`);
  const updates = page.getByRole('list', { name: 'Updates' });
  await expect(updates).toContainText(corrected, { timeout: 30_000 });
  await expect(updates).not.toContainText('Satruday');

  // Withdraw, confirmed first; the consumer tab then has none.
  await openWorkspaceTab(page, 'Provider updates');
  await chooseItem(page, itemName);
  const again = page.getByRole('region', { name: 'Posted updates' }).getByTestId('posted-update');
  await again.getByRole('button', { name: 'Withdraw…' }).click();
  await again
    .getByRole('group', { name: 'Confirm withdrawal' })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(page.getByRole('region', { name: 'Posted updates' })).toContainText('No updates found');
  await page.goto(`/store/catalog/details/${itemId}/provider-updates`);
  await expect(page.getByText('No updates found')).toBeVisible({ timeout: 30_000 });
});

test('settings and access template reach alice after reload; the inbox count shows for paula only', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(300_000);
  const base = process.env.E2E_BASE_URL!;
  const [paula, alice] = await Promise.all([
    tokenFor(browser, 'paula', base),
    tokenFor(browser, 'alice', base),
  ]);
  const itemId = `e2e-settings-${run}`;
  await apiCall(browser, paula, 'POST', '/api/provider/items', { id: itemId, name: `Settings API ${run}` });
  const key = (await apiCall(browser, alice, 'GET', `/api/web/asks/catitem/${itemId}?pageSize=0`))
    .conversation.key;
  await apiCall(browser, alice, 'POST', `/api/web/asks/catitem/${itemId}/conv/${key}`, {
    message: `Question ${run}`,
  });
  const {
    search: _s,
    ticketing: _t,
    ...originalConfig
  } = await apiCall(browser, paula, 'GET', '/api/web/config');
  const originalTemplate = await apiCall(browser, paula, 'GET', '/api/provider/asks/templates/default');
  const label = `Ask the team ${run}`;
  const field = `Cost centre ${run}`;

  const aliceContext = await browser.newContext({ baseURL: base });
  try {
    await signedIn('paula');
    // Header: what waits in the inbox, linking to the workspace.
    const count = page.getByTestId('provider-inbox-count');
    await expect(count).toBeVisible({ timeout: 30_000 });
    await expect(count).toHaveAccessibleName(/waiting in the provider inbox/);
    await expect(count).toHaveAttribute('href', '/store/provider');

    await openWorkspaceTab(page, 'Settings');
    const settings = page.getByRole('form', { name: 'Portal settings' });
    await settings.getByRole('textbox', { name: 'Contact Provider label' }).fill(label);
    await settings.getByRole('switch', { name: 'Top APIs' }).uncheck({ force: true });
    // A pattern that does not compile is caught before saving.
    const pattern = settings.getByRole('textbox', { name: /Email pattern/ });
    const pattern0 = await pattern.inputValue();
    await pattern.fill('([a-z');
    await expect(settings.getByText(/Not a valid regular expression/)).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await pattern.fill(pattern0);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

    // Access template: a new text field, seen in the live preview, then saved.
    await page.getByRole('button', { name: 'Add item' }).click();
    const added = page.getByTestId('template-item').last();
    await added.getByRole('textbox', { name: 'Label' }).fill(field);
    await expect(page.getByRole('region', { name: 'Form preview' }).getByText(field)).toBeVisible();
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Template saved' })).toBeVisible();

    // alice, signed in afresh: the label, the navigation and the new field; no inbox count.
    const alicePage = await aliceContext.newPage();
    await signIn(alicePage, 'alice', { path: `/store/catalog/details/${itemId}` });
    await expect(detailsMenu(alicePage).getByRole('link', { name: label })).toBeVisible({ timeout: 30_000 });
    const nav = alicePage.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Catalog' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Top APIs' })).toHaveCount(0);
    await expect(alicePage.getByTestId('provider-inbox-count')).toHaveCount(0);
    await detailsMenu(alicePage).getByRole('link', { name: 'Get API Access' }).click();
    await expect(alicePage.getByText(field)).toBeVisible({ timeout: 30_000 });
  } finally {
    await aliceContext.close();
    await apiCall(browser, paula, 'PUT', '/api/provider/config', originalConfig);
    await apiCall(browser, paula, 'PUT', '/api/provider/asks/templates/default', originalTemplate);
  }
});
