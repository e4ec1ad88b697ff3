import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DOCS_ITEMS, makeDocsItems } from './docs-support.ts';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';
import { repoRoot, type StartedServer, startServer, stopServer } from './support/servers.ts';

/**
 * Issue 31: the documentation viewer's Try panel and AsyncAPI views in German once alice picks it
 * on My Profile, with no catalogue key on show. On a server of its own, so alice's language never
 * reaches the other specs' pages.
 */
const PAYMENTS_TITLE = 'E2E Sprachen Payment Events';
const PAYMENTS = 'e2e-sprachen-payment-events:1.2.0';

/** A catalogue key shown instead of its text: an area's catalogue did not load. */
const MESSAGE_KEY = /\b(?:docs|common|versions|det)\.[a-z][\w.]*[a-z]\b/i;

test.describe('documentation viewer in German', () => {
  let server: StartedServer | undefined;

  test.beforeAll(async ({ browser }) => {
    // Starting a server of its own (migrations, demo seed) can take minutes on a busy machine.
    test.setTimeout(600_000);
    const dist = process.env.E2E_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`no SPA build in ${dist}`);
    server = await startServer('docs-language', { WEB_DIST_DIR: dist, STOREFRONT_SEED_DEMO: 'true' });
    const paula = await tokenFor(browser, 'paula', server.url);
    const context = await browser.newContext({ baseURL: server.url });
    try {
      await makeDocsItems(context.request, paula);
      const fixture = path.join(
        repoRoot,
        'apps/server/src/modules/catalog/import/fixtures/asyncapi/payments-3.0.yaml',
      );
      const res = await context.request.post('/api/provider/imports/document?filename=payments.yaml', {
        headers: { authorization: `Bearer ${paula}`, 'content-type': 'application/yaml' },
        data: fs.readFileSync(fixture, 'utf8').replace('title: Payment Events', `title: ${PAYMENTS_TITLE}`),
      });
      expect(res.status(), await res.text()).toBe(201);
      expect(await res.json()).toMatchObject({ itemId: PAYMENTS });
    } finally {
      await context.close();
    }
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
  });

  async function expectNoKeys(page: Page) {
    // Retried, never `networkidle`: a tab with a live stream open never goes idle.
    await expect(page.locator('main')).not.toHaveText(MESSAGE_KEY);
  }

  test('Try and code samples, and an AsyncAPI document, speak German', async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL: server!.url, bypassCSP: true, locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'alice');
    await page.goto('/store/profile');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/web/my/store/preferences'));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible({
      timeout: 30_000,
    });

    // The Try panel of a mock-only item: its labels, the mock token's note and the response.
    await page.goto(`/store/catalog/details/${DOCS_ITEMS.mockOnly}/documentation`);
    const nav = page.getByRole('navigation', { name: 'Operationen' });
    await nav.getByRole('link', { name: /GET\s*\/pets\s*List pets/ }).click({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 4, name: 'Ausprobieren' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Server' })).toHaveValue('mock');
    const samples = page.getByRole('region', { name: 'Codebeispiele' });
    await expect(samples.getByRole('combobox', { name: 'Sprache der Codebeispiele' })).toBeVisible();
    await expect(samples.getByRole('button', { name: 'Codebeispiel kopieren' })).toHaveText('Kopieren');
    await expect(samples).toContainText('enthalten die Beispiele Ihr Anmeldetoken des Portals');
    await page.getByRole('button', { name: 'Ausprobieren', exact: true }).click();
    const response = page.getByRole('region', { name: 'Antwort' });
    await expect(response.getByTestId('try-status')).toHaveText(/^Status 200 .* · \d+ ms$/, {
      timeout: 30_000,
    });
    await expect(response.getByRole('button', { name: 'Antworttext kopieren' })).toBeVisible();
    await expect(response.getByText(/^Header \(\d+\)$/)).toBeVisible();
    await expectNoKeys(page);

    // An AsyncAPI document: the overview, then a request/reply operation.
    const events = `/store/catalog/details/${encodeURIComponent(PAYMENTS)}/documentation`;
    await page.goto(events);
    await expect(page.getByRole('heading', { level: 4, name: 'Kanäle' })).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText(/„Ausprobieren“ ist für ereignisgesteuerte APIs nicht verfügbar/),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'kafka-Binding von Server production' })).toBeVisible();
    await expect(page.getByText('Erforderlich für Server production.')).toBeVisible();
    await expectNoKeys(page);
    await page.goto(`${events}/operations/checkBalance`);
    const reply = page.getByRole('region', { name: 'Antwort' });
    await expect(reply).toContainText('Die Antwort kommt auf dem Kanal balanceReplies zurück', {
      timeout: 30_000,
    });
    await expect(page.getByText(/Sicherheit: Es gelten die Verfahren des Servers/)).toBeVisible();
    await expectNoKeys(page);
    await context.close();
  });
});
