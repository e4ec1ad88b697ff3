import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { repoRoot, type StartedServer, startServer, stopServer } from './servers.ts';
import { type DemoUser, signIn } from './sign-in.ts';

/**
 * `test` with a `signedIn` helper bound to the page: `await signedIn('alice')`.
 * Import from here in feature specs: `import { expect, test } from './support/fixtures.ts'`.
 */
export const test = base.extend<{ signedIn: (user: DemoUser, path?: string) => Promise<void> }>({
  signedIn: async ({ page }, use) => {
    await use((user, path) => signIn(page, user, { path }));
  },
});

export { accessTokenOf, signIn, tokenFor } from './sign-in.ts';
export { expect };

/** The second server: 100-second tokens, provider role required (see global-setup.ts). */
export const strictURL = () => {
  const url = process.env.E2E_STRICT_URL;
  if (!url) throw new Error('E2E_STRICT_URL is not set: run through playwright.config.ts');
  return url;
};

/**
 * `test` on a demo-seeded server of the spec's own (one per worker that runs it), for journeys that
 * change state other specs share, such as removing alice's developer and with it her keys.
 */
export function testOnOwnServer(name: string, env: Record<string, string> = {}) {
  return test.extend<object, { ownServer: StartedServer }>({
    ownServer: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
      async ({}, use) => {
        const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
        const server = await startServer(name, { WEB_DIST_DIR: dist, STOREFRONT_SEED_DEMO: 'true', ...env });
        try {
          await use(server);
        } finally {
          await stopServer(server);
        }
      },
      // Migrations and the demo seed can take minutes on a busy machine.
      { scope: 'worker', timeout: 600_000 },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.url),
  });
}
