import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { detailsMenu } from './details-support.ts';
import { DOCS_ITEMS, makeDocsItems } from './docs-support.ts';
import { expect, test, tokenFor } from './support/fixtures.ts';

test.beforeAll(async ({ browser, request, baseURL }) => {
  await makeDocsItems(request, await tokenFor(browser, 'paula', baseURL!));
  // The server prepares GitHub's 13 MB document once (parse, mock servers, gzip): done here, so the
  // deep links below measure the browser's cold start, not the server's first preparation.
  const alice = await tokenFor(browser, 'alice', baseURL!);
  for (const mocking of [true, false]) {
    const res = await request.get(`/api/web/catalog/item/github/openapi/docs?useMocking=${mocking}`, {
      headers: { authorization: `Bearer ${alice}` },
    });
    expect(res.ok()).toBe(true);
  }
});

const openDocs = async (page: Page, id: string) => {
  await page.goto(`/store/catalog/details/${id}`);
  await detailsMenu(page).getByRole('link', { name: 'Documentation' }).click();
  await expect(page.getByRole('heading', { name: 'Documentation', level: 2 })).toBeVisible();
};

test('overview and authentication: an API key API and an OAuth 2 API', async ({ page, signedIn }) => {
  await signedIn('alice');
  await openDocs(page, DOCS_ITEMS.keyedReading);
  const overview = page.getByRole('article', { name: /Docs e2e-docs-keyed-reading/ });
  await expect(overview.getByText('Version 1.0.0')).toBeVisible();
  // info.description rendered as Markdown.
  await expect(overview.locator('strong', { hasText: 'documentation' })).toBeVisible();
  // No key yet: mock mode, where the document's servers are the portal's mock server.
  await expect(overview.getByRole('region', { name: 'Servers' })).toContainText(
    `/api/mock/${DOCS_ITEMS.keyedReading}`,
  );
  const auth = overview.getByRole('region', { name: 'Authentication' });
  await expect(auth.getByRole('heading', { name: 'apiKey' })).toBeVisible();
  await expect(auth).toContainText('API key sent in the header "X-API-Key".');
  await expect(auth).toContainText('Use "Get API Key" above');
  await expect(overview.getByRole('region', { name: 'Tags' })).toContainText('Everything about pets');

  await openDocs(page, DOCS_ITEMS.oauth);
  const oauth = page.getByRole('region', { name: 'Authentication' });
  await expect(oauth.getByRole('heading', { name: 'petsAuth' })).toBeVisible();
  await expect(oauth).toContainText('OAuth 2: a bearer access token');
  await expect(oauth).toContainText('Tokens from the pets authorization server.');
  await expect(oauth.getByText('Client credentials', { exact: true })).toBeVisible();
  await expect(oauth.getByText('Authorization code (with PKCE)')).toBeVisible();
  await expect(oauth.getByText('https://auth.pets.example.com/token').first()).toBeVisible();
  await expect(oauth.getByRole('cell', { name: 'pets:read' }).first()).toBeVisible();
  await expect(oauth).toContainText('Register a client with the provider');
  // Mock allowed: the portal token the mock takes is explained.
  await expect(oauth).toContainText('your portal sign-in token');
});

