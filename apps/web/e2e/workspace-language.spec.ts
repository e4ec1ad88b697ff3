import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';
import { repoRoot, type StartedServer, startServer, stopServer } from './support/servers.ts';

/**
 * Issue 31: the provider workspace's frame, Inbox and Provider Updates tabs (area `ws-main`) in the
 * language paula picks on My Profile, German and Arabic (right to left), and the email preview (the
 * outbox's HTML) in both colour schemes. On a server of its own: paula's language changes here and
 * the emails queued never reach the other specs.
 */
test.describe('provider workspace in German and Arabic', () => {
  let server: StartedServer | undefined;
  const run = Date.now().toString(36);
  const itemId = `e2e-ws-language-${run}`;
  const itemName = `Sprachen API ${run}`;

  test.beforeAll(async () => {
    // Starting a server of its own (migrations, demo seed) can take minutes on a busy machine.
    test.setTimeout(600_000);
    const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no SPA build in ${dist}`);
    server = await startServer('workspace-language', { WEB_DIST_DIR: dist, STOREFRONT_SEED_DEMO: 'true' });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
  });

  /** One API call with a bearer token against this spec's server; fails the test on a non-2xx. */
  async function call(browser: Browser, token: string, method: string, where: string, data?: unknown) {
    const context = await browser.newContext({ baseURL: server!.url });
    try {
      // Sent as JSON text: a bare string (collabEmail's body) would otherwise go as text/plain.
      const res = await context.request.fetch(where, {
        method,
        ...(data === undefined ? {} : { data: JSON.stringify(data) }),
        headers: {
          authorization: `Bearer ${token}`,
          ...(data === undefined ? {} : { 'content-type': 'application/json' }),
        },
      });
      expect(res.ok(), `${method} ${where} -> ${res.status()} ${await res.text()}`).toBe(true);
      return res.status() === 204 ? null : await res.json();
    } finally {
      await context.close();
    }
  }

  /** Picks `code` on My Profile, as a user does; the page then speaks it. */
  async function pickLanguage(page: Page, label: string, code: string, profileHeading: string) {
    await page.goto('/store/profile');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/web/my/store/preferences'));
    await page.getByRole('combobox', { name: label }).selectOption(code);
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: profileHeading })).toBeVisible({
      timeout: 30_000,
    });
  }

  test('paula works the Inbox and Provider Updates tabs in German, then reads them in Arabic', async ({
    browser,
  }) => {
    test.setTimeout(400_000);
    const [paula, alice] = await Promise.all(
      (['paula', 'alice'] as const).map((u) => tokenFor(browser, u, server!.url)),
    );
    // An item of this run with a question from alice, who watches it and receives its emails.
    await call(browser, paula, 'POST', '/api/provider/items', { id: itemId, name: itemName });
    const key = (await call(browser, alice, 'GET', `/api/web/asks/catitem/${itemId}?pageSize=0`)).conversation
      .key;
    await call(browser, alice, 'POST', `/api/web/asks/catitem/${itemId}/conv/${key}`, {
      message: `Gibt es eine Sandbox? ${run}`,
    });
    await call(browser, alice, 'PUT', '/api/web/my/store/collabEmail', 'alice@example.com');
    await call(browser, alice, 'POST', `/api/web/my/store/watch/${itemId}/add`);

    const context = await browser.newContext({ baseURL: server!.url, bypassCSP: true, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'paula');
    await pickLanguage(page, 'Language', 'de', 'Mein Profil');

    // Inbox (the workspace's first tab), German throughout; alice's question is shown as written.
    await page.goto('/store/provider');
    await expect(page.getByRole('heading', { level: 1, name: 'Anbieterbereich' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('tab', { name: 'Posteingang' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Fragen und Zugriffsanfragen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Abonnements' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Art', exact: true })).toHaveValue('Alle');
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Offen');
    const card = page.getByRole('listitem', { name: `Frage zu ${itemName}` });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(`Gibt es eine Sandbox? ${run}`)).toBeVisible();
    await expect(card.getByText('Unbeantwortet')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Unterhaltung öffnen' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Als erledigt markieren' })).toBeVisible();
    await card.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(card.getByText('Schreiben Sie zuerst eine Antwort.')).toBeVisible();
    await expect(page.getByText(/^\d+ (Eintrag|Einträge), neueste zuerst$/)).toBeVisible();
    await expectAccessible(page, 'workspace inbox (de)');

    // Provider Updates: post one; the preview, the confirmation and the posted list speak German.
    await page.getByRole('tab', { name: 'Anbieter-Updates' }).click();
    await expect(page).toHaveURL(/\/store\/provider\/updates$/);
    const form = page.getByRole('form', { name: 'Ein Anbieter-Update veröffentlichen' });
    await form.getByRole('button', { name: 'Update veröffentlichen' }).click();
    await expect(form.getByRole('alert')).toHaveText('Wählen Sie einen Eintrag.');
    await form.getByRole('combobox', { name: 'Eintrag' }).fill(itemName);
    await page.getByRole('option', { name: new RegExp(itemName) }).click();
    const update = `Version 2 ist da ${run}`;
    await form.getByRole('textbox', { name: 'Update' }).fill(update);
    await expect(page.getByRole('region', { name: 'Vorschau' })).toContainText(update);
    await form.getByRole('button', { name: 'Update veröffentlichen' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Update veröffentlicht; 1 beobachtende Person benachrichtigt.',
    );
    const posted = page.getByRole('region', { name: 'Veröffentlichte Updates' });
    await expect(posted.getByRole('heading', { name: 'Veröffentlichte Updates (1)' })).toBeVisible();
    await expect(posted.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
    await posted.getByRole('button', { name: 'Zurückziehen…' }).click();
    await expect(posted.getByRole('group', { name: 'Zurückziehen bestätigen' })).toContainText(
      'Dieses Update zurückziehen?',
    );
    await posted.getByRole('button', { name: 'Behalten' }).click();
    await expectAccessible(page, 'workspace provider updates (de)');

    // Arabic: right to left, and the same tabs in Arabic.
    await pickLanguage(page, 'Sprache', 'ar', 'ملفي الشخصي');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await page.goto('/store/provider');
    await expect(page.getByRole('heading', { level: 1, name: 'مساحة عمل المزوّد' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('tab', { name: 'صندوق الوارد' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'الأسئلة وطلبات الوصول' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: `سؤال عن ${itemName}` })).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, 'workspace inbox (ar)');
    await page.getByRole('tab', { name: 'تحديثات المزوّد' }).click();
    await expect(page.getByRole('form', { name: 'نشر تحديث من المزوّد' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'نشر التحديث' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectAccessible(page, 'workspace provider updates (ar)');

    // Back to the browser's language for the spec's English texts.
    await pickLanguage(page, 'اللغة', '', 'My Profile');
    await context.close();

    // The email preview: the update's email as the outbox renders it, readable in both schemes.
    const outbox = await call(browser, paula, 'GET', '/api/provider/email/outbox?limit=50');
    const email = (outbox.messages as { html: string; recipient: string }[]).find(
      (m) => m.recipient === 'alice@example.com' && m.html.includes(update),
    );
    expect(email, 'the provider update queued an email to alice').toBeTruthy();
    for (const colorScheme of ['light', 'dark'] as const) {
      const preview = await browser.newContext({ bypassCSP: true, colorScheme });
      const shown = await preview.newPage();
      await shown.setContent(email!.html);
      const [background, footer] = await shown.evaluate(() => [
        getComputedStyle(document.body).backgroundColor,
        getComputedStyle(document.querySelector('p.muted')!).color,
      ]);
      // Light keeps the client's white page and the grey footer; dark paints its own colours.
      expect([background, footer]).toEqual(
        colorScheme === 'dark'
          ? ['rgb(26, 27, 30)', 'rgb(187, 187, 187)']
          : ['rgba(0, 0, 0, 0)', 'rgb(85, 85, 85)'],
      );
      await expectAccessible(shown, `email preview (${colorScheme})`);
      await preview.close();
    }
  });
});
