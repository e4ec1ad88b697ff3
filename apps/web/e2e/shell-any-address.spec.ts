import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

/**
 * The portal opened under an address other than PUBLIC_URL (http://localhost:<port> here): the
 * server redirects the page to PUBLIC_URL, where sign-in works and greets the user. storefront.test
 * stands for a LAN or DNS name of the machine; Chromium resolves it to 127.0.0.1.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--host-resolver-rules=MAP storefront.test 127.0.0.1',
    ],
  },
});

const canonical = () => new URL(process.env.E2E_BASE_URL!);
const under = (hostname: string) => `http://${hostname}:${canonical().port}`;

test.describe('opening the portal on any address', () => {
  test('through 127.0.0.1: redirected to PUBLIC_URL, signs in and greets Alice', async ({ page }) => {
    await signIn(page, 'alice', { baseURL: under('127.0.0.1') });
    expect(new URL(page.url()).origin).toBe(canonical().origin);
    await expect(page).toHaveURL(/\/store\/$/);
    await expect(page.getByRole('button', { name: 'Hi, Alice: user menu' })).toBeVisible();
  });

  test('through another host name: lands on the same page and query of the canonical origin', async ({
    page,
  }) => {
    await signIn(page, 'alice', {
      baseURL: under('storefront.test'),
      path: '/store/catalog?text=pet&size=12',
    });
    const landed = new URL(page.url());
    expect(landed.origin).toBe(canonical().origin);
    expect(landed.pathname).toBe('/store/catalog');
    expect(landed.searchParams.get('text')).toBe('pet');
    await expect(page.getByRole('button', { name: 'Hi, Alice: user menu' })).toBeVisible();
    await expect(page.getByLabel('Search APIs')).toHaveValue('pet');
  });

  test('the API answers on any address, without a redirect', async ({ request }) => {
    const res = await request.get(`${under('127.0.0.1')}/api/auth-config`, { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect((await res.json()).authority).toBe(`${canonical().origin}/oidc`);
  });
});
