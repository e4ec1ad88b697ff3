import { pagination } from './catalog-support.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('taxonomy', () => {
  test('tree search keeps the ancestors of matches; a selection shows its items', async ({
    page,
    signedIn,
  }) => {
    await signedIn('alice', '/store/catalog/taxonomy');
    await expect(page.getByRole('heading', { level: 1, name: 'Taxonomy' })).toBeVisible();
    await expect(page.getByText('Select a classification to view results')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'API Categories' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Organisation' })).toBeVisible();

    await page.getByLabel('Search classifications').fill('AMAZON');
    const amazon = page.getByRole('button', { name: /^Amazon Web Services/ });
    await expect(amazon).toBeVisible();
    await expect(page.getByRole('button', { name: /^Platform & Infrastructure/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cloud \(/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Media Experiences/ })).toHaveCount(0);

    await amazon.click();
    await expect(page).toHaveURL(/classification=cat-cloud-amazonaws/);
    await expect(page.getByRole('heading', { level: 2, name: 'Amazon Web Services' })).toBeVisible();
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    await expect(page.getByTestId('result-card').first()).toBeVisible();
    await expect(amazon).toHaveAttribute('aria-current', 'true');
  });

  test('Collapse All and Expand All; changing the sort goes back to page 1', async ({ page, signedIn }) => {
    await signedIn('alice', '/store/catalog/taxonomy');
    await page.getByRole('button', { name: 'Expand All' }).click();
    const messaging = page.getByRole('button', { name: /^Messaging Team/ });
    await expect(messaging).toBeVisible();
    await page.getByRole('button', { name: 'Collapse All' }).click();
    await expect(messaging).toHaveCount(0);

    await page.getByRole('button', { name: /^Customer Engagement/ }).click();
    await pagination(page).getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.getByLabel('Sort by').selectOption('dateUpdated');
    await expect(page).toHaveURL(/sort=dateUpdated/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(pagination(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('dateUpdated');
    await expect(page.getByRole('heading', { level: 2, name: 'Customer Engagement' })).toBeVisible();
  });

  test('on a narrow screen the results open in a dialog', async ({ page, signedIn }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signedIn('alice', '/store/catalog/taxonomy');
    await page.getByRole('button', { name: /^Communication/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Communication' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('result-card').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/classification=/);
  });
});
