import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { expect, signIn, test } from './support/fixtures.ts';
import { repoRoot, type StartedServer, startServer, stopServer } from './support/servers.ts';

/**
 * Issue 31: the provider workspace's Catalogue and Usage tabs (the ws-catalog area) in German and,
 * right to left, in Arabic, once the provider picks the language on My Profile. On a server of its
 * own, so paula's language changed here never reaches the other specs' pages.
 */
test.describe('provider workspace Catalogue and Usage tabs in German and Arabic', () => {
  let server: StartedServer | undefined;

  test.beforeAll(async () => {
    // Starting a server of its own (migrations, demo seed) can take minutes on a busy machine.
    test.setTimeout(600_000);
    const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no SPA build in ${dist}`);
    server = await startServer('ws-catalog-language', { WEB_DIST_DIR: dist, STOREFRONT_SEED_DEMO: 'true' });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
  });

  /** Picks `code` on My Profile (the picker's name is in the language shown) and waits for it. */
  async function pickLanguage(page: Page, pickerName: string, code: string) {
    await page.goto('/store/profile');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/web/my/store/preferences'));
    await page.getByRole('combobox', { name: pickerName }).selectOption(code);
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
  }

  test('paula reads the Catalogue tab, an item editor and the Usage tab in German, then in Arabic', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL: server!.url, bypassCSP: true, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'paula');
    await pickLanguage(page, 'Language', 'de');

    await page.goto('/store/provider/catalog');
    await expect(page.getByRole('heading', { name: 'API-Dokumente importieren' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('form', { name: 'Aus Dateien importieren' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Einträge' })).toBeVisible();
    await expect(page.getByLabel('Nach Name filtern')).toBeVisible();
    await expect(page.getByText(/^\d+ Einträge?$/)).toBeVisible({ timeout: 30_000 });
    // The first item's editor: its sections in German, the item's own name as written.
    const edit = page.getByRole('button', { name: / bearbeiten$/ }).first();
    const name = ((await edit.getAttribute('aria-label')) ?? '').replace(/ bearbeiten$/, '');
    await edit.click();
    await expect(page.getByRole('heading', { name: `${name} bearbeiten` })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('form', { name: 'Angaben zum Eintrag' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zugriffsrichtlinie' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Anhänge' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eintrag stilllegen' })).toBeVisible();
    await page.getByRole('button', { name: 'Zurück zu den Einträgen' }).click();
    await expect(page.getByRole('heading', { name: 'Einträge' })).toBeVisible();

    await page.goto('/store/provider/usage');
    await expect(page.getByRole('heading', { level: 2, name: /^Alle Einträge: .* \(UTC\)$/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('combobox', { name: 'Zeitraum' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Favoriten und Abonnenten' })).toBeVisible();
    await expect(page.getByTestId('usage-chart-views').locator('figcaption')).toHaveText(
      /^Aufrufe, pro Tag\. /,
    );
    await expect(page.getByRole('heading', { name: 'Aufrufe pro Nutzer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aufrufe von KI-Agenten' })).toBeVisible({
      timeout: 30_000,
    });

    // Arabic: right to left, the same screens in Arabic, and no axe violation on either tab.
    await pickLanguage(page, 'Sprache', 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.goto('/store/provider/catalog');
    await expect(page.getByRole('heading', { name: 'استيراد مستندات API' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'العناصر' })).toBeVisible();
    await expect(page.getByText(/\S+ (عنصر|عناصر|عنصرًا|عنصران)$|^عنصر واحد$/)).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, 'provider catalogue tab (ar)');
    await page.goto('/store/provider/usage');
    await expect(page.getByRole('heading', { level: 2, name: /^كل العناصر: / })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: 'الاستدعاءات لكل مستهلك' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'استدعاءات وكلاء الذكاء الاصطناعي' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectAccessible(page, 'provider usage tab (ar)');

    // Back to the browser's language: the spec's English texts again.
    await pickLanguage(page, 'اللغة', 'en');
    await context.close();
  });
});
