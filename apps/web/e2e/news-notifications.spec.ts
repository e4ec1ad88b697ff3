import type { Page } from '@playwright/test';
import { apiAs } from './details-support.ts';
import { expect, test, tokenFor } from './support/fixtures.ts';
import { accessTokenOf } from './support/sign-in.ts';
import { confirmLinkIn, listenForMail } from './support/smtp.ts';

/** The unread announcements on the Latest News link ("Latest News 7 new announcements"). */
async function newsCount(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Latest News/ });
  const m = ((await link.textContent()) ?? '').match(/(\d+)\+?$/);
  return m ? Number(m[1]) : 0;
}

/** The unread count in the bell's accessible name ("Notifications, 3 unread"). */
async function bellCount(page: Page): Promise<number> {
  const label =
    (await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .getAttribute('aria-label')) ?? '';
  const m = label.match(/, (\d+)\+? unread$/);
  return m ? Number(m[1]) : 0;
}

// Bob plays the watching consumer: contact-provider.spec.ts counts alice's bell exactly while it runs
// beside this file, so updates on items alice watched would break it.
test('paula publishes; a watching consumer sees badges rise live, works the bell, reads News and gets the email', async ({
  page,
  browser,
  signedIn,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const smtp = await listenForMail();
  try {
    const stamp = Date.now();
    const paula = await tokenFor(browser, 'paula', baseURL!);
    const items = [`e2e-news-a-${stamp}`, `e2e-news-b-${stamp}`];
    await signedIn('bob');
    for (const [i, id] of items.entries()) {
      await apiAs(page, '/api/provider/items', {
        method: 'POST',
        token: paula,
        data: { id, name: `Live News API ${i + 1} ${stamp}`, description: 'For the news e2e test.' },
      });
      await apiAs(page, `/api/web/my/store/watch/${id}/add`, { method: 'POST' });
    }
    const address = `bob.${stamp}@mail.test`;
    const bob = await accessTokenOf(page);
    const setEmail = await page.request.put('/api/web/my/store/collabEmail', {
      headers: { authorization: `Bearer ${bob}`, 'content-type': 'application/json' },
      data: JSON.stringify(address),
    });
    expect(setEmail.ok()).toBe(true);
    // Issue 25: the address receives mail only once the link mailed to it was followed.
    expect((await setEmail.json()).collabEmailPending).toBe(address);
    await expect
      .poll(() => confirmLinkIn(smtp.mails, address), { timeout: 20_000 })
      .toMatch(/\/api\/email\/confirm\//);
    const confirmed = await page.request.post(confirmLinkIn(smtp.mails, address)!);
    expect(confirmed.status()).toBe(200);
    expect(await confirmed.text()).toContain('Notification email confirmed');

    await page.goto('/store/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = await bellCount(page);
    const newsBefore = await newsCount(page);

    // Paula publishes an announcement and a provider update on an item bob watches.
    const title = `Maintenance window ${stamp}`;
    await apiAs(page, '/api/provider/announcements', {
      method: 'POST',
      token: paula,
      data: {
        title,
        details: `Planned work <b>${stamp}</b>`,
        externalLinks: [{ url: 'https://status.example.com/maintenance' }],
      },
    });
    const message = `Version 2 of item A is live ${stamp}`;
    await apiAs(page, `/api/provider/items/${items[0]}/notices`, {
      method: 'POST',
      token: paula,
      data: { message },
    });
    // Without a reload: the bell count rises and Latest News shows a badge.
    await expect.poll(() => bellCount(page)).toBeGreaterThan(before);
    await expect.poll(() => newsCount(page)).toBeGreaterThan(newsBefore);

    // The email reaches the SMTP server, addressed to bob's notification email.
    await expect
      .poll(() => smtp.mails.filter((m) => m.raw.includes(message)).length, { timeout: 20_000 })
      .toBe(1);
    const mail = smtp.mails.find((m) => m.raw.includes(message))!;
    expect(mail.to).toEqual([address]);
    expect(mail.raw).toContain(`provider update on Live News API 1 ${stamp}`);
    expect(mail.raw).toContain('/api/email/unsubscribe/');

    // The bell: clear one.
    const bell = page.getByRole('button', { name: /^Notifications/ }).first();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const entryA = `Live News API 1 ${stamp}`;
    await expect(panel.getByRole('button', { name: entryA, exact: true })).toBeVisible();
    await panel.getByRole('button', { name: `Clear ${entryA}` }).click();
    await expect(panel.getByRole('button', { name: entryA, exact: true })).toHaveCount(0);

    // Two more updates arrive live; clear all.
    for (const id of items) {
      await apiAs(page, `/api/provider/items/${id}/notices`, {
        method: 'POST',
        token: paula,
        data: { message: `More ${stamp}` },
      });
    }
    await expect(panel.getByRole('button', { name: `Live News API 2 ${stamp}`, exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Clear all provider updates' }).click();
    await expect(panel.getByRole('button', { name: /Live News API/ })).toHaveCount(0);

    // Opening one clears it and goes to that item's provider updates, even when clearing fails.
    await apiAs(page, `/api/provider/items/${items[1]}/notices`, {
      method: 'POST',
      token: paula,
      data: { message: `Open me ${stamp}` },
    });
    await expect(panel.getByRole('button', { name: `Live News API 2 ${stamp}`, exact: true })).toBeVisible();
    await page.route('**/api/web/my/store/notifications/*/clear', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"HTTP-500","detail":"x"}',
      }),
    );
    await panel.getByRole('button', { name: `Live News API 2 ${stamp}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/store/catalog/details/${items[1]}/provider-updates$`));
    await page.unroute('**/api/web/my/store/notifications/*/clear');

    // News: announcements with exact texts (the first page marks them read), then provider updates.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Latest News/ })
      .click();
    await expect(page).toHaveURL(/\/store\/news\/announcements$/);
    const entry = page.getByRole('article').filter({ hasText: title });
    await expect(entry.getByRole('heading', { name: title })).toBeVisible();
    await expect(entry.getByText(`Planned work <b>${stamp}</b>`)).toBeVisible();
    const link = entry.getByRole('link', { name: 'Click for more information' });
    await expect(link).toHaveAttribute('href', 'https://status.example.com/maintenance');
    await expect(entry.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect.poll(() => newsCount(page)).toBe(0);

    await page.getByRole('tab', { name: 'Provider Updates' }).click();
    await expect(page).toHaveURL(/\/store\/news\/provider-updates$/);
    const update = page.getByRole('article').filter({ hasText: `Open me ${stamp}` });
    const itemLink = update.getByRole('link', { name: `Live News API 2 ${stamp}` });
    await expect(itemLink).toHaveAttribute('href', `/store/catalog/details/${items[1]}/provider-updates`);
    await expect(update.locator('time')).toHaveText(/^(just now|1 minute ago|\d+ minutes ago)$/);
    await expect(update.locator('time')).toHaveAttribute(
      'title',
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
    );

    // A new provider update shows on the open News page without a reload.
    await apiAs(page, `/api/provider/items/${items[0]}/notices`, {
      method: 'POST',
      token: paula,
      data: { message: `Fresh ${stamp}` },
    });
    await expect(page.getByRole('article').filter({ hasText: `Fresh ${stamp}` })).toBeVisible();
    // Leave bob's bell as it was found for other specs.
    await apiAs(page, '/api/web/my/store/notifications/clear', { method: 'PUT' });
    await page.request.put('/api/web/my/store/collabEmail', {
      headers: { authorization: `Bearer ${bob}`, 'content-type': 'application/json' },
      data: 'null',
    });
  } finally {
    await smtp.close();
  }
});

test('My Profile shows every validation, success, failure and load text', async ({ page, signedIn }) => {
  // A long journey (it confirms an address by a mailed link): over a minute on a loaded CI machine.
  test.setTimeout(120_000);
  await signedIn('alice');
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/store\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Details', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email Notifications', level: 2 })).toBeVisible();

  const name = page.getByLabel('Display name');
  const email = page.getByLabel('Notification email');
  const save = page.getByRole('button', { name: 'Save' });
  await name.fill('   ');
  await email.fill('not-an-email');
  await save.click();
  await expect(page.getByText('You must enter a display name', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'The entered email address does not match the conditions set by the Catalog administrator.',
      {
        exact: true,
      },
    ),
  ).toBeVisible();

  const stamp = Date.now();
  const address = `alice.profile.${stamp}@mail.test`;
  const smtp = await listenForMail({ onlyTo: (to) => to === address });
  try {
    await name.fill(`Alice ${stamp}`);
    await email.fill(address);
    await save.click();
    await expect(
      page.getByText('Your details have been successfully updated', { exact: true }),
    ).toBeVisible();
    // Issue 25: the new address waits for the link mailed to it; until then no email goes anywhere.
    const pending = page.getByRole('status').filter({ hasText: 'Confirmation link sent' });
    await expect(pending).toContainText(`We sent a confirmation link to ${address}.`);
    await expect(pending).toContainText('Until then, no emails are sent.');
    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue(`Alice ${stamp}`);
    await expect(page.getByLabel('Notification email')).toHaveValue(address);
    await expect(pending).toBeVisible();

    // The link arrives by email; opening it asks, the button confirms.
    await expect.poll(() => confirmLinkIn(smtp.mails, address), { timeout: 20_000 }).toBeTruthy();
    const link = confirmLinkIn(smtp.mails, address)!;
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Confirm your notification email', level: 1 }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm this address' }).click();
    await expect(page.getByRole('heading', { name: 'Notification email confirmed', level: 1 })).toBeVisible();
    await expect(page.getByText(`Email notifications now go to ${address}.`)).toBeVisible();
    // Used once: opening it again says so.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link was already used', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Go to My Profile' }).click();
    await expect(page.getByLabel('Notification email')).toHaveValue(address);
    await expect(pending).toHaveCount(0);
  } finally {
    await smtp.close();
  }

  // Each failed update names what failed.
  await page.route('**/api/web/my/store/collab*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"HTTP-500","detail":"x"}' }),
  );
  await page.getByLabel('Display name').fill(`Alice ${stamp} again`);
  await page.getByLabel('Notification email').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Your display name could not be updated at this time, please try again', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('Your email could not be updated at this time, please try again', { exact: true }),
  ).toBeVisible();
  await page.unroute('**/api/web/my/store/collab*');

  // A stored email that no longer matches the administrator's pattern warns on load.
  await page.route('**/api/web/config', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, emailPatterns: ['@corp\\.example$'] } });
  });
  await page.reload();
  await expect(
    page.getByText('Your email address no longer matches the conditions set by the Catalog administrator.', {
      exact: true,
    }),
  ).toBeVisible();
  await page.unroute('**/api/web/config');

  // Load failure.
  await page.route('**/api/web/my/store', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"HTTP-500","detail":"x"}' }),
  );
  await page.reload();
  await expect(
    page.getByText('Sorry, we could not load your details at this time, please try again.', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText('Sorry, we could not load your email at this time, please try again.', { exact: true }),
  ).toBeVisible();

  // Leave alice opted out of email, as other specs found her.
  const cleared = await page.request.put('/api/web/my/store/collabEmail', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}`, 'content-type': 'application/json' },
    data: 'null',
  });
  expect(cleared.ok()).toBe(true);
});
