import type { Browser, Page } from '@playwright/test';
import { detailsMenu } from './details-support.ts';
import { docsDocument } from './docs-support.ts';
import { apiCall } from './support/api-call.ts';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';

/**
 * Access that gates (issue 24) with real sign-in: on items and products of this run's own (so no
 * other spec reads or moves them), alice's key waits for approval, paula approves and revokes in
 * the Inbox, and verify follows each step; an open product works at once; a denied request is a
 * record alice cannot edit.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;
const GATED = `e2e-gated-${run}`;
const OPEN = `e2e-open-${run}`;
const DENIED = `e2e-denied-${run}`;
const product = (id: string) => `${id}-api`;
const nameOf = (id: string) => `Gating ${id.split('-')[1]} ${run}`;

/** A complete request on the default access template for an item without OAuth. */
const answers = Object.entries({
  appComponent: 'Shop Portal',
  atlasDesignId: '',
  desc: 'Order lookups from the shop',
  organization: 'retail',
  market: 'EMEA',
  consumerhostloc: 'cloud',
  cloudloc: 'aws,azure',
  subscription: 'false',
  newClientId: 'false',
  clientIdEnvironment: '',
  consumerAtlasTechLeadEmail: '',
}).map(([id, value]) => ({ id, label: id, value }));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const base = process.env.E2E_BASE_URL!;
  const paula = await tokenFor(browser, 'paula', base);
  const context = await browser.newContext({ baseURL: base });
  for (const id of [GATED, OPEN, DENIED]) {
    await apiCall(browser, paula, 'POST', '/api/provider/items', {
      id,
      name: nameOf(id),
      storefront: `native:e2e:${product(id)}`,
    });
    const res = await context.request.fetch(`/api/provider/items/${id}/document?filename=pets.json`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${paula}`, 'content-type': 'application/json' },
      data: JSON.stringify(docsDocument(nameOf(id))),
    });
    expect(res.ok(), `document ${id}: ${res.status()}`).toBe(true);
  }
  await context.close();
  await apiCall(browser, paula, 'PUT', `/api/provider/items/${DENIED}/access-policy`, {
    approval: 'required',
  });
});

interface Key {
  consumerKey: string;
  consumerSecret: string;
}

/** POST /api/keys/verify as a gateway would: no user token, the key with its secret. */
async function verify(browser: Browser, key: Key, apiProduct: string): Promise<number> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const res = await context.request.post('/api/keys/verify', { data: { ...key, apiProduct } });
    return res.status();
  } finally {
    await context.close();
  }
}

/**
 * Documentation's key panel: "Get API Key", then the key it shows. The secret (which the panel does
 * not show) is read from the server's answer, as a gateway's client would hold it.
 */
async function getKey(page: Page, id: string): Promise<Key> {
  await page.goto(`/store/catalog/details/${encodeURIComponent(id)}/documentation`);
  const panel = page.getByRole('region', { name: 'API key' });
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/item/${encodeURIComponent(id)}/runtime`),
  );
  await panel.getByRole('button', { name: 'Get API Key' }).click();
  const { credential } = await (await answer).json();
  const copy = panel.getByRole('button', { name: /^Copy API key / });
  await expect(copy).toBeVisible();
  expect(await copy.getAttribute('aria-label')).toBe(`Copy API key ${credential.consumerKey}`);
  return { consumerKey: credential.consumerKey, consumerSecret: credential.consumerSecret };
}

async function requestAccess(browser: Browser, alice: string, id: string) {
  const page = await apiCall(browser, alice, 'GET', `/api/web/asks/catitem/${id}?pageSize=0`);
  await apiCall(browser, alice, 'POST', `/api/web/asks/catitem/${id}/conv/${page.conversation.key}`, {
    message: `Access to ${nameOf(id)}, please.`,
    styling: 'request',
    template: 'default',
    templatedData: { items: answers },
  });
}

/** The provider's Inbox, narrowed to one item. */
async function inboxFor(page: Page, id: string) {
  await page.goto('/store/provider');
  await page.getByRole('combobox', { name: 'Item' }).fill(nameOf(id));
  await page.getByRole('option', { name: nameOf(id) }).click();
}

