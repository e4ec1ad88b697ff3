import { test as base, expect } from '@playwright/test';
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
