import type { ItemRuntime } from '@storefront/contract/runtime';
import { detailsMenu } from './details-support.ts';
import { DOCS_ITEMS, makeDocsItems } from './docs-support.ts';
import { expect, test, tokenFor } from './support/fixtures.ts';

test.beforeAll(async ({ browser, request, baseURL }) => {
  await makeDocsItems(request, await tokenFor(browser, 'paula', baseURL!));
});

const openDocs = async (page: import('@playwright/test').Page, id: string) => {
  await page.goto(`/store/catalog/details/${id}`);
  await detailsMenu(page).getByRole('link', { name: 'Documentation' }).click();
  await expect(page.getByRole('heading', { name: 'Documentation', level: 2 })).toBeVisible();
};

const openOperation = async (page: import('@playwright/test').Page, name: RegExp) => {
  await page.getByRole('navigation', { name: 'Operations' }).getByRole('link', { name }).click();
};

test('mock mode: operations by tag with search, schemas with cycles, and Try returns mock data', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  await openDocs(page, DOCS_ITEMS.mockOnly);
  // Key not allowed: no key panel; mock allowed: Try against the mock server.
  await expect(page.getByRole('region', { name: 'API key' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Operations' });
  await expect(nav.getByRole('heading', { name: 'pets' })).toBeVisible();
  await nav.getByLabel('Search operations and schemas').fill('show');
  await expect(nav.getByText('1 of 2 operations, 0 of 1 schemas')).toBeVisible();
  await nav.getByLabel('Search operations and schemas').fill('');
  await openOperation(page, /GET\s*\/pets\s*List pets/);
  await expect(page.getByRole('heading', { name: '/pets', level: 3 })).toBeVisible();
  const responses = page.getByRole('region', { name: 'Responses' });
  await responses.getByText('parent').first().click();
  await expect(responses.getByText('↻ Pet (circular reference)').first()).toBeVisible();

  await expect(page.getByLabel('Server')).toHaveValue('mock');
  const sent = page.waitForRequest((r) => r.url().endsWith(`/item/${DOCS_ITEMS.mockOnly}/try`));
  await page.getByRole('button', { name: 'Try', exact: true }).click();
  const request = await sent;
  // Mock calls carry the portal's bearer token (read from session storage by the client).
  expect(request.headers().authorization).toMatch(/^Bearer \S+/);
  expect(request.postDataJSON()).toMatchObject({
    server: 'mock',
    method: 'GET',
    path: '/pets',
    query: [['limit', '2']],
  });
  await expect(page.getByText('Status 200')).toBeVisible();
  // Pretty-printed, with status, time and headers.
  await expect(page.getByTestId('try-response-body')).toContainText('"name": "Rex"');
  await expect(page.getByTestId('try-status')).toHaveText(/^Status 200 .* · \d+ ms$/);
  await page.getByText(/^Headers \(\d+\)$/).click();
  await expect(page.getByTestId('try-response-headers')).toContainText(/content-type: application\/json/i);
});

test('"Get API Key" switches to key mode without a reload; Try and code samples carry the key', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  await openDocs(page, DOCS_ITEMS.keyed);
  const panel = page.getByRole('region', { name: 'API key' });
  await expect(
    panel.getByText('An API key is needed to use this API with real data or to enable Try.'),
  ).toBeVisible();
  const marker = await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
    return true;
  });
  expect(marker).toBe(true);
  await panel.getByRole('button', { name: 'Get API Key' }).click();
  const copy = panel.getByRole('button', { name: /^Copy API key / });
  await expect(copy).toBeVisible();
  const key = (await copy.textContent())!.trim();
  expect(key.length).toBeGreaterThan(10);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  await openOperation(page, /GET\s*\/pets\/\{petId\}/);
  // Key mode: the document's own servers, plus the mock server.
  const server = page.getByLabel('Server');
  await expect(server.locator('option')).toHaveText(['https://pets.example.com/v1', /^Mock server/]);
  await server.selectOption('mock');
  await page.getByLabel('petId (path)').fill('5');
  await expect(page.getByTestId('code-sample')).toContainText(`X-API-Key: ${key}`);
  await page.getByLabel('Code sample language').selectOption('python');
  await expect(page.getByTestId('code-sample')).toContainText(`"X-API-Key": "${key}"`);

  const sent = page.waitForRequest((r) => r.url().endsWith(`/item/${DOCS_ITEMS.keyed}/try`));
  await page.getByRole('button', { name: 'Try', exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    server: 'mock',
    path: '/pets/5',
    headers: { 'X-API-Key': key },
  });
  await expect(page.getByText('Status 200')).toBeVisible();
  await expect(page.getByTestId('try-response-body')).toContainText('"id"');
});

test('an expired key shows "(Expired)" and "Get New API Key"', async ({ page, signedIn }) => {
  await signedIn('alice');
  // The runtime as the platform reports it, with every key of the reserved application expired.
  await page.route(`**/api/web/catalog/item/${DOCS_ITEMS.keyed}/runtime`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const runtime = (await response.json()) as ItemRuntime;
    const product = runtime.platformRuntime.apiProduct?.name ?? DOCS_ITEMS.keyed;
    const developer = runtime.platformRuntime.developer ?? {
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Consumer',
      username: 'alice',
      status: 'active',
      apps: [],
    };
    const expired = {
      consumerKey: 'expired-key-0001',
      issuedAt: '2020-01-01T00:00:00.000Z',
      expiresAt: '2020-02-01T00:00:00.000Z',
      status: 'approved',
      products: [{ apiProduct: product, status: 'approved' }],
    };
    const apps = [{ name: 'storefront-try-it', reserved: true, credentials: [expired] }];
    await route.fulfill({
      response,
      json: {
        ...runtime,
        platformRuntime: {
          ...runtime.platformRuntime,
          apiProduct: { name: product },
          developer: { ...developer, apps },
        },
      },
    });
  });
  await openDocs(page, DOCS_ITEMS.keyed);
  const panel = page.getByRole('region', { name: 'API key' });
  await expect(panel.getByText('expired-key-0001')).toBeVisible();
  await expect(panel.getByText('(Expired)')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Get New API Key' })).toBeVisible();
  // With the key expired and mock allowed, Try works against the mock.
  await openOperation(page, /GET\s*\/pets\s*List pets/);
  await expect(page.getByRole('combobox', { name: 'Server', exact: true })).toHaveValue('mock');
});

test('neither mode allowed: no key panel and no Try; a missing document says so', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  await openDocs(page, DOCS_ITEMS.neither);
  await openOperation(page, /GET\s*\/pets\s*List pets/);
  await expect(page.getByRole('heading', { name: '/pets', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Try' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'API key' })).toHaveCount(0);

  await openDocs(page, DOCS_ITEMS.empty);
  await expect(page.getByRole('alert')).toContainText('Oops! Something went wrong');
  await expect(page.getByRole('alert')).toContainText(
    'There was an issue with the spec, unable to load documentation, please contact provider.',
  );
});
