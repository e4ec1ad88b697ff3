import { apiCall } from './support/api-call.ts';
import { axeViolations } from './support/axe.ts';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';

/**
 * Provider workspace, Usage tab (issue 15 part 6), end to end with real sign-in: alice opens an item's
 * details and makes it a favourite in the browser; paula finds the item in the Usage tab and reads
 * the counts, in the totals and in the charts' data tables.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;
const itemId = `e2e-usage-${run}`;
const itemName = `Usage API ${run}`;

// axe is injected into the page, which the portal's CSP would refuse.
test.use({ bypassCSP: true });

test('alice views and favourites an item; paula sees the counts in the Usage tab', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const base = process.env.E2E_BASE_URL!;
  const paulaToken = await tokenFor(browser, 'paula', base);
  await apiCall(browser, paulaToken, 'POST', '/api/provider/items', { id: itemId, name: itemName });

  // alice, in her own browser context: the details page records the view, the heart the favourite.
  const aliceContext = await browser.newContext({ baseURL: base });
  try {
    const alicePage = await aliceContext.newPage();
    await signIn(alicePage, 'alice', { path: `/store/catalog/details/${itemId}` });
    const heart = alicePage.getByRole('button', { name: `Add to favourites: ${itemName}` });
    await expect(heart).toBeVisible();
    await heart.click();
    await expect(
      alicePage.getByRole('button', { name: `Remove from favourites: ${itemName}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await aliceContext.close();
  }

  await signedIn('paula');
  await page.getByRole('button', { name: 'Hi, Paula: user menu' }).click();
  await page.getByRole('menuitem', { name: 'Provider workspace' }).click();
  await page.getByRole('tab', { name: 'Usage' }).click();
  // All items first, then the item chosen through the server-side search.
  await expect(page.getByRole('heading', { level: 2, name: /^All items: / })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Item' });
  await picker.click();
  await picker.fill(itemName);
  await page.getByRole('option', { name: itemName }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${itemName}: `) })).toBeVisible();

  await expect(page.getByTestId('usage-total-views')).toHaveText('1');
  await expect(page.getByTestId('usage-total-favourites')).toHaveText('1');
  await expect(page.getByTestId('usage-total-favouritesAdded')).toHaveText('1');
  await expect(page.getByTestId('usage-total-questions')).toHaveText('0');

  // The charts are drawn (uPlot canvases) and each says in words what it shows.
  const views = page.getByTestId('usage-chart-views');
  await expect(views.locator('canvas')).toHaveCount(1);
  await expect(views.locator('figcaption')).toContainText('Views: 1 in total');
  await expect(page.getByTestId('usage-chart-marks').locator('figcaption')).toContainText(
    'Favourites: 0 at the start, 1 at the end',
  );
  // The data table is the text alternative: today's row holds the view.
  await views.getByText('Show the data as a table').click();
  const table = views.getByRole('table', { name: 'Views' });
  await expect(table.getByRole('row')).toHaveCount(31); // header + 30 days
  await expect(table.getByRole('row').last().getByRole('cell')).toHaveText('1');
  expect(await axeViolations(page)).toEqual([]);
  if (process.env.E2E_USAGE_SCREENSHOT)
    await page.screenshot({ path: process.env.E2E_USAGE_SCREENSHOT, fullPage: true });

  // A weekly range keeps the counts; the most used items list is the whole catalogue's (on the
  // shared e2e server other specs' items may outrank this one, so only its presence is checked).
  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Last 90 days (weekly)' }).click();
  await expect(page.getByTestId('usage-chart-views').locator('figcaption')).toContainText('per week');
  await expect(page.getByTestId('usage-total-views')).toHaveText('1');
  const top = page.getByRole('table', { name: 'Most used items' });
  await expect(top).toBeVisible();
  expect(await top.getByRole('row').count()).toBeGreaterThan(1);
});
