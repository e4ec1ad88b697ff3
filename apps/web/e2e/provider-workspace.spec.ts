import type { Page } from '@playwright/test';
import { apiCall } from './support/api-call.ts';
import { expect, test, tokenFor } from './support/fixtures.ts';

/**
 * Provider workspace (issue 15) end to end. Everything paula changes lives on an item of this run,
 * except the branding, which is put back as found (other specs share the server).
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;
const itemId = `e2e-workspace-${run}`;
const itemName = `Workspace API ${run}`;

/** A complete default-template access request (as in the access module's route tests). */
const accessItems = Object.entries({
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

async function openWorkspace(page: Page) {
  await page.getByRole('button', { name: 'Hi, Paula: user menu' }).click();
  await page.getByRole('menuitem', { name: 'Provider workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Provider workspace' })).toBeVisible();
}

test('paula answers a question, approves a request, posts an update and rebrands from the workspace', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const base = process.env.E2E_BASE_URL!;
  const [paula, alice, bob] = await Promise.all(
    (['paula', 'alice', 'bob'] as const).map((u) => tokenFor(browser, u, base)),
  );
  await apiCall(browser, paula, 'POST', '/api/provider/items', { id: itemId, name: itemName });
  const question = `Is there a sandbox? ${run}`;
  const aliceKey = (await apiCall(browser, alice, 'GET', `/api/web/asks/catitem/${itemId}?pageSize=0`))
    .conversation.key;
  const asked = await apiCall(browser, alice, 'POST', `/api/web/asks/catitem/${itemId}/conv/${aliceKey}`, {
    message: question,
  });
  const bobKey = (await apiCall(browser, bob, 'GET', `/api/web/asks/catitem/${itemId}?pageSize=0`))
    .conversation.key;
  await apiCall(browser, bob, 'POST', `/api/web/asks/catitem/${itemId}/conv/${bobKey}`, {
    message: 'I would like to request provider approval to get API access.',
    styling: 'request',
    template: 'default',
    templatedData: { items: accessItems },
  });
  const original = await apiCall(browser, paula, 'GET', '/api/web/config/branding');

  try {
    await signedIn('paula');
    await openWorkspace(page);
    await expect(page).toHaveURL(/\/store\/provider$/);

    // Inbox: answer alice's question; it leaves the unanswered list.
    const inbox = page.getByRole('list', { name: 'Inbox' });
    const questionCard = inbox.getByRole('listitem', { name: `Question on ${itemName}` });
    await expect(questionCard).toContainText(question, { timeout: 30_000 });
    await expect(questionCard.getByRole('link', { name: 'Open the thread' })).toHaveAttribute(
      'href',
      new RegExp(`/store/catalog/details/${itemId}/contact-provider/${aliceKey}/${asked.order}$`),
    );
    const answer = `Yes: sandbox.example.com ${run}`;
    await questionCard.getByRole('textbox', { name: 'Your reply' }).fill(answer);
    // Other specs reply as paula on the same server, which keeps the default post interval (the
    // contact-provider spec checks it): a refusal says how long to wait; then the reply is sent again.
    const refused = questionCard.getByText(/You are posting too often/);
    for (let attempt = 0; ; attempt++) {
      await questionCard.getByRole('button', { name: 'Send reply' }).click();
      const outcome = await Promise.race([
        expect(questionCard)
          .toHaveCount(0, { timeout: 20_000 })
          .then(
            () => 'sent',
            () => 'waiting',
          ),
        refused.waitFor({ timeout: 20_000 }).then(
          () => 'refused',
          () => 'waiting',
        ),
      ]);
      if (outcome === 'sent' || attempt === 2) break;
      await page.waitForTimeout(6_000);
    }
    await expect(questionCard).toHaveCount(0);
    const thread = await apiCall(
      browser,
      alice,
      'GET',
      `/api/web/asks/catitem/${itemId}/conv/${aliceKey}/${asked.order}`,
    );
    const branch = thread.comments[0].branches[0];
    const replies = await apiCall(browser, alice, 'GET', `/api/web/asks/catitem/${itemId}/conv/${branch}`);
    expect(replies.comments).toContainEqual(expect.objectContaining({ message: answer, fromProvider: true }));

    // Inbox: approve bob's request with a comment; the form is shown as filled.
    const requestCard = inbox.getByRole('listitem', { name: `Access request on ${itemName}` });
    await expect(requestCard.getByText('Shop Portal')).toBeVisible();
    await requestCard.getByRole('textbox', { name: 'Comment for the requester' }).fill(`Welcome ${run}`);
    await requestCard.getByRole('button', { name: 'Approve' }).click();
    await expect(requestCard).toHaveCount(0);
    const mine = await apiCall(browser, bob, 'GET', `/api/web/access/catitem/${itemId}/requests`);
    expect(mine.requests[0]).toMatchObject({ status: 'approved', decisionComment: `Welcome ${run}` });

    // Provider updates: post one on the item; consumers see it on the item's tab.
    await page.getByRole('tab', { name: 'Provider updates' }).click();
    const form = page.getByRole('form', { name: 'Post a provider update' });
    await form.getByLabel('Item').fill(itemName);
    await page.getByRole('option', { name: new RegExp(itemName) }).click();
    const update = `Version 2 is out ${run}`;
    await form.getByRole('textbox', { name: 'Update' }).fill(update);
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText(update);
    await form.getByRole('button', { name: 'Post update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Update posted' })).toBeVisible();
    const notices = await apiCall(browser, alice, 'GET', `/api/web/notices/catitem/${itemId}`);
    expect(notices.conversation.comments[0].message).toBe(update);

    // Branding: a new brand name, with the contrast warning for unreadable text first.
    await page.getByRole('tab', { name: 'Branding' }).click();
    const branding = page.getByRole('form', { name: 'Branding' });
    await branding.getByRole('textbox', { name: /Button text colour/ }).fill('#ffffff');
    await branding.getByRole('textbox', { name: /Primary colour/ }).fill('#ffff00');
    // The button-text warning; the preview warns per colour scheme about links on its own.
    const buttonText = page.getByRole('alert', { name: 'Low contrast', exact: true });
    await expect(buttonText).toContainText('below WCAG AA');
    await branding.getByRole('textbox', { name: /Primary colour/ }).fill('#7a1fa2');
    await expect(buttonText).toHaveCount(0);
    const brand = `Brand ${run}`;
    await branding.getByRole('textbox', { name: /Brand name/ }).fill(brand);
    await branding.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Branding saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('img', { name: `${brand} logo` })).toBeVisible({ timeout: 30_000 });
    // The consumer theme's primary shade is the new colour.
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim(),
      );
    await expect.poll(primary).toBe('#7a1fa2');
  } finally {
    await apiCall(browser, paula, 'PUT', '/api/provider/branding', original);
  }
});

test('alice sees no workspace entry and the workspace URL shows the permission state', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  await page.getByRole('button', { name: 'Hi, Alice: user menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Provider workspace' })).toHaveCount(0);
  await page.goto('/store/provider');
  await expect(page.getByText('You do not have permission to access this.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Provider workspace' })).toHaveCount(0);
});