test('a key waits for approval; paula approves and revokes in the Inbox; verify follows', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const base = process.env.E2E_BASE_URL!;
  const paula = await tokenFor(browser, 'paula', base);
  const alice = await tokenFor(browser, 'alice', base);

  // paula switches the item to approval required in the workspace.
  const provider = await browser.newPage({ baseURL: base });
  await signIn(provider, 'paula', { path: '/store/provider/catalog' });
  await provider.getByLabel('Filter by name').fill(nameOf(GATED));
  await provider
    .getByTestId('catalog-items')
    .getByRole('button', { name: `Edit ${nameOf(GATED)}` })
    .click();
  const policy = provider.getByRole('radiogroup', { name: /Who may use this API/ });
  await policy.getByRole('radio', { name: /^Approval required/ }).check();
  await expect(provider.getByText('Saved.')).toBeVisible();
  expect(await apiCall(browser, paula, 'GET', `/api/provider/items/${GATED}/access-policy`)).toEqual({
    approval: 'required',
  });

  // alice gets a key: it is pending, shown as such, and verify refuses it.
  const page = await browser.newPage({ baseURL: base });
  await signIn(page, 'alice', { path: '/store' });
  const key = await getKey(page, GATED);
  const panel = page.getByRole('region', { name: 'API key' });
  await expect(panel.getByTestId('key-status')).toHaveText('Pending approval');
  await expect(panel).toContainText('A provider must approve this key');
  expect(await verify(browser, key, product(GATED))).toBe(401);
  await detailsMenu(page).getByRole('link', { name: 'Manage Access' }).click();
  const row = page.getByRole('row').filter({ hasText: key.consumerKey.slice(-4) });
  await expect(row.getByText('Pending approval')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toHaveCount(0);

  // She requests access; paula approves it in the Inbox, where the pending key is listed too.
  await requestAccess(browser, alice, GATED);
  await inboxFor(provider, GATED);
  const sub = provider.getByRole('listitem', {
    name: new RegExp(`key ending ${key.consumerKey.slice(-4)}$`),
  });
  await expect(sub.getByText('Pending approval')).toBeVisible();
  const entry = provider.getByRole('listitem', { name: `Access request on ${nameOf(GATED)}` });
  await entry.getByLabel('Comment for the requester').fill('Welcome aboard.');
  await entry.getByRole('button', { name: 'Approve' }).click();
  await expect(sub.getByText('Approved', { exact: true })).toBeVisible();

  // alice is told (the bell), the row turns Active, verify accepts.
  await page.reload();
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: new RegExp(nameOf(GATED)) }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect(await verify(browser, key, product(GATED))).toBe(200);

  // paula revokes: refused again, and alice sees it.
  await sub.getByLabel('Comment for the consumer').fill('Contract ended.');
  await sub.getByRole('button', { name: 'Revoke' }).click();
  await expect(provider.getByText('No subscriptions match.')).toBeVisible();
  expect(await verify(browser, key, product(GATED))).toBe(401);
  await page.reload();
  await expect(row.getByText('Access revoked')).toBeVisible();

  // An open product works at once.
  const open = await getKey(page, OPEN);
  await expect(page.getByRole('region', { name: 'API key' }).getByTestId('key-status')).toHaveCount(0);
  expect(await verify(browser, open, product(OPEN))).toBe(200);
  await provider.close();
  await page.close();
});

test('a denied request is a record: no edit, a follow-up instead, and the answers read as text', async ({
  browser,
  page,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const base = process.env.E2E_BASE_URL!;
  const alice = await tokenFor(browser, 'alice', base);
  await requestAccess(browser, alice, DENIED);

  const provider = await browser.newPage({ baseURL: base });
  await signIn(provider, 'paula', { path: '/store/provider' });
  await inboxFor(provider, DENIED);
  const entry = provider.getByRole('listitem', { name: `Access request on ${nameOf(DENIED)}` });
  // Human values, not raw true/false.
  const form = entry.getByRole('definition');
  await expect(form.filter({ hasText: /^No$/ }).first()).toBeVisible();
  await expect(form.filter({ hasText: /^(true|false)$/ })).toHaveCount(0);
  await entry.getByLabel('Comment for the requester').fill('Not for external shops.');
  await entry.getByRole('button', { name: 'Deny' }).click();
  await expect(entry).toBeHidden();
  await provider.close();

  await signedIn('alice', `/store/catalog/details/${encodeURIComponent(DENIED)}/contact-provider`);
  const mine = page.getByTestId('comment').filter({ hasText: `Access to ${nameOf(DENIED)}, please.` });
  await expect(mine.getByText('This request was denied; it is kept as a record.')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Post a follow-up' })).toBeVisible();
  // The server holds the line too: an edit by any call is refused.
  const list = await apiCall(browser, alice, 'GET', `/api/web/access/catitem/${DENIED}/requests`);
  const [request] = list.requests;
  const context = await browser.newContext({ baseURL: base });
  const edit = await context.request.put(`/api/web/asks/catitem/${DENIED}`, {
    headers: { authorization: `Bearer ${alice}` },
    data: { key: request.conversationKey, order: request.order, message: 'Rewritten after the fact.' },
  });
  expect(edit.status()).toBe(409);
  await context.close();
});
