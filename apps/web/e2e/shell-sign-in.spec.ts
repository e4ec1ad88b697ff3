import { expect, test } from './support/fixtures.ts';

test.describe('sign-in and the shell', () => {
  test('signs in through the embedded provider, greets Alice and shows the landing page', async ({
    page,
    signedIn,
  }) => {
    await signedIn('alice');
    await expect(page).toHaveURL(/\/store\/$/);
    await expect(page.getByRole('button', { name: 'Hi, Alice: user menu' })).toBeVisible();
    // The quick start runs in demo mode (loopback PUBLIC_URL): every page says so.
    await expect(page.getByRole('note')).toHaveText(/^This is a demo: anyone can sign in/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Discover our APIs' })).toHaveAttribute(
      'href',
      '/store/catalog',
    );
    await expect(page.getByTestId('tile-fav')).toHaveAttribute('href', '/store/catalog/favorites');
    await expect(page.getByTestId('tile-news')).toHaveAttribute('href', '/store/news/announcements');
    await expect(page.getByRole('heading', { name: 'Recently Viewed' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Catalog', 'My Favorites', 'Latest News']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
  });

  test('returns to the page that was asked for after sign-in', async ({ page, signedIn }) => {
    await signedIn('alice', '/store/catalog/favorites');
    await expect(page).toHaveURL(/\/store\/catalog\/favorites$/);
  });

  test('keyboard users can skip to the main content', async ({ page, signedIn }) => {
    await signedIn('alice');
    await expect(page.getByRole('link', { name: 'Discover our APIs' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('logout ends the provider session and asks to sign in again', async ({ page, signedIn }) => {
    await signedIn('alice');
    await page.getByRole('button', { name: 'Hi, Alice: user menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This is a demo' })).toBeVisible();
    // The provider session is gone: coming back does not sign in silently.
    await page.goto('/store/');
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('an unknown path shows the 404 page whose button goes home', async ({ page, signedIn }) => {
    await signedIn('alice', '/store/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Visit Our Home Page' }).click();
    await expect(page).toHaveURL(/\/store\/?$/);
    await expect(page.getByRole('link', { name: 'Discover our APIs' })).toBeVisible();
  });
});

test.describe('phone-sized screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Menu button opens a panel with the navigation', async ({ page, signedIn }) => {
    await signedIn('alice');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    for (const name of ['Home', 'Catalog', 'My Favorites', 'Latest News']) {
      await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(panel.getByText('Hi, Alice')).toBeVisible();
    await panel.getByRole('link', { name: 'My Favorites' }).click();
    await expect(page).toHaveURL(/\/store\/catalog\/favorites$/);
    await expect(panel).toBeHidden();
  });
});
