import type { ItemDetails } from '@storefront/contract/details';
import { expect, test } from './support/fixtures.ts';

const isGithubSummary = (url: string) => new URL(url).pathname === '/api/web/catalog/item/github/summary';

test("GitHub's details arrive brotli-compressed from the per-version cache and render in Chromium", async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  const arriving = page.waitForResponse((r) => isGithubSummary(r.url()) && r.request().method() === 'GET');
  await page.goto('/store/catalog/details/github');
  const response = await arriving;
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.etag).toMatch(/^"[^"]+\.br"$/);
  expect(headers.vary).toContain('Accept-Encoding');
  // The browser decoded the appended flags block: the JSON is whole and carries alice's flags.
  const details = (await response.json()) as ItemDetails;
  expect(details.operations.length).toBeGreaterThan(1000);
  expect(typeof details.userFavourite).toBe('boolean');
  expect(typeof details.userWatched).toBe('boolean');
  await expect(page.getByRole('heading', { level: 1, name: details.name })).toBeVisible();
  const heart = page.getByRole('button', { name: /^(Add to|Remove from) favourites: / });
  await expect(heart).toHaveAccessibleName(
    new RegExp(`^${details.userFavourite ? 'Remove from' : 'Add to'} favourites: `),
  );
});
