import { accessTokenOf, expect, signIn, strictURL, test } from './support/fixtures.ts';

// The strict server: 100-second access tokens (renewed 90 s before expiry, so after ~10 s) and only
// the provider role may use the portal.
test.describe('strict server', () => {
  test('a user without the required role gets the permission screen', async ({ page }) => {
    await signIn(page, 'alice', { baseURL: strictURL(), expectShell: false });
    await expect(page.getByRole('heading', { name: "You don't have permission to view this" })).toBeVisible();
    await expect(page.getByText('Please contact your system administrator for access.')).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('the page stays usable across a token renewal', async ({ page }) => {
    await signIn(page, 'paula', { baseURL: strictURL() });
    await expect(page.getByRole('button', { name: 'Hi, Paula: user menu' })).toBeVisible();
    const first = await accessTokenOf(page);
    await expect.poll(() => accessTokenOf(page), { timeout: 40_000, intervals: [1000] }).not.toBe(first);
    // The new token works: a route change refreshes my/store with it.
    const store = page.waitForResponse((r) => r.url().endsWith('/api/web/my/store'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' }).click();
    expect((await store).status()).toBe(200);
    const sent = (await store).request().headers().authorization;
    expect(sent).toBe(`Bearer ${await accessTokenOf(page)}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('link', { name: 'Discover our APIs' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveCount(0);
  });

  test('a branding change shows after reload', async ({ page }) => {
    const base = strictURL();
    await signIn(page, 'paula', { baseURL: base });
    const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
    const branding = {
      primaryColor: '#8A1538',
      primaryBtnTextColor: '#FFFFFF',
      borderRadius: 12,
      brandName: 'Acme APIs',
      landingTitle: 'Welcome to Acme',
      landingMessage: 'Acme builds APIs.',
    };
    const put = await page.request.put(`${base}/api/provider/branding`, { headers, data: branding });
    expect(put.status()).toBe(200);
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#8A1538"/></svg>';
    const putLogo = await page.request.put(`${base}/api/provider/branding/logo`, {
      headers: { ...headers, 'content-type': 'image/svg+xml' },
      data: logo,
    });
    expect(putLogo.status()).toBe(204);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Acme' })).toBeVisible();
    await expect(page.getByText('Acme builds APIs.')).toBeVisible();
    await expect(page).toHaveTitle('Home · Acme APIs');
    const img = page.getByRole('img', { name: 'Acme APIs logo' });
    await expect(img).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    const button = page.getByRole('link', { name: 'Discover our APIs' });
    await expect(button).toHaveCSS('background-color', 'rgb(138, 21, 56)');
    await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(button).toHaveCSS('border-radius', '12px');
  });
});
