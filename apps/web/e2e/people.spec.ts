import { type Browser, expect, type Page } from '@playwright/test';
import { test, tokenFor } from './support/fixtures.ts';
import { listenForMail } from './support/smtp.ts';

/**
 * People (issue 25): paula, the demo administrator, invites someone by email; they follow the
 * emailed link, choose a password and sign in; paula disables them and they can no longer sign in.
 * The person's address is this run's own, so the spec shares the server with any other.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;
const email = `pat.${run}@people.test`;
const password = `a long private phrase ${run}`;

async function signInAs(page: Page, login: string, secret: string) {
  await page.goto('/store/');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  return { context, page: await context.newPage() };
}

test('paula invites someone, who sets a password and signs in; disabled, they cannot', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(180_000);
  const smtp = await listenForMail({ onlyTo: (to) => to === email });
  try {
    await signedIn('paula', '/store/provider/people');
    await expect(page.getByRole('heading', { level: 2, name: 'People' })).toBeVisible();
    const invite = page.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Name (optional)').fill('Pat Person');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();

    // The invitation arrives by email with a one-time link.
    await expect
      .poll(() => smtp.mails.filter((m) => m.to.includes(email)).length, { timeout: 20_000 })
      .toBe(1);
    const link = smtp.mails[0].raw.match(/https?:\/\/[^\s]+\/oidc\/account\/link\?token=[\w%-]+/)?.[0];
    expect(link).toBeTruthy();

    const pat = await freshPage(browser);
    try {
      await pat.page.goto(link!);
      await expect(pat.page.getByRole('heading', { name: 'Welcome: choose your password' })).toBeVisible();
      // A common password is refused with the reason; the link still works.
      await pat.page.getByLabel('New password').fill('qwerty123456');
      await pat.page.getByRole('button', { name: 'Save password' }).click();
      await expect(pat.page.getByRole('alert')).toContainText('too common');
      await pat.page.getByLabel('New password').fill(password);
      await pat.page.getByRole('button', { name: 'Save password' }).click();
      await expect(pat.page.getByText('Your password is saved')).toBeVisible();

      await signInAs(pat.page, email, password);
      await expect(pat.page.getByRole('button', { name: 'Hi, Pat: user menu' })).toBeVisible();
    } finally {
      await pat.context.close();
    }

    await page.reload();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Disable Pat Person' }).click();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

    const again = await freshPage(browser);
    try {
      await signInAs(again.page, email, password);
      await expect(again.page.getByRole('alert')).toHaveText(
        'This account is disabled. Ask an administrator to enable it.',
      );
    } finally {
      await again.context.close();
    }
  } finally {
    await smtp.close();
  }
});

test('a person who forgot their password gets a reset link from the sign-in page and signs in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const quinn = `quinn.${run}@people.test`;
  const linkIn = (raw: string) => raw.match(/https?:\/\/[^\s]+\/oidc\/account\/link\?token=[\w%-]+/)?.[0];
  const smtp = await listenForMail({ onlyTo: (to) => to === quinn });
  const q = await freshPage(browser);
  try {
    // Quinn exists with a password (invited by paula through the API, link followed).
    const paula = await tokenFor(browser, 'paula', baseURL!);
    const invited = await q.page.request.post('/api/provider/people', {
      headers: { authorization: `Bearer ${paula}` },
      data: { email: quinn, displayName: 'Quinn Person' },
    });
    expect(invited.status()).toBe(201);
    await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(1);
    await q.page.goto(linkIn(smtp.mails[0].raw)!);
    await q.page.getByLabel('New password').fill(password);
    await q.page.getByRole('button', { name: 'Save password' }).click();
    await expect(q.page.getByText('Your password is saved')).toBeVisible();

    // Forgot password? on the sign-in page.
    await q.page.goto('/store/');
    await q.page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(q.page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await q.page.getByLabel('Email').fill(quinn);
    await q.page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(q.page.getByRole('status')).toContainText('a link to choose a new password is on its way');

    await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(2);
    expect(smtp.mails[1].raw).toContain('Reset your developer portal password');
    await q.page.goto(linkIn(smtp.mails[1].raw)!);
    await expect(q.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const renewed = `${password} renewed`;
    await q.page.getByLabel('New password').fill(renewed);
    await q.page.getByRole('button', { name: 'Save password' }).click();
    await expect(q.page.getByText('Your password is saved')).toBeVisible();

    await signInAs(q.page, quinn, password);
    await expect(q.page.getByRole('alert')).toBeVisible();
    await q.page.getByLabel('Password').fill(renewed);
    await q.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(q.page.getByRole('button', { name: 'Hi, Quinn: user menu' })).toBeVisible();
  } finally {
    await q.context.close();
    await smtp.close();
  }
});
