import type { Browser } from '@playwright/test';
import { docsDocument } from './docs-support.ts';
import { apiCall } from './support/api-call.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';

/**
 * Usage a consumer can see (issue 24) with real sign-in: a gateway reports a batch with the usage
 * token, alice makes a Try call through the portal with her key; alice sees her calls and errors
 * for her key and product (chart, sentence, table); bob (who holds no key: the demo gives him no
 * email) sees none of hers; paula, a provider with a key of her own, sees alice's row and line
 * beside her own in the provider's Usage tab. The item and product are this run's own.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;
const ITEM = `e2e-metered-${run}`;
const PRODUCT = `${ITEM}-api`;
const NAME = `Metered API ${run}`;
// Try reaches the API through the portal; this host never resolves, so the call counts as an error.
const SERVER = 'http://usage-try.invalid/v1';

test.describe.configure({ mode: 'serial' });

async function newKey(browser: Browser, token: string): Promise<string> {
  const res = await apiCall(browser, token, 'POST', `/api/web/catalog/item/${ITEM}/runtime`);
  return res.credential.consumerKey as string;
}

test('a gateway batch and a Try call show in alice’s usage, not to bob, and per consumer to paula', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const base = process.env.E2E_BASE_URL!;
  const usageToken = process.env.E2E_USAGE_TOKEN!;
  expect(usageToken, 'global setup sets KEYS_USAGE_TOKEN').toBeTruthy();
  const [paula, alice, bob] = await Promise.all(
    (['paula', 'alice', 'bob'] as const).map((u) => tokenFor(browser, u, base)),
  );
  await apiCall(browser, paula, 'POST', '/api/provider/items', {
    id: ITEM,
    name: NAME,
    storefront: `native:e2e:${PRODUCT}`,
  });
  await apiCall(browser, paula, 'PUT', `/api/provider/items/${ITEM}/document?filename=pets.json`, {
    ...docsDocument(NAME),
    servers: [{ url: SERVER }],
  });
  const aliceKey = await newKey(browser, alice);
  const paulaKey = await newKey(browser, paula);
  const hint = (k: string) => k.slice(-4);

  const context = await browser.newContext({ baseURL: base });
  try {
    // The gateway's batch: a user's token is refused, the gateway credential stores it.
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).toISOString();
    const rows = [
      { consumerKey: aliceKey, product: PRODUCT, bucket: 'day', at: today, calls: 42, errors: 5 },
      { consumerKey: paulaKey, product: PRODUCT, bucket: 'day', at: today, calls: 7, errors: 0 },
      { consumerKey: `not-a-key-${run}`, product: PRODUCT, bucket: 'day', at: today, calls: 3, errors: 3 },
    ];
    const asUser = await context.request.post('/api/keys/usage', {
      headers: { authorization: `Bearer ${alice}` },
      data: { rows },
    });
    expect(asUser.status()).toBe(401);
    const posted = await context.request.post('/api/keys/usage', {
      headers: { authorization: `Bearer ${usageToken}` },
      data: { rows },
    });
    expect(posted.status(), await posted.text()).toBe(200);
    expect(await posted.json()).toEqual({ accepted: 2, rejected: 1 });

    // alice's Try call through the portal with her key: the API cannot be reached (502), which
    // counts as one call and one error in her usage.
    const tried = await context.request.post(`/api/web/catalog/item/${ITEM}/try`, {
      headers: { authorization: `Bearer ${alice}` },
      data: { server: SERVER, method: 'GET', path: '/pets', headers: { 'x-api-key': aliceKey } },
    });
    expect(tried.status(), await tried.text()).toBe(502);

    // Another consumer's key or item is not bob's to read, and his own usage holds none of hers.
    for (const q of [`keyEnding=${hint(aliceKey)}`, `itemId=${ITEM}`]) {
      const peek = await context.request.get(`/api/web/keys/usage?${q}`, {
        headers: { authorization: `Bearer ${bob}` },
      });
      expect(peek.status(), q).toBe(404);
    }
    const his = await context.request.get('/api/web/keys/usage', {
      headers: { authorization: `Bearer ${bob}` },
    });
    expect(his.status()).toBe(200);
    expect(JSON.stringify(await his.json())).not.toContain(hint(aliceKey));
  } finally {
    await context.close();
  }

  // alice: the chart is drawn, the sentence and the table hold her 43 calls and 6 errors.
  const page = await browser.newPage({ baseURL: base });
  await signIn(page, 'alice', { path: `/store/catalog/details/${encodeURIComponent(ITEM)}/get-api-key` });
  const mine = page.getByRole('region', { name: 'Usage of your keys' });
  await expect(mine.getByTestId('key-usage-summary')).toContainText(
    `(key ending ${hint(aliceKey)}), ${PRODUCT}: 43 calls, 6 errors`,
  );
  await expect(mine.getByTestId('key-usage-chart').locator('canvas')).toHaveCount(1);
  const row = mine.getByRole('table', { name: 'Calls and errors per day' }).getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText([new RegExp(`key ending ${hint(aliceKey)}`), '43', '6']);
  await expect(mine).not.toContainText(hint(paulaKey));
  await page.close();

  // bob, on the same API: nothing of alice's.
  const bobPage = await browser.newPage({ baseURL: base });
  await signIn(bobPage, 'bob', { path: `/store/catalog/details/${encodeURIComponent(ITEM)}/get-api-key` });
  const his = bobPage.getByRole('region', { name: 'Manage Access' });
  await expect(his).toContainText('Your account must have an email address set to use this feature.');
  await expect(his).not.toContainText(hint(aliceKey));
  await expect(his.getByRole('table')).toHaveCount(0);
  await expect(bobPage.getByRole('region', { name: 'Usage of your keys' })).toHaveCount(0);
  await bobPage.close();

  // paula: the Usage tab, narrowed to the item, charts and lists each consumer's key.
  const provider = await browser.newPage({ baseURL: base });
  await signIn(provider, 'paula', { path: '/store/provider' });
  await provider.getByRole('tab', { name: 'Usage' }).click();
  const picker = provider.getByRole('combobox', { name: 'Item' });
  await picker.click();
  await picker.fill(NAME);
  await provider.getByRole('option', { name: NAME }).click();
  const calls = provider.getByRole('region', { name: 'Calls per consumer' });
  await expect(calls).toContainText('50 calls from 2 keys');
  await expect(calls).toContainText('(rejected): 3');
  const figure = calls.getByRole('figure');
  await expect(figure.getByTestId('key-usage-chart').locator('canvas')).toHaveCount(1);
  await expect(figure).toContainText(`(key ending ${hint(aliceKey)}), ${PRODUCT}: 43 calls, 6 errors`);
  await expect(figure).toContainText(`(key ending ${hint(paulaKey)}), ${PRODUCT}: 7 calls, 0 errors`);
  const table = calls.getByRole('table', { name: 'Calls per consumer, application, key and product' });
  const aliceRow = table.getByRole('row').filter({ hasText: hint(aliceKey) });
  await expect(aliceRow.getByRole('rowheader')).toHaveText('Alice Consumer');
  await expect(figure).toContainText(`Alice Consumer: `);
  await expect(aliceRow.getByRole('cell')).toHaveText([/./, hint(aliceKey), PRODUCT, '43', '6']);
  await provider.close();
});

test('alice’s key usage in dark: axe finds nothing, the chart is drawn in the dark colours', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // axe is injected into the page, so the context bypasses the CSP.
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL!,
    colorScheme: 'dark',
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    await signIn(page, 'alice', { path: `/store/catalog/details/${encodeURIComponent(ITEM)}/get-api-key` });
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
    const mine = page.getByRole('region', { name: 'Usage of your keys' });
    await expect(mine.getByTestId('key-usage-summary')).toContainText('43 calls, 6 errors', {
      timeout: 30_000,
    });
    const canvas = mine.getByTestId('key-usage-chart').locator('canvas');
    await expect(canvas).toHaveCount(1);
    // The canvas is beyond axe: count its pixels by colour. The grid (dark-2) and the first line
    // (blue-4) are there; uPlot's default black, unreadable on the dark page, is not.
    const pixels = await canvas.evaluate((el: HTMLCanvasElement) => {
      const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
      const count = { grid: 0, line: 0, black: 0 };
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (a !== 255) continue;
        if (r === 130 && g === 130 && b === 130) count.grid++;
        else if (r === 77 && g === 171 && b === 247) count.line++;
        else if (r === 0 && g === 0 && b === 0) count.black++;
      }
      return count;
    });
    expect(pixels.grid).toBeGreaterThan(0);
    expect(pixels.line).toBeGreaterThan(0);
    expect(pixels.black).toBe(0);
    await expectAccessible(page, 'key usage (dark)');
  } finally {
    await context.close();
  }
});