test('cold deep links to a GitHub operation and schema; back and forward move between them', async ({
  page,
  signedIn,
}) => {
  // Reading GitHub's 13 MB document cold takes ~1 s here but far longer on a loaded CI machine; its
  // speed is the bench's to prove, not this test's. Three cold reads may each take their 30 s.
  test.setTimeout(150_000);
  await signedIn('alice');
  await page.goto('/store/catalog/details/github/documentation/operations/repos%2Fget');
  const cold = { timeout: 30_000 };
  await expect(page.getByRole('heading', { name: '/repos/{owner}/{repo}', level: 3 })).toBeVisible(cold);
  const nav = page.getByRole('navigation', { name: 'Operations' });
  // The list scrolled to the operation and marks it.
  await expect(nav.locator('a[aria-current="page"]')).toContainText('/repos/{owner}/{repo}');
  await expect(nav.locator('a[aria-current="page"]')).toBeInViewport();

  // A schema used by the operation links to its own page.
  await page
    .getByRole('region', { name: 'Responses' })
    .getByRole('link', { name: 'full-repository' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/documentation\/schemas\/full-repository$/);
  await expect(page.getByRole('heading', { name: 'full-repository', level: 3 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: '/repos/{owner}/{repo}', level: 3 })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'full-repository', level: 3 })).toBeVisible();

  // Cold on a schema: its properties expand; search finds schemas as well as operations.
  await page.goto('/store/catalog/details/github/documentation/schemas/full-repository');
  const schema = page.getByRole('article', { name: 'full-repository' });
  await expect(schema).toBeVisible(cold);
  await schema.getByText('owner', { exact: true }).first().click();
  await expect(schema.getByRole('link', { name: 'simple-user' }).first()).toBeVisible();
  await nav.getByLabel('Search operations and schemas').fill('full-repository');
  await expect(nav.getByRole('link', { name: /SCHEMA\s*full-repository/ })).toBeVisible();
  await expect(nav.getByText(/, 2 of \d{3} schemas$/)).toBeVisible();

  // An unknown key says so instead of an empty pane.
  await page.goto('/store/catalog/details/github/documentation/operations/no-such-op');
  await expect(page.getByRole('alert')).toHaveText('This document has no operation no-such-op.', cold);
});

test('Try: enums as selects, examples prefilled (never "string"), Markdown response text, copy', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  await page.goto(`/store/catalog/details/${DOCS_ITEMS.mockOnly}/documentation/operations/listPets`);
  await expect(page.getByRole('heading', { name: '/pets', level: 3 })).toBeVisible();
  const status = page.getByLabel('status (query)');
  await expect(status).toHaveJSProperty('tagName', 'SELECT');
  await expect(status.locator('option')).toHaveText(['(not sent)', 'available', 'sold']);
  await status.selectOption('sold');
  await expect(page.getByTestId('code-sample')).toContainText('status=sold');
  await expect(page.getByLabel('limit (query)')).toHaveValue('2');
  const responses = page.getByRole('region', { name: 'Responses' });
  await expect(responses.locator('strong', { hasText: 'paged' })).toBeVisible();
  await expect(responses.getByRole('link', { name: 'the guide' })).toHaveAttribute(
    'href',
    'https://pets.example.com/guide',
  );
  await expect(responses.getByText('**paged**')).toHaveCount(0);

  // Path parameters without an example are left empty (and required), not "string".
  await page.goto(
    `/store/catalog/details/${DOCS_ITEMS.mockOnly}/documentation/operations/GET%20%2Fpets%2F%7BpetId%7D`,
  );
  await expect(page.getByLabel('petId (path)')).toHaveValue('');
  await expect(page.getByText('Required: petId')).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByLabel('petId (path)').fill('9');
  await page.getByRole('button', { name: 'Copy code sample' }).click();
  await expect(page.getByRole('button', { name: 'Copy code sample' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/pets/9');
});

test('on a phone, choosing an operation brings its details into view', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signedIn('alice');
  await page.goto(`/store/catalog/details/${DOCS_ITEMS.mockOnly}/documentation`);
  const nav = page.getByRole('navigation', { name: 'Operations' });
  await nav.getByRole('link', { name: /GET\s*\/pets\s*List pets/ }).click();
  await expect(page).toHaveURL(/\/documentation\/operations\/listPets$/);
  await expect(page.getByRole('heading', { name: '/pets', level: 3 })).toBeInViewport();
});

const run = promisify(execFile);

test('samples in eleven languages; the curl and Node ones run against the mock as shown', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  await page.goto(`/store/catalog/details/${DOCS_ITEMS.mockOnly}/documentation/operations/listPets`);
  const language = page.getByLabel('Code sample language');
  await expect(language.locator('option')).toHaveCount(11);
  await expect(page.getByText(/samples carry your portal sign-in token/)).toBeVisible();
  const sample = page.getByTestId('code-sample');
  await expect(sample).toContainText(`/api/mock/${DOCS_ITEMS.mockOnly}/pets?limit=2`);
  // The real token, not a placeholder.
  await expect(sample).not.toContainText('YOUR_PORTAL_TOKEN');
  await expect(sample).toContainText(/Authorization: Bearer \S{20,}/);
  // The API's key slot carries the same mock token, never a placeholder that means nothing.
  await expect(sample).not.toContainText('YOUR_API_KEY');
  const token = /Authorization: Bearer (\S+?)'/.exec((await sample.textContent())!)?.[1];
  await expect(sample).toContainText(`X-API-Key: ${token}`);
  const curl = (await sample.textContent())!;
  expect(curl).toMatch(/^curl --request GET/);
  const fromCurl = await run('sh', ['-c', curl], { timeout: 30_000 });
  expect(JSON.parse(fromCurl.stdout)).toEqual([{ id: 7, name: 'Rex' }]);

  await language.selectOption('node');
  await expect(sample).toContainText('fetch(url, options)');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-sample-'));
  const file = path.join(dir, 'sample.mjs');
  await fs.writeFile(file, (await sample.textContent())!);
  // Without colours: Playwright sets FORCE_COLOR, which console.log would honour.
  const env = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  const fromNode = await run(process.execPath, [file], { timeout: 30_000, env });
  expect(fromNode.stdout).toContain("name: 'Rex'");
  await fs.rm(dir, { recursive: true, force: true });

  for (const [id, marker] of [
    ['python', 'import requests'],
    ['go', 'package main'],
    ['java', 'HttpRequest'],
    ['csharp', 'HttpClient'],
    ['php', 'curl_init'],
    ['ruby', "require 'net/http'"],
    ['swift', 'URLSession'],
    ['kotlin', 'OkHttpClient'],
    ['javascript', "fetch('http"],
  ] as const) {
    await language.selectOption(id);
    await expect(sample, id).toContainText(marker);
    await expect(sample, id).toContainText(`/api/mock/${DOCS_ITEMS.mockOnly}/pets`);
  }
});

