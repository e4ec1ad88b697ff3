import type { Page } from '@playwright/test';
import { apiCall } from './support/api-call.ts';
import { expect, signIn, test, tokenFor } from './support/fixtures.ts';

/**
 * API versions (issue 28) end to end, on an item of this run only: paula publishes version 2 (an
 * operation removed) from the workspace after previewing its changelog; alice, who watches the
 * item, gets the bell, opens the changelog, reads version 1's documentation by URL and switches
 * back; paula deprecates version 1 and alice sees its sunset date.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}${Date.now().toString(36)}`.replace(/[^a-z0-9]/gi, '');
const itemId = `e2e-versions-${run.toLowerCase()}`;
const title = `Versioned Kennel ${run}`;

const op = (operationId: string, summary: string, extra: object = {}) => ({
  operationId,
  summary,
  responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } },
  ...extra,
});
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const document = (version: string, withDelete: boolean) => ({
  openapi: '3.0.3',
  info: { title, version },
  servers: [{ url: 'https://kennel.example.com/v1' }],
  paths: {
    '/dogs': { get: op('listDogs', 'List dogs') },
    '/dogs/{id}': {
      get: op('getDog', 'Get a dog', { parameters: [idParam] }),
      ...(withDelete ? { delete: op('deleteDog', 'Delete a dog', { parameters: [idParam] }) } : {}),
    },
  },
});

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

test('paula publishes version 2 after a preview; alice is told, reads the changelog and version 1', async ({
  page,
  browser,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const base = process.env.E2E_BASE_URL!;
  const [paula, aliceToken] = await Promise.all([
    tokenFor(browser, 'paula', base),
    tokenFor(browser, 'alice', base),
  ]);
  await apiCall(browser, paula, 'POST', '/api/provider/items', { id: itemId, name: title });
  const context = await browser.newContext({ baseURL: base });
  try {
    const put = await context.request.fetch(`/api/provider/items/${itemId}/document?filename=kennel.json`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${paula}`, 'content-type': 'application/json' },
      data: JSON.stringify(document('1.0.0', true)),
    });
    expect(put.ok(), await put.text()).toBe(true);
  } finally {
    await context.close();
  }
  await apiCall(browser, aliceToken, 'POST', `/api/web/my/store/watch/${itemId}/add`);

  const aliceContext = await browser.newContext({ baseURL: base });
  const alice = await aliceContext.newPage();
  try {
    await signIn(alice, 'alice', { path: '/store/' });
    await expect(alice.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const before = await bellCount(alice);

    // Paula: workspace, the item's Versions section, paste version 2, preview, publish.
    await signedIn('paula');
    await page.getByRole('button', { name: 'Hi, Paula: user menu' }).click();
    await page.getByRole('menuitem', { name: 'Provider workspace' }).click();
    await page.getByRole('tab', { name: 'Catalogue' }).click();
    await page.getByLabel('Filter by name').fill(run);
    await page
      .getByTestId('catalog-items')
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('rowheader', { name: '1.0.0' })).toBeVisible({ timeout: 30_000 });
    // By URL the server fetches the document for the preview through the URL import's SSRF guard:
    // the portal's own loopback address is refused, and the workspace says why.
    await versions.getByRole('radio', { name: 'URL' }).check();
    await versions.getByLabel('Document URL').fill(`${base}/api/web/catalog/item/${itemId}/openapi/docs`);
    await versions.getByRole('button', { name: 'Preview changes' }).click();
    await expect(versions.getByRole('alert').filter({ hasText: 'No preview' })).toContainText(
      'The URL was refused',
      { timeout: 30_000 },
    );
    await versions.getByRole('radio', { name: 'Paste' }).check();
    await versions.getByLabel('Document (JSON or YAML)').fill(JSON.stringify(document('2.0.0', false)));
    await versions.getByRole('button', { name: 'Preview changes' }).click();
    const preview = versions.getByRole('status').filter({ hasText: 'Preview:' });
    await expect(preview).toContainText('Preview: 1 breaking change', { timeout: 30_000 });
    await expect(preview).toContainText('DELETE /dogs/{id}: Operation removed');
    await expect(versions.getByRole('rowheader', { name: '2.0.0' })).toHaveCount(0);
    await versions.getByRole('button', { name: 'Publish version' }).click();
    await expect(versions.getByRole('status').filter({ hasText: 'Published' })).toContainText(
      'Version 2.0.0 is now the default, with 1 breaking change',
      { timeout: 30_000 },
    );
    await expect(versions.getByRole('rowheader', { name: '2.0.0' })).toBeVisible();

    // Alice: the bell rises; its entry opens the item's provider updates, whose message links to
    // the changelog of version 2.
    await expect.poll(() => bellCount(alice), { timeout: 30_000 }).toBeGreaterThan(before);
    await alice
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    const panel = alice.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('button', { name: title, exact: true }).click();
    await expect(alice).toHaveURL(new RegExp(`/store/catalog/details/${itemId}/provider-updates$`));
    const message = alice.getByText(`Version 2.0.0 of ${title} was published with 1 breaking change`);
    await expect(message).toBeVisible({ timeout: 30_000 });
    const link = alice.getByRole('link', { name: /\/changelog\?version=2\.0\.0$/ }).first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain(`/store/catalog/details/${itemId}/changelog?version=2.0.0`);
    await alice.goto(href.slice(href.indexOf('/store/')));
    await expect(alice.getByRole('heading', { level: 2, name: 'Changelog' })).toBeVisible({
      timeout: 30_000,
    });
    const changes = alice.getByRole('list', { name: 'Changes from 1.0.0 to 2.0.0' });
    await expect(changes.getByRole('listitem').first()).toContainText(
      'BreakingDELETE /dogs/{id}Operation removed',
    );
    await expect(alice.getByText('Since 1.0.0: 1 breaking change, 0 non-breaking changes')).toBeVisible();

    // Documentation of version 1 by URL: the removed operation is there; switching back drops it.
    await alice.goto(`/store/catalog/details/${itemId}/documentation?version=1.0.0`);
    const operations = alice.getByRole('navigation', { name: 'Operations' });
    await expect(operations.getByRole('link', { name: /Delete a dog/ })).toBeVisible({ timeout: 30_000 });
    const picker = alice.getByLabel('API version');
    await expect(picker).toHaveValue('1.0.0');
    await picker.selectOption('2.0.0');
    await expect(alice).toHaveURL(new RegExp(`/details/${itemId}/documentation$`));
    await expect(operations.getByRole('link', { name: /Get a dog/ })).toBeVisible({ timeout: 30_000 });
    await expect(operations.getByRole('link', { name: /Delete a dog/ })).toHaveCount(0);

    // Alice stops watching before the deprecation: contact-provider.spec.ts counts her bell exactly
    // while it runs beside this file, so this spec keeps her notifications to the one it checks.
    await apiCall(browser, aliceToken, 'POST', `/api/web/my/store/watch/${itemId}/remove`);

    // Paula deprecates version 1 with a sunset date; alice reads it on version 1's documentation.
    const sunset = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
    await versions.getByRole('button', { name: 'Deprecate version 1.0.0' }).click();
    const form = versions.getByRole('form', { name: 'Deprecate version 1.0.0' });
    await form.getByLabel('Sunset date of 1.0.0').fill(sunset);
    await form.getByRole('button', { name: 'Deprecate' }).click();
    await expect(versions.getByRole('row', { name: /^1\.0\.0/ })).toContainText('Deprecated, sunset', {
      timeout: 30_000,
    });
    // As the page formats dates (the browser's locale and time zone).
    const shown = await alice.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(
          new Date(iso),
        ),
      `${sunset}T23:59:59Z`,
    );
    await alice.goto(`/store/catalog/details/${itemId}/documentation?version=1.0.0`);
    await expect(
      alice.getByText(`Version 1.0.0 is deprecated and will be retired on ${shown}.`).first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      alice.getByLabel('API version').locator('option', { hasText: '1.0.0 (deprecated' }),
    ).toHaveText(`1.0.0 (deprecated, sunset ${shown})`);
  } finally {
    // Leave alice's bell as it was found for other specs (opening the entry cleared it already).
    await apiCall(browser, aliceToken, 'PUT', `/api/web/my/store/notifications/${itemId}/clear`).catch(
      () => undefined,
    );
    await aliceContext.close();
  }
});
