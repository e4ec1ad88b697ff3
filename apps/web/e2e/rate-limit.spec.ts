import fs from 'node:fs';
import path from 'node:path';
import { expect, signIn, test } from './support/fixtures.ts';
import { repoRoot, type StartedServer, startServer, stopServer } from './support/servers.ts';

/**
 * Rate limits (issue 16 part 9) on a server of its own with low limits: the sign-in page says how
 * long to wait after too many failed attempts, and a refused write shows the server's wait beside
 * the form's failure text.
 */
test.describe('rate limits', () => {
  let server: StartedServer | undefined;

  test.beforeAll(async () => {
    // Starting a server of its own (migrations, tsx) can take minutes on a busy machine.
    test.setTimeout(300_000);
    const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no SPA build in ${dist}`);
    server = await startServer('rate-limit', {
      WEB_DIST_DIR: dist,
      STOREFRONT_SEED_DEMO: 'false',
      RATE_LIMIT_SIGNIN_PER_MINUTE: '2',
      RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '100',
      RATE_LIMIT_WRITES_PER_MINUTE: '2',
      RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: '100',
    });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
  });

  test('the sign-in page says how long to wait after too many failed attempts', async ({ page }) => {
    await page.goto(`${server!.url}/store/`);
    for (const attempt of ['wrong-1', 'wrong-2']) {
      await page.getByLabel('Username').fill('paula');
      await page.getByLabel('Password').fill(attempt);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
    }
    await page.getByLabel('Username').fill('paula');
    await page.getByLabel('Password').fill('storefront');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Too many requests\. Try again in \d+ seconds?\.$/);
  });

  test("a refused write shows the server's wait after the failure text", async ({ page }) => {
    await signIn(page, 'alice', { baseURL: server!.url, path: '/store/profile' });
    const name = page.getByLabel('Display name');
    const save = page.getByRole('button', { name: /save/i });
    for (const [i, expected] of [
      [1, 'Your details have been successfully updated'],
      [2, 'Your details have been successfully updated'],
    ] as const) {
      await name.fill(`Alice ${i}`);
      await save.click();
      await expect(page.getByText(expected)).toBeVisible();
    }
    await name.fill('Alice 3');
    await save.click();
    await expect(
      page.getByText(
        /^Your display name could not be updated at this time, please try again Too many requests\. Try again in \d+ seconds?\.$/,
      ),
    ).toBeVisible();
  });
});
