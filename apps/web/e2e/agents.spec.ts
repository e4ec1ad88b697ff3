import { auth as sdkAuth } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { TestAgentAuth } from '../../server/src/test/mcp-agent.ts';
import { detailsMenu } from './details-support.ts';
import { apiCall } from './support/api-call.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test, tokenFor } from './support/fixtures.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';

/**
 * AI agents (issue 30), end to end with real sign-in: the "Copy for AI" button; an MCP client
 * signing alice in through the embedded provider's consent screen in Chromium; and paula telling
 * that agent traffic apart in the Usage tab.
 */
const run = `${process.env.E2E_RUN_ID ?? 'x'}-${Date.now().toString(36)}`;
const title = `Agent Pets ${run}`;
let itemId = '';

// axe is injected into the page, which the portal's CSP would refuse.
test.use({ bypassCSP: true });

test.beforeAll(async ({ browser, baseURL }) => {
  const paula = await tokenFor(browser, 'paula', baseURL!);
  const doc = {
    openapi: '3.0.3',
    info: { title, version: '1.0.0', description: 'Pets for the agents spec.' },
    servers: [{ url: 'https://pets.example.com/v1' }],
    paths: {
      '/pets': {
        get: { operationId: 'listPets', summary: 'List pets', responses: { 200: { description: 'OK' } } },
      },
    },
  };
  const imported = await apiCall(
    browser,
    paula,
    'POST',
    `/api/provider/imports/document?filename=agent-pets-${run}.json`,
    doc,
  );
  itemId = imported.itemId;
});

test('"Copy for AI" puts the API document on the clipboard as Markdown', async ({
  page,
  context,
  signedIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn('alice', `/store/catalog/details/${itemId}`);
  await detailsMenu(page).getByRole('link', { name: 'Documentation' }).click();
  await expect(page.getByRole('heading', { name: 'Documentation', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Copy for AI' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Copied the documentation as Markdown' }),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`# ${title}`)).toBe(true);
  expect(copied).toContain('### GET /pets');
});

test('an agent asks alice on the consent screen; paula sees its calls apart in Usage', async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  test.setTimeout(240_000);
  const mcpUrl = `${baseURL}/mcp`;
  const agent = new TestAgentAuth({ name: `Pet agent ${run}` });
  expect(await sdkAuth(agent, { serverUrl: mcpUrl })).toBe('REDIRECT');

  // alice's browser: sign in, read the consent screen, Allow; the answer goes to the agent's host.
  const aliceContext = await browser.newContext({ baseURL });
  try {
    const alicePage = await aliceContext.newPage();
    await aliceContext.route('http://127.0.0.1:9/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'agent callback' }),
    );
    await alicePage.goto(agent.authorizationUrl!.href);
    await alicePage.getByLabel('Username').fill('alice');
    await alicePage.getByLabel('Password').fill(DEMO_PASSWORD);
    await alicePage.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      alicePage.getByRole('heading', { level: 1, name: `Allow Pet agent ${run} to use Storefront as you?` }),
    ).toBeVisible();
    await expect(alicePage.locator('#redirect-host')).toHaveText('127.0.0.1:9');
    await expect(alicePage.getByRole('list', { name: 'It will be able to' })).toContainText(
      'call APIs for real with your approved API keys',
    );
    expect(await axeViolations(alicePage)).toEqual([]);
    await alicePage.getByRole('button', { name: 'Allow' }).click();
    await alicePage.waitForURL((url) => url.href.startsWith(agent.redirectUrl));
    const code = new URL(alicePage.url()).searchParams.get('code');
    expect(code).toBeTruthy();
    expect(await sdkAuth(agent, { serverUrl: mcpUrl, authorizationCode: code! })).toBe('AUTHORIZED');
  } finally {
    await aliceContext.close();
  }

  const client = new Client({ name: 'e2e-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: agent }));
  try {
    for (const name of ['get_api_summary', 'list_operations', 'list_operations'])
      expect((await client.callTool({ name, arguments: { itemId } })).isError).not.toBe(true);
  } finally {
    await client.close();
  }

  await signedIn('paula');
  await page.getByRole('button', { name: 'Hi, Paula: user menu' }).click();
  await page.getByRole('menuitem', { name: 'Provider workspace' }).click();
  await page.getByRole('tab', { name: 'Usage' }).click();
  const picker = page.getByRole('combobox', { name: 'Item' });
  await picker.click();
  await picker.fill(title);
  await page.getByRole('option', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${title}: `) })).toBeVisible();
  const perUser = page.getByRole('table', { name: 'AI agent calls per user and tool' });
  const alice = perUser
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Alice Consumer' }) });
  await expect(alice.getByRole('cell')).toHaveText(['3', '0', 'list_operations: 2, get_api_summary: 1']);
  await expect(page.getByTestId('agent-calls-summary')).toContainText('3 tool calls by agents for 1 user');
  expect(await axeViolations(page)).toEqual([]);
});
