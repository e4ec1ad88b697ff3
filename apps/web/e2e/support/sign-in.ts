import { type Browser, expect, type Page } from '@playwright/test';

/** Demo accounts of the embedded identity provider (password "storefront"); paula is a provider. */
export type DemoUser = 'alice' | 'bob' | 'paula';
export const DEMO_PASSWORD = 'storefront';

/**
 * Fills and submits the embedded provider's sign-in form by its fields' names, which stay the same
 * in every language (issue 31: the page speaks the browser's or the user's language).
 */
export async function fillSignInForm(page: Page, username: string, password: string) {
  const form = page.locator('form:has(input[name="password"])');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/**
 * Signs in through the real OIDC flow: opens `path` (default the home page) on `baseURL` (default
 * the config's), fills the embedded provider's form and waits until the portal is back at `path`.
 */
export async function signIn(
  page: Page,
  user: DemoUser,
  opts: { path?: string; baseURL?: string; expectShell?: boolean } = {},
) {
  const target = `${opts.baseURL ?? ''}${opts.path ?? '/store/'}`;
  await page.goto(target);
  await fillSignInForm(page, user, DEMO_PASSWORD);
  await page.waitForURL(
    (url) => url.pathname.startsWith('/store') && url.pathname !== '/store/auth/callback',
  );
  if (opts.expectShell !== false) await expect(page.getByRole('banner')).toBeVisible();
}

/** The access token the signed-in page holds (oidc-client-ts keeps the user in sessionStorage). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.startsWith('oidc.user:'))
        return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    }
    return null;
  });
  if (!token) throw new Error('no signed-in user in this page');
  return token;
}

/** A bearer token for `user` obtained through a real sign-in in a throwaway context. */
export async function tokenFor(browser: Browser, user: DemoUser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, user, { baseURL });
    return await accessTokenOf(page);
  } finally {
    await context.close();
  }
}
