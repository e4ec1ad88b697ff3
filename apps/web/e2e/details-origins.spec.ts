import { apiAs, crumbsOf, detailsMenu } from './details-support.ts';
import { expect, test } from './support/fixtures.ts';

/** The details page reached from each origin puts that origin into the breadcrumb, across tabs. */
test('breadcrumb from My Favorites', async ({ page, signedIn }) => {
  await signedIn('bob');
  await apiAs(page, '/api/web/my/store/favourites/github/add', { method: 'POST' });
  await page.goto('/store/catalog/favorites');
  const card = page.getByRole('link', { name: /GitHub/ }).first();
  const name = (await card.textContent())?.trim() ?? '';
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => crumbsOf(page)).toEqual(['Home', 'Catalog', 'My Favorites', name, 'About']);
  await detailsMenu(page).getByRole('link', { name: 'Provider Updates' }).click();
  await expect
    .poll(() => crumbsOf(page))
    .toEqual(['Home', 'Catalog', 'My Favorites', name, 'Provider Updates']);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'My Favorites' })
    .click();
  await expect(page).toHaveURL(/\/store\/catalog\/favorites$/);
});

test('breadcrumb from Top APIs', async ({ page, signedIn }) => {
  await signedIn('alice', '/store/catalog/top-apis');
  const link = page
    .getByTestId('metric-group')
    .first()
    .getByTestId('result-card')
    .first()
    .getByRole('heading')
    .getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => crumbsOf(page)).toEqual(['Home', 'Catalog', 'Top APIs', name, 'About']);
});

test('breadcrumb from Taxonomy', async ({ page, signedIn }) => {
  await signedIn('alice', '/store/catalog/taxonomy');
  await page.getByTestId('taxonomy-node').first().locator('.taxonomy-node-label').click();
  const results = page.getByRole('region', { name: /^Results for / });
  const link = results.getByRole('heading').getByRole('link').first();
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => crumbsOf(page)).toEqual(['Home', 'Catalog', 'Taxonomy', name, 'About']);
});

test('no origin from the catalogue search; ?origin= survives a reload', async ({ page, signedIn }) => {
  await signedIn('alice', '/store/catalog/details/github/methods');
  await expect(page.getByRole('table', { name: 'Methods' })).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect.poll(() => crumbsOf(page)).toEqual(['Home', 'Catalog', name, 'Methods']);
  await page.goto('/store/catalog/details/github/methods?origin=topapis');
  await expect.poll(() => crumbsOf(page)).toEqual(['Home', 'Catalog', 'Top APIs', name, 'Methods']);
});