test('the Postman collection and the OpenAPI file download with the consumer key', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice');
  await openDocs(page, DOCS_ITEMS.keyedReading);
  const panel = page.getByRole('region', { name: 'API key' });
  const copy = panel.getByRole('button', { name: /^Copy API key / });
  // Another spec may have got alice her key already.
  const get = panel.getByRole('button', { name: 'Get API Key' });
  await expect(get.or(copy)).toBeVisible();
  if (await get.isVisible()) await get.click();
  await expect(copy).toBeVisible();
  const key = (await copy.textContent())!.trim();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Postman collection' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Docs_e2e-docs-keyed-reading.postman_collection.json');
  const collection = JSON.parse(await fs.readFile((await file.path())!, 'utf8'));
  expect(collection.info.name).toBe(`Docs ${DOCS_ITEMS.keyedReading}`);
  expect(collection.variable).toContainEqual({ key: 'apiKey', value: key, type: 'secret' });
  expect(collection.variable).toContainEqual({
    key: 'baseUrl',
    value: 'https://pets.example.com/v1',
    type: 'string',
  });
  const requests = collection.item[0].item;
  expect(requests.map((r: { name: string }) => r.name)).toEqual(['List pets', 'Show a pet']);
  expect(requests[0].request.header).toContainEqual({ key: 'X-API-Key', value: '{{apiKey}}' });

  // The OpenAPI file of the version shown, with the key beside the scheme it belongs to.
  const openapi = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download OpenAPI file' }).click();
  const doc = await openapi;
  expect(doc.suggestedFilename()).toBe('Docs_e2e-docs-keyed-reading-1.0.0.openapi.json');
  const spec = JSON.parse(await fs.readFile((await doc.path())!, 'utf8'));
  expect(spec.components.securitySchemes.apiKey).toMatchObject({
    type: 'apiKey',
    name: 'X-API-Key',
    'x-storefront-key': key,
  });
  expect(spec.components.securitySchemes.apiKey.description).toContain(`header "X-API-Key": \`${key}\``);
  expect(spec.servers).toEqual([{ url: 'https://pets.example.com/v1' }]);
});
