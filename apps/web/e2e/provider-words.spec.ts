import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { accessTokenOf, expect, signIn, test } from './support/fixtures.ts';
import { repoRoot, type StartedServer, startServer, stopServer } from './support/servers.ts';

/**
 * Issue 31 part 3: paula gives the landing texts, a details-menu label and an access-template label
 * in German through the workspace; alice reads them in German (by her browser, then by her profile)
 * and the defaults in English. On a server of its own, so no other spec ever sees the German words.
 */
test.describe("providers' words", () => {
  let server: StartedServer | undefined;
  const itemId = 'e2e-provider-words';
  const appField = 'Application or component name';
  const german = {
    title: 'Willkommen bei Acme',
    message: 'Finden Sie hier unsere APIs.\nUnd fragen Sie Zugriff an.',
    about: 'Überblick',
    field: 'Name der Anwendung oder Komponente',
  };
  const english = { title: 'Welcome to Acme', message: 'Find our APIs here.' };

  test.beforeAll(async () => {
    // Starting a server of its own (migrations, demo seed) can take minutes on a busy machine.
    test.setTimeout(600_000);
    const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no SPA build in ${dist}`);
    server = await startServer('provider-words', { WEB_DIST_DIR: dist, STOREFRONT_SEED_DEMO: 'true' });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
  });

  async function browserAs(browser: Browser, user: 'alice' | 'paula', locale: string, where = '/store/') {
    const context = await browser.newContext({ baseURL: server!.url, locale });
    const page = await context.newPage();
    await signIn(page, user, { path: where });
    return page;
  }

  /** "Add <field> in another language", then the language: its input appears, and is filled. */
  async function addTranslation(page: Page, scope: Locator, field: string, text: string) {
    await scope.getByRole('combobox', { name: `Add ${field} in another language` }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    const input = scope.getByRole('textbox', { name: `${field} (Deutsch)`, exact: true });
    await input.fill(text);
    return input;
  }

  async function openTab(page: Page, name: string) {
    await page.goto('/store/provider');
    await expect(page.getByRole('heading', { level: 1, name: 'Provider workspace' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('tab', { name }).click();
  }

  /** The landing texts, the About entry and the access form's field as alice sees them. */
  async function expectWords(
    page: Page,
    words: { title: string; message: string; about: string; field: string },
  ) {
    await page.goto('/store/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title, { timeout: 30_000 });
    // The message keeps its line break (shown with pre-line), so it is compared as written.
    await expect(page.getByRole('main').getByText(words.message.split('\n')[0])).toBeVisible();
    expect(await page.getByRole('main').innerText()).toContain(words.message);
    await page.goto(`/store/catalog/details/${itemId}`);
    // "API details", "API-Details": the menu's own name follows the language too.
    const menu = page.getByRole('navigation', { name: /^API.details$/i });
    await expect(menu.getByRole('link', { name: words.about, exact: true })).toBeVisible({ timeout: 30_000 });
    // The seeded configuration labels this entry in English, shown as written in every language.
    await menu.getByRole('link', { name: 'Get API Access', exact: true }).click();
    await expect(page.getByRole('textbox', { name: new RegExp(`^${words.field}`) })).toBeVisible({
      timeout: 30_000,
    });
  }

  test('paula sets German words in the workspace; alice sees them in German and the defaults in English', async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const paula = await browserAs(browser, 'paula', 'en-US', '/store/provider/branding');
    const token = await accessTokenOf(paula);
    const created = await paula.request.post('/api/provider/items', {
      headers: { authorization: `Bearer ${token}` },
      data: { id: itemId, name: 'Words API' },
    });
    expect(created.ok(), `create item -> ${created.status()}`).toBe(true);

    // Branding: the landing texts, and each in German through "Add … in another language".
    const branding = paula.getByRole('form', { name: 'Branding' });
    await expect(branding).toBeVisible({ timeout: 30_000 });
    await branding.getByRole('textbox', { name: 'Landing title', exact: true }).fill(english.title);
    await branding.getByRole('textbox', { name: 'Landing message', exact: true }).fill(english.message);
    await addTranslation(paula, branding, 'Landing title', german.title);
    await addTranslation(paula, branding, 'Landing message', german.message);
    await branding.getByRole('button', { name: 'Save branding' }).click();
    await expect(paula.getByRole('status').filter({ hasText: 'Branding saved' })).toBeVisible();

    // Saved as given: the editor opens again with both translations.
    await paula.reload();
    await expect(branding.getByRole('textbox', { name: 'Landing title (Deutsch)' })).toHaveValue(
      german.title,
      {
        timeout: 30_000,
      },
    );
    await expect(branding.getByRole('textbox', { name: 'Landing message (Deutsch)' })).toHaveValue(
      german.message,
    );

    // Settings: the About entry's label in German.
    await openTab(paula, 'Settings');
    const settings = paula.getByRole('form', { name: 'Portal settings' });
    await expect(settings).toBeVisible({ timeout: 30_000 });
    await addTranslation(paula, settings, 'About label', german.about);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(paula.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

    // Access template: the application field's label in German.
    const item = paula.getByRole('listitem', { name: new RegExp(`^Item \\d+: ${appField}$`) });
    await expect(item).toBeVisible({ timeout: 30_000 });
    await addTranslation(paula, item, 'Label', german.field);
    await paula.getByRole('button', { name: 'Save template' }).click();
    await expect(paula.getByRole('status').filter({ hasText: 'Template saved' })).toBeVisible();
    await paula.context().close();

    // alice in a German browser, her profile following it: the German words.
    const inGerman = german;
    const inEnglish = { ...english, about: 'About', field: appField };
    const de = await browserAs(browser, 'alice', 'de-DE');
    await expectWords(de, inGerman);
    await de.context().close();

    // In an English browser: the defaults, none of the German words.
    const en = await browserAs(browser, 'alice', 'en-US');
    await expectWords(en, inEnglish);
    await expect(en.getByText(german.field)).toHaveCount(0);

    // Her profile's language wins over the browser's: German again, in the same English browser.
    await en.goto('/store/profile');
    const saved = en.waitForResponse((r) => r.url().endsWith('/api/web/my/store/preferences'));
    await en.getByRole('combobox', { name: 'Language' }).selectOption('de');
    expect((await saved).status()).toBe(200);
    await expect(en.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    await expectWords(en, inGerman);

    // Back to following the browser: English and the defaults again.
    await en.goto('/store/profile');
    await en.getByRole('combobox', { name: 'Sprache' }).selectOption('');
    await expect(en.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible({ timeout: 30_000 });
    await expectWords(en, inEnglish);
    await en.context().close();
  });
});
