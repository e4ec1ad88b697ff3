import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';

/**
 * Provider workspace, Catalogue tab (issue 15 part 3), with real sign-in: paula imports documents
 * from files (one good, one bad), alice finds the new item in search, paula edits its description
 * (alice sees it on the About tab) and retires it (alice no longer finds it).
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}${Date.now().toString(36)}`.replace(/[^a-z0-9]/gi, '');
const title = `Quillwort ${run}`;

async function providerGet(browser: Browser, token: string, path: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const res = await context.request.get(path, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status(), body: res.status() === 200 ? await res.json() : null };
  } finally {
    await context.close();
  }
}

const goodDocument = JSON.stringify({
  openapi: '3.0.3',
  info: { title, version: '1.0.0', description: 'Imported from the workspace' },
  paths: { '/leaves': { get: { summary: 'List leaves', responses: { 200: { description: 'ok' } } } } },
});

async function searchAs(page: Page, text: string) {
  await page.goto(`/store/catalog?text=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible({ timeout: 30_000 });
}

test('paula imports from files, edits the description and retires the item; alice sees each change', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const base = process.env.E2E_BASE_URL!;
  const paula = await tokenFor(browser, 'paula', base);
  const alice = await browser.newContext({ baseURL: base });
  const consumer = await alice.newPage();
  try {
    await signedIn('paula');
    await page.getByRole('button', { name: 'Hi, Paula: user menu' }).click();
    await page.getByRole('menuitem', { name: 'Provider workspace' }).click();
    await page.getByRole('tab', { name: 'Catalogue' }).click();

    // Two files at once: each gets its own progress bar and outcome, plus an overall bar.
    const importForm = page.getByRole('form', { name: 'Import from files' });
    const chooser = page.waitForEvent('filechooser');
    await importForm.getByRole('button', { name: 'Document files' }).click();
    await (await chooser).setFiles([
      { name: `quillwort-${run}.json`, mimeType: 'application/json', buffer: Buffer.from(goodDocument) },
      {
        name: `broken-${run}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from('{"openapi": "3.0.0",'),
      },
    ]);
    await importForm.getByRole('button', { name: 'Import files' }).click();
    const runs = page.getByTestId('import-run');
    await expect(runs).toHaveCount(2);
    await expect(page.getByRole('progressbar', { name: `Upload of quillwort-${run}.json` })).toBeVisible();
    await expect(runs.nth(0).getByRole('status')).toContainText(
      `${title} (quillwort-${run.toLowerCase()}:1.0.0)`,
      {
        timeout: 60_000,
      },
    );
    const rejected = runs.nth(1).getByRole('alert');
    await expect(rejected).toContainText(`broken-${run}.json was not imported`, { timeout: 60_000 });
    await expect(rejected).toContainText('Invalid body: not valid JSON');
    await expect(page.getByText('Overall: 2 of 2 document(s), 1 rejected')).toBeVisible();
    const itemId = `quillwort-${run.toLowerCase()}:1.0.0`;

    // Consumer search finds it at once.
    await signIn(consumer, 'alice', { path: '/store/catalog' });
    await searchAs(consumer, `quillwort ${run}`);
    await expect(
      consumer.getByRole('list', { name: 'Results' }).getByRole('heading', { name: title }),
    ).toBeVisible({
      timeout: 30_000,
    });

    // Edit: filter the list, open the item with the keyboard, write Markdown, preview it, save.
    await page.getByLabel('Filter by name').fill(run);
    const edit = page.getByTestId('catalog-items').getByRole('button', { name: `Edit ${title}` });
    await expect(edit).toBeVisible({ timeout: 30_000 });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeVisible();
    const details = page.getByRole('form', { name: 'Item details' });
    await details
      .getByRole('textbox', { name: 'Description (Markdown)' })
      .fill(`**Leafy ${run}** <script>bad()</script>`);
    await details.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByTestId('description-preview');
    await expect(preview.locator('strong')).toHaveText(`Leafy ${run}`);
    expect(await preview.innerHTML()).not.toContain('script');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(details.getByRole('status')).toHaveText('Saved.');
    const saved = await providerGet(browser, paula, `/api/provider/items/${encodeURIComponent(itemId)}`);
    expect(saved.body.description).toBe(`**Leafy ${run}** <script>bad()</script>`);

    // The consumer's About tab renders it the same way.
    await consumer.goto(`/store/catalog/details/${encodeURIComponent(itemId)}`);
    await expect(consumer.getByTestId('item-description').locator('strong')).toHaveText(`Leafy ${run}`, {
      timeout: 30_000,
    });

    // Retire: confirm, back to the list with a notice; search no longer finds it.
    await page.getByRole('button', { name: 'Retire item' }).click();
    await page
      .getByRole('dialog', { name: `Retire ${title}?` })
      .getByRole('button', { name: 'Retire' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: `${title} was retired.` })).toBeVisible();
    expect(
      (await providerGet(browser, paula, `/api/provider/items/${encodeURIComponent(itemId)}`)).status,
    ).toBe(404);
    await searchAs(consumer, `quillwort ${run}`);
    await expect(consumer.getByText('No results found')).toBeVisible({ timeout: 30_000 });
    await expect(
      consumer.getByRole('list', { name: 'Results' }).getByRole('heading', { name: title }),
    ).toHaveCount(0);
  } finally {
    await alice.close();
  }
});
