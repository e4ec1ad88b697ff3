import type { NoticesPage } from '@storefront/contract/notices';
import { apiAs, configOf, getJson } from './details-support.ts';
import { expect, test, tokenFor } from './support/fixtures.ts';

const ITEM = 'bundle-open-finance';

test('provider updates scroll in pages of 20 until the total', async ({
  page,
  browser,
  signedIn,
  baseURL,
}) => {
  const provider = await tokenFor(browser, 'paula', baseURL!);
  await signedIn('alice');
  const before = await getJson<NoticesPage>(page, `/api/web/notices/catitem/${ITEM}?pageSize=1&offset=0`);
  const stamp = Date.now();
  for (let i = 1; i <= 45 - before.conversation.last; i++) {
    await apiAs(page, `/api/provider/items/${ITEM}/notices`, {
      method: 'POST',
      token: provider,
      data: { message: `Release note ${stamp}-${i} <b>not markup</b>` },
    });
  }
  const total = (await getJson<NoticesPage>(page, `/api/web/notices/catitem/${ITEM}?pageSize=1&offset=0`))
    .conversation.last;
  expect(total).toBeGreaterThanOrEqual(45);

  const pages: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/web/notices/catitem/${ITEM}`)) pages.push(new URL(r.url()).search);
  });
  await page.goto(`/store/catalog/details/${ITEM}/provider-updates`);
  const tiles = page.getByTestId('provider-update');
  await expect(tiles).toHaveCount(20);
  await expect(tiles.first()).toContainText(`Release note ${stamp}-`);
  await expect(tiles.first()).toContainText('<b>not markup</b>');
  await expect(tiles.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, /);
  while ((await tiles.count()) < total) {
    await tiles.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => tiles.count()).toBeGreaterThan(0);
    if (pages.length > Math.ceil(total / 20) + 1) break;
  }
  await expect(tiles).toHaveCount(total);
  expect(pages.slice(0, 3)).toEqual([
    '?pageSize=20&offset=0',
    '?pageSize=20&offset=20',
    '?pageSize=20&offset=40',
  ]);
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(300);
  expect(pages.length).toBe(Math.ceil(total / 20));
});

test('a change-request ticket expands to every field', async ({ page, browser, signedIn, baseURL }) => {
  const provider = await tokenFor(browser, 'paula', baseURL!);
  await signedIn('alice');
  const config = await configOf(page);
  // The e2e server runs the default configuration: native ticketing, switched on.
  expect(config.features.ticketing).toBe(true);
  expect(config.ticketing.system).toBe('native');
  const number = `CHG${Date.now() % 1_000_000}`;
  await apiAs(page, `/api/provider/items/${ITEM}/tickets`, {
    method: 'POST',
    token: provider,
    data: {
      number,
      short_description: 'Rotate signing keys',
      description: 'Keys rotate on Friday.',
      priority: '2 - High',
      type: 'Normal',
      state: 'Scheduled',
      risk: 'Moderate',
      urgency: '1 - High',
      impact: '3 - Low',
      opened_at: '2024-05-01T10:00:00.000Z',
      closed_at: null,
    },
  });
  await page.goto(`/store/catalog/details/${ITEM}/${config.ticketing.route}`);
  const table = page.getByRole('table', { name: config.ticketing.label });
  const row = table.getByTestId('ticket-row').filter({ hasText: number });
  await expect(row).toContainText('Rotate signing keys');
  await expect(row).toContainText('2 - High');
  await expect(row).toContainText('Scheduled');
  await row.getByRole('button', { name: `Show details of ticket ${number}` }).click();
  const details = table.getByTestId('ticket-details');
  for (const text of [
    'Keys rotate on Friday.',
    'Moderate',
    '1 - High',
    '3 - Low',
    'Opened At',
    'Closed At',
    'Risk',
    'Urgency',
    'Impact',
  ]) {
    await expect(details).toContainText(text);
  }
});
