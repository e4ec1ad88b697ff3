import type { Browser, Page } from '@playwright/test';
import { detailsMenu } from './details-support.ts';
import { apiCall } from './support/api-call.ts';
import { accessTokenOf, expect, signIn, test, tokenFor } from './support/fixtures.ts';

/**
 * Get API Access end to end: alice requests access on items of her own (created for this run, so
 * nothing another spec reads is touched), paula approves through the provider API, bob sees nothing.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;
const plainId = `e2e-access-${run}`;
const oauthId = `e2e-access-oauth-${run}`;
const appField = /Application or component name/;

async function createItems(browser: Browser, paula: string) {
  await apiCall(browser, paula, 'POST', '/api/provider/items', {
    id: plainId,
    name: `Access Plain ${run}`,
  });
  await apiCall(browser, paula, 'POST', '/api/provider/items', {
    id: oauthId,
    name: `Access OAuth ${run}`,
  });
  await apiCall(browser, paula, 'PUT', `/api/provider/items/${oauthId}/security-policies`, {
    policies: [{ id: 'oauth2', name: 'OAuth 2.0', type: 'oauth2', isOauth: true }],
  });
}

const field = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' });

async function chooseFromSearch(page: Page, tab: 'Internal' | 'External', name: string) {
  await page.getByRole('button', { name: /Search for Application/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: tab }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Filter' }).click();
  await dialog.getByRole('button', { name: `Select ${name}`, exact: true }).click();
  const step = page.getByRole('dialog', { name: 'Select an Application' });
  await expect(step).toBeVisible();
  return step;
}

test('alice requests access through the templated form, paula approves, bob sees nothing', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const paula = await tokenFor(browser, 'paula', process.env.E2E_BASE_URL!);
  await createItems(browser, paula);

  await signedIn('alice', `/store/catalog/details/${plainId}`);
  await detailsMenu(page).getByRole('link', { name: 'Get API Access' }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${plainId}/get-api-access$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Get API Access' })).toBeVisible();

  // Submitting empty: the spec's texts, nothing sent.
  const message = page.getByRole('textbox', { name: /Message/ });
  await expect(message).toHaveValue('I would like to request provider approval to get API access.', {
    timeout: 30_000,
  });
  await message.fill('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You must add a message.')).toBeVisible();
  await expect(page.getByText('This is a required field.')).toHaveCount(6);
  await expect(message).toBeFocused();

  // atlasDesignId: a design id hides the design fields and shows the design id and name.
  await field(page, /Existing Atlas design ID/).fill('DSN-1001');
  await expect(field(page, appField)).toBeHidden();
  await expect(field(page, 'Design ID')).toBeVisible();
  await expect(field(page, 'Design name')).toBeVisible();
  await field(page, /Existing Atlas design ID/).fill('');
  await expect(field(page, appField)).toBeVisible();
  await expect(field(page, 'Design ID')).toBeHidden();

  // subscription "true" shows the production-volume fields.
  const production = page.getByRole('combobox', { name: /Will you call this API in production/ });
  await expect(field(page, /Average transactions per second/)).toBeHidden();
  await production.selectOption('true');
  for (const label of [
    /Average transactions per second/,
    /Peak transactions per second/,
    /Maximum message size/,
  ])
    await expect(field(page, label)).toBeVisible();
  await production.selectOption('false');
  await expect(field(page, /Average transactions per second/)).toBeHidden();

  // newClientId makes its three fields required; OAuth-only fields are disabled on this item.
  const environment = page.getByRole('combobox', { name: /Client ID environment/ });
  await expect(environment).not.toHaveAttribute('aria-required', 'true');
  await page.getByRole('checkbox', { name: /I need a new client ID/ }).check();
  await expect(environment).toHaveAttribute('aria-required', 'true');
  await expect(field(page, /Technical lead email/)).toHaveAttribute('aria-required', 'true');
  await page.getByRole('checkbox', { name: /I need a new client ID/ }).uncheck();
  await expect(environment).not.toHaveAttribute('aria-required', 'true');
  await expect(page.getByRole('combobox', { name: /OAuth grant type/ })).toBeDisabled();
  await expect(field(page, /OAuth scopes/)).toBeDisabled();

  // Reference-data search: Internal pages by 10 with a total; External fills the field too.
  await page.getByRole('button', { name: /Search for Application/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const internal = dialog.getByRole('table', { name: 'Internal applications' });
  await expect(internal.getByRole('row')).toHaveCount(11);
  await expect(dialog.getByText(/^\d{3} results$/)).toBeVisible();
  const firstCode = await internal.getByRole('row').nth(1).getByRole('cell').first().textContent();
  await dialog.getByRole('button', { name: 'Page 2' }).click();
  await expect(internal.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(firstCode ?? '');
  await expect(internal.getByRole('row')).toHaveCount(11);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const external = await chooseFromSearch(page, 'External', 'Acme Travel');
  await expect(external.getByText('No designs found for this application')).toBeVisible();
  await external.getByRole('button', { name: 'Continue without a design' }).click();
  await expect(field(page, appField)).toHaveValue('Acme Travel');

  // An application whose design already exists: continuing without it would duplicate the name.
  const designs = await chooseFromSearch(page, 'Internal', 'Customer Portal');
  await expect(
    designs
      .getByRole('table', { name: 'Designs' })
      .getByRole('cell', { name: 'Customer Portal', exact: true }),
  ).toBeVisible();
  await designs.getByRole('button', { name: 'Continue without a design' }).click();
  await expect(field(page, appField)).toHaveValue('Customer Portal');

  await message.fill('Please let our team use this API.');
  await field(page, /What will you use the API for/).fill('Showing order status in the customer portal');
  await page.getByRole('combobox', { name: /Organisation/ }).selectOption('retail');
  await expect(page.getByRole('combobox', { name: /Market/ })).toHaveValue('EMEA');
  await page.getByRole('combobox', { name: /Where is your application hosted/ }).selectOption('cloud');
  await page.getByRole('checkbox', { name: 'AWS' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  const duplicate = 'This value will result in a duplicate being created, please select a unique value.';
  await expect(page.getByText(duplicate)).toBeVisible();
  await field(page, appField).fill('Customer Portal Order Status');
  await expect(page.getByText(duplicate)).toBeHidden();
  // Another spec running beside this one may have posted as alice within the posting interval
  // (COMMENT_POST_INTERVAL_SECONDS): the refusal names the wait; wait it out and submit again.
  await page.getByRole('button', { name: 'Submit' }).click();
  const submitted = page.getByRole('heading', { name: 'Request submitted' });
  const tooOften = page.getByText(/You are posting too often/);
  await expect(submitted.or(tooOften)).toBeVisible();
  if (await tooOften.isVisible()) {
    await page.waitForTimeout(6_000);
    await page.getByRole('button', { name: 'Submit' }).click();
  }

  await expect(submitted).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeHidden();
  const mine = page.getByRole('region', { name: 'Your access requests' });
  await expect(mine.getByText('Status: Submitted')).toBeVisible();

  // paula sees the request in the provider list and approves it with a comment.
  const list = await apiCall(
    browser,
    paula,
    'GET',
    `/api/provider/access-requests?status=submitted&itemId=${plainId}`,
  );
  expect(list.requests).toHaveLength(1);
  expect(list.requests[0]).toMatchObject({
    message: 'Please let our team use this API.',
    requester: { username: 'alice' },
  });
  const values = Object.fromEntries(
    list.requests[0].templatedData.items.map((i: { id: string; value: string }) => [i.id, i.value]),
  );
  expect(values).toMatchObject({
    appComponent: 'Customer Portal Order Status',
    market: 'EMEA',
    cloudloc: 'aws',
  });
  await apiCall(browser, paula, 'POST', `/api/provider/access-requests/${list.requests[0].id}/decision`, {
    decision: 'approved',
    comment: 'Approved for the order status page.',
  });

  // alice sees the approval, and the provider's reply in the request's thread.
  await page.reload();
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(mine.getByText('Status: Approved')).toBeVisible();
  await expect(mine.getByText('Provider’s answer: Approved for the order status page.')).toBeVisible();
  await mine.getByRole('link', { name: 'View request thread' }).click();
  await expect(page).toHaveURL(/\/contact-provider\/\d+\/\d+$/);
  await expect(page.getByText('Please let our team use this API.')).toBeVisible();
  const status = page.getByRole('status', { name: 'Access request status' });
  await expect(status.getByText('Status: Approved')).toBeVisible();
  await expect(status.getByText('Provider’s answer: Approved for the order status page.')).toBeVisible();
  const threadUrl = new URL(page.url()).pathname;

  // On an item with OAuth policies the OAuth fields can be used.
  await page.goto(`/store/catalog/details/${oauthId}/get-api-access`);
  await expect(page.getByRole('textbox', { name: /Message/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: /OAuth grant type/ })).toBeEnabled();

  // bob: no request in his list, the thread is not found, and the API agrees.
  const bobContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const bobPage = await bobContext.newPage();
    await signIn(bobPage, 'bob', { path: `/store/catalog/details/${plainId}/get-api-access` });
    await expect(bobPage.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 30_000 });
    await expect(bobPage.getByRole('region', { name: 'Your access requests' })).toHaveCount(0);
    await bobPage.goto(threadUrl);
    await expect(bobPage.getByText('No comments found')).toBeVisible({ timeout: 30_000 });
    await expect(bobPage.getByText('Please let our team use this API.')).toHaveCount(0);
    const token = await accessTokenOf(bobPage);
    const headers = { authorization: `Bearer ${token}` };
    const bobList = await bobContext.request.get(`/api/web/access/catitem/${plainId}/requests`, { headers });
    expect(await bobList.json()).toEqual({ requests: [] });
    const [, convId, order] = threadUrl.match(/contact-provider\/(\d+)\/(\d+)$/) ?? [];
    const thread = await bobContext.request.get(`/api/web/asks/catitem/${plainId}/conv/${convId}/${order}`, {
      headers,
    });
    expect(thread.status()).toBe(404);
  } finally {
    await bobContext.close();
  }
});
