import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

/**
 * Issue 31: the embedded identity provider's pages speak the reader's language: the one the user
 * picked in the portal (sent as ui_locales), else the browser's, else English; Arabic right to left.
 */
test.describe('sign-in pages in the reader language', () => {
  const root = (page: Page) =>
    page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

  async function openSignIn(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...options });
    const page = await context.newPage();
    await page.goto('/store/');
    await expect(page.locator('input[name="username"]')).toBeVisible({ timeout: 30_000 });
    return page;
  }

  test('a German browser sees the German sign-in page, a German refusal, and signs in', async ({
    browser,
  }) => {
    const page = await openSignIn(browser, { locale: 'de-DE' });
    expect(await root(page)).toEqual(['de', 'ltr']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bei .+ anmelden$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Dies ist eine Demo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();

    await page.getByLabel('Benutzername oder E-Mail').fill('niemand');
    await page.getByLabel('Passwort', { exact: true }).fill('falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort ist falsch.');
    await expect(page.getByLabel('Benutzername oder E-Mail')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Benutzername oder E-Mail').fill('alice');
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/store') && url.pathname !== '/store/auth/callback',
    );
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    await page.context().close();
  });

  test("the language picked in the portal wins over the browser's (ui_locales)", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'de-DE' });
    // The portal's copy of a pick made earlier in this browser (My Profile).
    await context.addInitScript(() => window.localStorage.setItem('storefront.language', 'fr'));
    const page = await context.newPage();
    await page.goto('/store/');
    await expect(page.locator('input[name="username"]')).toBeVisible({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    expect(await root(page)).toEqual(['fr', 'ltr']);
    await expect(page.getByLabel("Nom d'utilisateur ou e-mail")).toBeVisible();
    // The forgotten-password page keeps the picked language.
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeVisible();
    expect(await root(page)).toEqual(['fr', 'ltr']);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`Arabic reads right to left, and axe finds no violation (${colorScheme})`, async ({ browser }) => {
      const page = await openSignIn(browser, { locale: 'ar', colorScheme, bypassCSP: true });
      expect(await root(page)).toEqual(['ar', 'rtl']);
      await expect(page.getByLabel('اسم المستخدم أو البريد الإلكتروني')).toBeVisible();
      await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
      await expectAccessible(page, `sign-in (ar, ${colorScheme})`);

      await page.getByRole('link', { name: 'هل نسيت كلمة المرور؟' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' })).toBeVisible();
      expect(await root(page)).toEqual(['ar', 'rtl']);
      await expectAccessible(page, `forgot password (ar, ${colorScheme})`);
      await page.context().close();
    });
  }
});
