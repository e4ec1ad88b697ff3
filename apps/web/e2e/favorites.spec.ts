import { expect, test } from './support/fixtures.ts';

// bob: other specs favourite with alice; this one owns bob's favourites.
test.describe('favourites', () => {
  test('favourite from a card, then find it in My Favorites and remove it there', async ({
    page,
    signedIn,
  }) => {
    await signedIn('bob', '/store/catalog?text=spotify');
    const card = page.getByTestId('result-card').filter({ hasText: 'Spotify Web API' });
    const heart = card.getByRole('button', { name: /^(Add to|Remove from) favourites: Spotify Web API$/ });
    await expect(heart).toBeVisible();
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click(); // left over from an earlier run: start from "not a favourite"
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    }
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Remove from favourites: Spotify Web API');

    await page
      .getByRole('navigation', { name: 'Catalogue' })
      .getByRole('link', { name: 'My Favorites' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
    const favourite = page.getByTestId('result-card').filter({ hasText: 'Spotify Web API' });
    await expect(favourite).toBeVisible();

    await favourite.getByRole('button', { name: 'Remove from favourites: Spotify Web API' }).click();
    await expect(page.getByTestId('result-card').filter({ hasText: 'Spotify Web API' })).toHaveCount(0);
  });

  test('a failed toggle leaves the heart as it was and says so', async ({ page, signedIn }) => {
    await signedIn('bob', '/store/catalog?text=netatmo');
    await page.route('**/api/web/my/store/favourites/**', (route) =>
      route.fulfill({ status: 500, json: { code: 'HTTP-500', detail: 'Internal Server Error' } }),
    );
    const heart = page.getByRole('button', { name: 'Add to favourites: Netatmo' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByRole('alert')).toContainText('could not be added to your favourites');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName('Add to favourites: Netatmo');
  });

  test('subscribe from a card with the bell', async ({ page, signedIn }) => {
    await signedIn('bob', '/store/catalog?text=netatmo');
    const bell = page.getByRole('button', { name: /^(Subscribe|Unsubscribe): Netatmo$/ });
    const before = await bell.getAttribute('aria-pressed');
    await bell.click();
    await expect(bell).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await page.reload();
    await expect(bell).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await bell.click(); // put it back
    await expect(bell).toHaveAttribute('aria-pressed', before ?? 'false');
  });

  test('with no favourites the page says how to add some', async ({ page, signedIn }) => {
    await signedIn('paula', '/store/catalog/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'My Favorites' })).toBeVisible();
    await expect(
      page.getByText(
        'You currently have no favorites to display, add some from the search or details screen.',
      ),
    ).toBeVisible();
  });
});
