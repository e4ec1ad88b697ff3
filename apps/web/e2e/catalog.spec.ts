import { pagination, resultNames, tabTo } from './catalog-support.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('catalogue search', () => {
  test('search (debounced), filter, sort, page size and view survive a reload', async ({
    page,
    signedIn,
  }) => {
    await signedIn('alice', '/store/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
    await expect(page.getByText(/^Showing 1–24 of \d+ results$/)).toBeVisible();

    await page.getByLabel('Search APIs').fill('api');
    // Nothing happens while typing; 1500 ms later the search runs from page 1, by name ascending.
    await expect(page).not.toHaveURL(/text=/);
    await expect(page).toHaveURL(/[?&]text=api(&|$)/);

    const free = page.getByRole('checkbox', { name: /^Free \(\d+\)$/ });
    await free.click(); // the URL changes first, then the box re-renders checked
    await expect(free).toBeChecked();
    await expect(page).toHaveURL(/pricingplans=free/);
    await page.getByLabel('Sort by').selectOption('dateUpdated');
    await page.getByTestId('sort-order').click();
    await page.getByLabel('Page size').selectOption('12');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByTestId('result-row').first()).toBeVisible();
    const before = await resultNames(page);
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThanOrEqual(12);
    const url = page.url();

    await page.reload();
    await expect(page.getByTestId('result-row').first()).toBeVisible();
    expect(page.url()).toBe(url);
    await expect(page.getByLabel('Search APIs')).toHaveValue('api');
    await expect(page.getByRole('checkbox', { name: /^Free \(\d+\)$/ })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('dateUpdated');
    await expect(page.getByTestId('sort-order')).toHaveText('Desc');
    await expect(page.getByLabel('Page size')).toHaveValue('12');
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(await resultNames(page)).toEqual(before);

    // Back goes to the previous state (before the list-view choice, which is a preference, not URL).
    await page.goBack();
    await expect(page.getByLabel('Page size')).toHaveValue('24');
  });

  test('paging buttons for the first, a middle and the last page', async ({ page, signedIn }) => {
    await signedIn('alice', '/store/catalog?size=12');
    const nav = pagination(page);
    await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pages = Number(
      await nav
        .getByRole('button', { name: /^Page \d+$/ })
        .last()
        .textContent(),
    );
    expect(pages).toBeGreaterThan(7);
    const firstPage = await resultNames(page);

    const middle = Math.ceil(pages / 2);
    await page.goto(`/store/catalog?size=12&page=${middle}`);
    await expect(nav.getByRole('button', { name: `Page ${middle}`, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const labels = await nav.getByRole('button', { name: /^Page \d+$/ }).allTextContents();
    expect(labels).toEqual(['1', String(middle - 1), String(middle), String(middle + 1), String(pages)]);
    await expect(nav.locator('.mantine-Pagination-dots')).toHaveCount(2);
    await expect
      .poll(async () => {
        const names = await resultNames(page);
        return names.length > 0 && names[0] !== firstPage[0];
      })
      .toBe(true);

    await nav.getByRole('button', { name: `Page ${pages}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pages}`));
    await expect(
      page.getByText(new RegExp(`^Showing ${(pages - 1) * 12 + 1}–\\d+ of \\d+ results$`)),
    ).toBeVisible();
    await nav.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => resultNames(page)).toEqual(firstPage);
  });

  test('an empty result offers Clear Filters, which brings the catalogue back', async ({
    page,
    signedIn,
  }) => {
    await signedIn('alice', '/store/catalog?text=zqxjkvw&pricingplans=free');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText(/^Showing 1–24 of \d+ results$/)).toBeVisible();
    await expect(page).not.toHaveURL(/text=|pricingplans=/);
    await expect(page.getByLabel('Search APIs')).toHaveValue('');
  });

  test('keyboard only: search, filters and paging', async ({ page, signedIn }) => {
    await signedIn('alice', '/store/catalog?size=12');
    await expect(page.getByText(/^Showing 1–12 of/)).toBeVisible();
    const search = page.getByLabel('Search APIs');
    await tabTo(page, search);
    await page.keyboard.type('api');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/text=api/);

    const free = page.getByRole('checkbox', { name: /^Free \(\d+\)$/ });
    await tabTo(page, free);
    await page.keyboard.press('Space');
    await expect(free).toBeChecked();
    await expect(page).toHaveURL(/pricingplans=free/);

    const page2 = pagination(page).getByRole('button', { name: 'Page 2', exact: true });
    await tabTo(page, page2, 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the filter button hides and shows the filters on a narrow screen', async ({ page, signedIn }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signedIn('alice', '/store/catalog');
    const button = page.getByRole('button', { name: 'Filters' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('filter-panel')).toHaveCount(0);
    await button.click();
    await expect(page.getByTestId('filter-panel')).toBeVisible();
  });

  test('the left navigation lists the catalogue areas', async ({ page, signedIn }) => {
    await signedIn('alice', '/store/catalog');
    const nav = page.getByRole('navigation', { name: 'Catalogue' });
    await expect(nav.getByRole('link')).toHaveText(['Catalog', 'Taxonomy', 'Top APIs', 'My Favorites']);
    await expect(nav.getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page');
  });
});
