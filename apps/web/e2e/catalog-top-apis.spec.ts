import { expect, test } from './support/fixtures.ts';

test('Top APIs: groups of at most 4 cards; a card opens its details', async ({ page, signedIn }) => {
  await signedIn('alice', '/store/catalog/top-apis');
  await expect(page.getByRole('heading', { level: 1, name: 'Top APIs' })).toBeVisible();
  const groups = page.getByTestId('metric-group');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) {
    const cards = await group.getByTestId('result-card').count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(4);
  }
  const link = groups.first().getByTestId('result-card').first().getByRole('heading').getByRole('link');
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}(/.*)?$`));
});
