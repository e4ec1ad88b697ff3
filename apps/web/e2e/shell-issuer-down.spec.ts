import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { freePort, repoRoot, type StartedServer, startServer, stopServer } from './support/servers.ts';

/**
 * A portal whose identity provider cannot be reached (OIDC_ISSUER on a port nothing listens on): the
 * SPA shows the startup error screen naming the issuer it tried, never a blank page.
 */
test.describe('identity provider unreachable at start', () => {
  let server: StartedServer | undefined;
  let issuer = '';

  test.beforeAll(async () => {
    // Starting a server of its own (migrations, tsx) can take minutes on a busy machine.
    test.setTimeout(300_000);
    issuer = `http://127.0.0.1:${await freePort()}`;
    const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no SPA build in ${dist}`);
    server = await startServer('issuer-down', {
      WEB_DIST_DIR: dist,
      STOREFRONT_SEED_DEMO: 'false',
      OIDC_ISSUER: `${issuer}/`,
    });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
  });

  test('shows the generic error screen with the issuer in its detail', async ({ page }) => {
    await page.goto(`${server!.url}/store/catalog`);
    const screen = page.getByRole('alert');
    await expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(screen.getByTestId('startup-error-detail')).toHaveText(
      new RegExp(`^Could not reach the identity provider at ${issuer.replace(/[.]/g, '\\.')} \\(.+\\)\\.$`),
    );
    await expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
