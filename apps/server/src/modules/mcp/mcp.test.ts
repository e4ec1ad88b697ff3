import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { auth as sdkAuth } from '@modelcontextprotocol/sdk/client/auth.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  agentToken,
  authorizeInBrowser,
  type CookieJar,
  connectAgent,
  freePort,
  TestAgentAuth,
} from '../../test/mcp-agent.ts';
import { makeItem } from '../catalog/details/test-factories.ts';
import { getSetting, putSetting } from '../config/repository.ts';
import { petstore, putDocument } from '../docs/test-fixtures.ts';

const require = createRequire(import.meta.url);
const MAX_BYTES = 64 * 1024;

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] };

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const res = (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const text = res.content[0]?.text ?? '';
  return { isError: res.isError === true, text, json: () => JSON.parse(text) };
}

async function toolNames(client: Client) {
  return (await client.listTools()).tools.map((t) => t.name).sort();
}

describe('the MCP server at /mcp, through the official SDK client over Streamable HTTP', () => {
  let t: TestApp;
  let base: string;
  let alice: Client;
  let paula: Client;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    t = await createTestApp({ publicUrl: base, port });
    await t.app.listen({ port, host: 'localhost' });
    await makeItem(t.db, 'pets', { name: 'Pet Store', storefront: 'native:animals:petstore' });
    await makeItem(t.db, 'secret', { name: 'Secret Pet Registry', storefront: 'native:animals:secret' });
    await makeItem(t.db, 'github', { name: 'GitHub REST API' });
    await makeItem(t.db, 'internal', { name: 'Internal Pets', storefront: 'native:animals:internal' });
    for (const id of ['pets', 'secret', 'github', 'internal'])
      await sql`SELECT catalog_refresh_search(${id})`.execute(t.db);
    await putDocument(t.db, 'pets', JSON.stringify(petstore), 'json');
    await putDocument(t.db, 'secret', JSON.stringify(petstore), 'json');
    const internal = { ...petstore, servers: [{ url: 'http://127.0.0.1:9/v1' }] };
    await putDocument(t.db, 'internal', JSON.stringify(internal), 'json');
    const github = readFileSync(require.resolve('@octokit/openapi/generated/api.github.com.json'), 'utf8');
    await putDocument(t.db, 'github', github, 'json');
    ({ client: alice } = await connectAgent(`${base}/mcp`, 'alice'));
    ({ client: paula } = await connectAgent(`${base}/mcp`, 'paula'));
  });
  afterAll(async () => {
    await Promise.all([alice?.close(), paula?.close()]);
    await t?.close();
  });

  it('asks for a token with a pointer to its protected-resource metadata, which names the provider', async () => {
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
    const metadataUrl = `${base}/.well-known/oauth-protected-resource/mcp`;
    expect(res.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${metadataUrl}"`);
    const metadata = await (await fetch(metadataUrl)).json();
    expect(metadata).toMatchObject({ resource: `${base}/mcp`, authorization_servers: [`${base}/oidc`] });
    const as = await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json();
    expect(as.registration_endpoint).toBe(`${base}/oidc/reg`);
    expect(as.code_challenge_methods_supported).toContain('S256');
  });

  /** Starts an authorization as the SDK does for this agent (registering it when it has no client id). */
  async function startAuthorization(agent: TestAgentAuth) {
    expect(await sdkAuth(agent, { serverUrl: `${base}/mcp` })).toBe('REDIRECT');
    return agent.authorizationUrl!;
  }

  it('asks the user before a self-registered client gets a token; Deny answers access_denied', async () => {
    const agent = new TestAgentAuth({ name: 'Helpful <b>Agent</b>' });
    const denied = await authorizeInBrowser(await startAuthorization(agent), agent.redirectUrl, 'alice', {
      consent: 'deny',
    });
    const page = denied.consentPage ?? '';
    // The client's own name as text, where the answer goes, who is signed in, and what it may do.
    expect(page).toContain('<span id="client-name">Helpful &lt;b&gt;Agent&lt;/b&gt;</span>');
    expect(page).not.toContain('<b>Agent</b>');
    expect(page).toContain('<code id="redirect-host">127.0.0.1:9</code>');
    expect(page).toContain('Signed in as <strong>Alice Consumer (alice)</strong>');
    expect(page).toContain('call APIs for real with your approved API keys');
    expect(page).toContain('Stay connected without asking you again');
    expect(page).not.toContain('as a provider');
    // Per OAuth (RFC 6749 4.1.2.1): the error, with the client's state, at its redirect URI; no code.
    expect(denied.callback.origin + denied.callback.pathname).toBe(agent.redirectUrl);
    expect(denied.callback.searchParams.get('error')).toBe('access_denied');
    expect(denied.callback.searchParams.get('state')).toBe(agent.sentState);
    expect(denied.callback.searchParams.get('code')).toBeNull();

    // A Deny is not remembered: the same client asks again, and Allow gives a working token.
    const again = new TestAgentAuth({ info: agent.clientInformation() });
    const allowed = await authorizeInBrowser(await startAuthorization(again), again.redirectUrl, 'alice');
    expect(allowed.consentPage).toContain('Helpful &lt;b&gt;Agent&lt;/b&gt;');
    const code = allowed.callback.searchParams.get('code')!;
    expect(await sdkAuth(again, { serverUrl: `${base}/mcp`, authorizationCode: code })).toBe('AUTHORIZED');
    const listed = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${again.tokens()!.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(listed.status).toBe(200);

    // Allow is remembered per user and client: a new browser signs in and is not asked again…
    const jar: CookieJar = new Map();
    const third = new TestAgentAuth({ info: agent.clientInformation() });
    const remembered = await authorizeInBrowser(await startAuthorization(third), third.redirectUrl, 'alice', {
      jar,
    });
    expect(remembered.signedIn).toBe(true);
    expect(remembered.consentPage).toBeNull();
    expect(remembered.callback.searchParams.get('code')).toBeTruthy();
    // …but another user of the same client is asked.
    const paulas = new TestAgentAuth({ info: agent.clientInformation() });
    const other = await authorizeInBrowser(await startAuthorization(paulas), paulas.redirectUrl, 'paula');
    expect(other.consentPage).toContain('Signed in as <strong>Paula Provider (paula)</strong>');
    expect(other.consentPage).toContain('as a provider');

    // A browser still signed in gets no token for a client it never allowed: the gap this screen closes.
    const stranger = new TestAgentAuth({ name: 'Another agent' });
    const silent = await authorizeInBrowser(
      await startAuthorization(stranger),
      stranger.redirectUrl,
      'alice',
      {
        jar,
        consent: 'deny',
      },
    );
    expect(silent.signedIn).toBe(false);
    expect(silent.consentPage).toContain('Another agent');
    expect(silent.callback.searchParams.get('error')).toBe('access_denied');
  });

  it('lets the consent screen post an answer only to a step that asks for consent', async () => {
    const agent = new TestAgentAuth({ name: 'Impatient agent' });
    const url = await startAuthorization(agent);
    const first = await fetch(url, { redirect: 'manual' });
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const interaction = new URL(first.headers.get('location')!, url).href;
    const signInPage = await fetch(interaction, { headers: { cookie } });
    expect(await signInPage.text()).toContain('/login"');
    // The agent's redirect origin joins form-action: browsers check it on the redirect after a post.
    expect(signInPage.headers.get('content-security-policy')).toMatch(
      /form-action [^;]*http:\/\/127\.0\.0\.1:9/,
    );
    const skipped = await fetch(`${interaction}/allow`, {
      method: 'POST',
      headers: { cookie },
      redirect: 'manual',
    });
    expect(skipped.status).toBe(400);
    expect(skipped.headers.get('location')).toBeNull();
  });

  it("keeps the web API's tokens and the agents' tokens apart (audience)", async () => {
    const webToken = await t.tokenFor('alice');
    const atMcp = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${webToken}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(atMcp.status).toBe(401);
    expect(atMcp.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('answers with Cache-Control: no-store, signed in or refused (answers are per user)', async () => {
    const token = await agentToken(`${base}/mcp`, 'alice');
    const init = {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    };
    const ok = await fetch(`${base}/mcp`, init);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${base}/mcp`, { ...init, headers: { ...init.headers, authorization: '' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('lists read tools to a consumer, without write or provider tools', async () => {
    const names = await toolNames(alice);
    expect(names).toEqual(
      expect.arrayContaining([
        'search_catalog',
        'get_taxonomy',
        'get_api_summary',
        'list_api_versions',
        'get_changelog',
        'get_api_overview',
        'list_operations',
        'describe_operation',
        'list_schemas',
        'describe_schema',
        'generate_code_sample',
        'call_operation',
        'list_my_access',
      ]),
    );
    for (const absent of ['ask_question', 'request_access', 'set_agent_visibility', 'agent_usage'])
      expect(names).not.toContain(absent);
    expect(await toolNames(paula)).toEqual(expect.arrayContaining(['set_agent_visibility', 'agent_usage']));
  });

  it('searches the catalogue as the web does', async () => {
    const res = await call(alice, 'search_catalog', { text: 'pet', limit: 10 });
    expect(res.isError).toBe(false);
    const ids = res.json().items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['pets', 'secret']));
    const web = await t.app.inject({
      url: '/api/web/catalog/search?text=pet',
      headers: await t.authHeaders('alice'),
    });
    expect(
      web
        .json()
        .results.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it("describes one of GitHub's operations, and pages its list, within the response cap", async () => {
    const list = await call(alice, 'list_operations', { itemId: 'github', limit: 100 });
    expect(list.isError).toBe(false);
    expect(Buffer.byteLength(list.text)).toBeLessThanOrEqual(MAX_BYTES);
    const page = list.json();
    expect(page.total).toBeGreaterThan(900);
    expect(page.operations).toHaveLength(100);
    expect(page.nextOffset).toBe(100);

    const op = await call(alice, 'describe_operation', {
      itemId: 'github',
      operation: 'GET /repos/{owner}/{repo}',
    });
    expect(op.isError).toBe(false);
    expect(Buffer.byteLength(op.text)).toBeLessThanOrEqual(MAX_BYTES);
    const described = op.json();
    expect(described.operationId).toBe('repos/get');
    expect(described.parameters.map((p: { name: string }) => p.name)).toEqual(['owner', 'repo']);
    expect(described.responses.find((r: { status: string }) => r.status === '200').content[0].schema).toEqual(
      {
        $ref: 'full-repository',
      },
    );
    const schema = await call(alice, 'describe_schema', { itemId: 'github', name: 'full-repository' });
    expect(Buffer.byteLength(schema.text)).toBeLessThanOrEqual(MAX_BYTES);
    expect(schema.json().schema.properties.full_name).toMatchObject({ type: 'string' });

    const sample = await call(alice, 'generate_code_sample', {
      itemId: 'github',
      operation: 'repos/get',
      language: 'python',
    });
    expect(sample.json().code).toContain('requests.request(');
    expect(sample.json().code).toContain('https://api.github.com/repos/');
  });

  it("lists an API's versions, pages its changelog, and reads one version's operations and schemas", async () => {
    const paulaHeaders = await t.authHeaders('paula');
    const versioned = (version: string, paths: Record<string, unknown>, schemas: Record<string, unknown>) =>
      Buffer.from(
        JSON.stringify({
          openapi: '3.0.3',
          info: { title: 'Versioned Pets', version },
          paths,
          components: { schemas },
        }),
      );
    const get = (operationId: string, params: unknown[] = []) => ({
      get: { operationId, parameters: params, responses: { 200: { description: 'OK' } } },
    });
    const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
    const v1 = versioned(
      '1.0.0',
      {
        '/pets': get('listPets'),
        '/pets/{id}': {
          ...get('getPet', [id]),
          delete: { operationId: 'deletePet', parameters: [id], responses: { 204: { description: 'Gone' } } },
        },
      },
      { Pet: { type: 'object', properties: { name: { type: 'string' } } } },
    );
    const v2 = versioned(
      '2.0.0',
      {
        '/pets': {
          ...get('listPets', [{ name: 'owner', in: 'query', required: true, schema: { type: 'string' } }]),
          post: { operationId: 'createPet', responses: { 201: { description: 'Created' } } },
        },
        '/pets/{id}': get('getPet', [id]),
      },
      { Pet: { type: 'object', properties: { name: { type: 'string' }, owner: { type: 'string' } } } },
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/provider/imports/document?filename=versioned.json',
      headers: { ...paulaHeaders, 'content-type': 'application/json' },
      payload: v1,
    });
    expect(imported.statusCode).toBe(201);
    const itemId = imported.json().itemId;
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/provider/items/${itemId}/versions?filename=versioned.json`,
      headers: { ...paulaHeaders, 'content-type': 'application/json' },
      payload: v2,
    });
    expect(published.statusCode).toBeLessThan(300);

    // The same answers as the web's versions and changelog routes (the versions module's services).
    const versions = await call(alice, 'list_api_versions', { itemId });
    expect(versions.isError).toBe(false);
    expect(versions.json()).toMatchObject({
      defaultVersion: '2.0.0',
      versions: [
        { label: '2.0.0', isDefault: true, state: 'current' },
        { label: '1.0.0', isDefault: false, state: 'current' },
      ],
    });
    const log = await call(alice, 'get_changelog', { itemId });
    const web = (
      await t.app.inject({
        url: `/api/web/catalog/item/${itemId}/changelog`,
        headers: await t.authHeaders('alice'),
      })
    ).json();
    const changelog = log.json();
    expect(changelog).toMatchObject({
      from: '1.0.0',
      to: '2.0.0',
      summary: web.summary,
      total: web.changes.length,
    });
    expect(changelog.summary.breaking).toBeGreaterThan(0);
    expect(changelog.changes).toEqual(web.changes.slice(0, 50));
    const breaking = (await call(alice, 'get_changelog', { itemId, breakingOnly: true, limit: 1 })).json();
    expect(breaking.changes).toHaveLength(1);
    expect(breaking.changes[0].breaking).toBe(true);
    expect(breaking.total).toBe(changelog.summary.breaking);
    expect(breaking.nextOffset).toBe(breaking.total > 1 ? 1 : null);
    const backwards = (await call(alice, 'get_changelog', { itemId, from: '2.0.0', to: '1.0.0' })).json();
    expect(backwards.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'added', method: 'DELETE', path: '/pets/{id}' }),
      ]),
    );

    // Each version's own document: deletePet only in 1.0.0, createPet only in the default 2.0.0.
    const keys = async (version?: string) =>
      (await call(alice, 'list_operations', { itemId, ...(version ? { version } : {}) }))
        .json()
        .operations.map((o: { key: string }) => o.key);
    expect(await keys('1.0.0')).toContain('DELETE /pets/{id}');
    expect(await keys()).toContain('POST /pets');
    expect(await keys()).not.toContain('DELETE /pets/{id}');
    const oldOp = await call(alice, 'describe_operation', {
      itemId,
      version: '1.0.0',
      operation: 'deletePet',
    });
    expect(oldOp.isError).toBe(false);
    expect((await call(alice, 'describe_operation', { itemId, operation: 'deletePet' })).isError).toBe(true);
    const oldPet = (await call(alice, 'describe_schema', { itemId, version: '1.0.0', name: 'Pet' })).json();
    expect(Object.keys(oldPet.schema.properties)).toEqual(['name']);
    const schemas = (await call(alice, 'list_schemas', { itemId, version: '2.0.0' })).json();
    expect(JSON.stringify(schemas)).toContain('Pet');
    expect((await call(alice, 'get_api_overview', { itemId, version: '1.0.0' })).json().version).toBe(
      '1.0.0',
    );

    // Failure paths: a version that does not exist, a retired one (410 on the web), a hidden item.
    const missing = await call(alice, 'list_operations', { itemId, version: '9.9.9' });
    expect(missing.isError).toBe(true);
    expect(missing.text).toMatch(/version does not exist/);
    const retire = await t.app.inject({
      method: 'PATCH',
      url: `/api/provider/items/${itemId}/versions/1.0.0`,
      headers: paulaHeaders,
      payload: { state: 'retired' },
    });
    expect(retire.statusCode).toBe(200);
    const retired = await call(alice, 'describe_schema', { itemId, version: '1.0.0', name: 'Pet' });
    expect(retired.isError).toBe(true);
    expect(retired.text).toMatch(/retired/);
    expect((await call(paula, 'set_agent_visibility', { itemId, visible: false })).isError).toBe(false);
    for (const tool of ['list_api_versions', 'get_changelog']) {
      const hidden = await call(alice, tool, { itemId });
      expect(hidden.isError, tool).toBe(true);
      expect(hidden.text, tool).toBe((await call(alice, tool, { itemId: 'ghost' })).text);
    }
  });

  it('calls an operation on the mock server', async () => {
    const res = await call(alice, 'call_operation', {
      itemId: 'pets',
      operation: 'listPets',
      target: 'mock',
    });
    expect(res.isError).toBe(false);
    const answer = res.json();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual([{ id: 7, name: 'Rex', tag: null }]);
    const bad = await call(alice, 'call_operation', {
      itemId: 'pets',
      operation: 'createPet',
      body: JSON.stringify({ nope: 1 }),
    });
    expect(bad.json().status).toBe(400);
  });

  it('refuses a real call without an approved key, and one to a private address with a key', async () => {
    const noKey = await call(alice, 'call_operation', {
      itemId: 'pets',
      operation: 'listPets',
      target: 'https://eu.pets.example.com/v1',
    });
    expect(noKey.isError).toBe(true);
    expect(noKey.text).toMatch(/no approved key/);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/web/catalog/item/internal/runtime',
      headers: await t.authHeaders('alice'),
    });
    expect(created.statusCode).toBeLessThan(300);
    const access = await call(alice, 'list_my_access', { itemId: 'internal' });
    const key = access.json().apps[0].keys[0];
    expect(key).toMatchObject({ status: 'approved' });
    expect(key.key).toMatch(/^.{4}….{4}$/);
    expect(access.text).not.toContain(created.json().credential.consumerKey);

    const privateCall = await call(alice, 'call_operation', {
      itemId: 'internal',
      operation: 'listPets',
      target: 'http://127.0.0.1:9/v1',
    });
    expect(privateCall.isError).toBe(true);
    expect(privateCall.text).toMatch(/^TRY-REFUSED: /);
  });

  it('never shows an item its provider hid from agents, while the web still does', async () => {
    const hide = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/catalog/items/secret/agents',
      headers: await t.authHeaders('paula'),
      payload: { agentVisible: false },
    });
    expect(hide.json()).toEqual({ itemId: 'secret', agentVisible: false });
    const ids = (await call(alice, 'search_catalog', { text: 'pet' }))
      .json()
      .items.map((i: { id: string }) => i.id);
    expect(ids).toContain('pets');
    expect(ids).not.toContain('secret');
    for (const [tool, args] of [
      ['get_api_summary', {}],
      ['list_operations', {}],
      ['describe_operation', { operation: 'listPets' }],
      ['call_operation', { operation: 'listPets' }],
    ] as const) {
      // Exactly what an item that does not exist answers.
      const res = await call(alice, tool, { itemId: 'secret', ...args });
      const ghost = await call(alice, tool, { itemId: 'ghost', ...args });
      expect(res.isError, tool).toBe(true);
      expect(res.text, tool).toBe(ghost.text);
    }
    const web = await t.app.inject({
      url: '/api/web/catalog/search?text=pet',
      headers: await t.authHeaders('alice'),
    });
    expect(web.json().results.map((r: { id: string }) => r.id)).toContain('secret');
    // Providers may show it again, also through their own agent.
    expect((await call(paula, 'set_agent_visibility', { itemId: 'secret', visible: true })).isError).toBe(
      false,
    );
    expect((await call(alice, 'get_api_summary', { itemId: 'secret' })).isError).toBe(false);
  });

  it('refuses provider tools to a consumer', async () => {
    const res = await call(alice, 'set_agent_visibility', { itemId: 'pets', visible: false });
    expect(res.isError).toBe(true);
    // A call builds only the tool it names; one the user lacks is answered as by the whole server.
    expect(res.text).toBe(
      (await call(alice, 'no_such_tool')).text.replace('no_such_tool', 'set_agent_visibility'),
    );
    expect(res.text).toMatch(/not found/);
    expect((await call(alice, 'get_api_summary', { itemId: 'pets' })).isError).toBe(false);
    const web = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/catalog/items/pets/agents',
      headers: await t.authHeaders('alice'),
      payload: { agentVisible: false },
    });
    expect(web.statusCode).toBe(403);
  });

  it('offers write tools only once the customer configuration enables them, and they need confirmation', async () => {
    const settings = (await getSetting<Record<string, unknown>>(t.db, 'config')) ?? {};
    await putSetting(t.db, 'config', { ...settings, agents: { writeTools: true } });
    expect(await toolNames(alice)).toEqual(expect.arrayContaining(['ask_question', 'request_access']));
    const unconfirmed = await call(alice, 'ask_question', { itemId: 'pets', message: 'Is there a sandbox?' });
    expect(unconfirmed.isError).toBe(true);
    const asked = await call(alice, 'ask_question', {
      itemId: 'pets',
      message: 'Is there a sandbox?',
      confirm: true,
    });
    expect(asked.isError).toBe(false);
    expect(asked.json()).toMatchObject({ posted: true });
    await putSetting(t.db, 'config', { ...settings, agents: { writeTools: false } });
    expect(await toolNames(alice)).not.toContain('ask_question');
  });

  it('renders an API document as paged Markdown, and the catalogue as llms.txt', async () => {
    const headers = await t.authHeaders('alice');
    const first = await t.app.inject({ url: '/api/web/catalog/item/github/markdown', headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const pages = Number(first.headers['x-pages']);
    expect(pages).toBeGreaterThan(10);
    expect(first.body).toMatch(/^# GitHub REST API/);
    expect(first.body).toContain('## Authentication');
    expect(first.body).toContain('## Operations');
    expect(Buffer.byteLength(first.body)).toBeLessThan(1024 * 1024);
    expect(first.headers.link).toBe('</api/web/catalog/item/github/markdown?page=2>; rel="next"');
    const last = await t.app.inject({ url: `/api/web/catalog/item/github/markdown?page=${pages}`, headers });
    expect(last.body).toContain('## Schemas');
    expect(last.headers.link).toBeUndefined();

    const pets = await t.app.inject({ url: '/api/web/catalog/item/pets/markdown?download=true', headers });
    expect(pets.headers['content-disposition']).toBe('attachment; filename="pets.md"');
    expect(pets.body).toContain('- **apiKey**: apiKey — header `X-API-Key`');
    expect(pets.body).toContain('### GET /pets\n\noperationId: `listPets`');
    expect(pets.body).toContain('| limit | query | no | `{"type":"integer","maximum":100}` |');
    expect((await t.app.inject({ url: '/api/web/catalog/item/pets/markdown' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/web/catalog/item/ghost/markdown', headers })).statusCode).toBe(
      404,
    );

    await t.app.inject({
      method: 'PUT',
      url: '/api/provider/catalog/items/internal/agents',
      headers: await t.authHeaders('paula'),
      payload: { agentVisible: false },
    });
    const llms = await t.app.inject({ url: '/api/web/llms.txt', headers });
    expect(llms.statusCode).toBe(200);
    expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(llms.body).toMatch(/^# Storefront API catalogue\n\n> /);
    const petsLine = llms.body.split('\n').find((l) => l.startsWith('- [Pet Store'));
    expect(petsLine).toMatch(
      /^- \[Pet Store [^\]]*\]\(http:\/\/localhost:\d+\/api\/web\/catalog\/item\/pets\/markdown\)/,
    );
    expect(llms.body).not.toContain('/item/internal/');
    expect((await t.app.inject({ url: '/api/web/llms.txt' })).statusCode).toBe(401);
  });

  it('records agent calls per user and tool, and shows providers agent traffic apart', async () => {
    const rows = await t.db
      .selectFrom('agent_tool_calls as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['u.username', 'c.tool', 'c.item_id', 'c.outcome', 'c.client_id'])
      .where('c.tool', '=', 'describe_operation')
      .where('c.item_id', '=', 'github')
      .execute();
    expect(rows[0]).toMatchObject({ username: 'alice', outcome: 'ok' });
    expect(rows[0].client_id).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    const usage = await t.app.inject({
      url: `/api/provider/usage/agents?itemId=github&from=${today}&to=${today}`,
      headers: await t.authHeaders('paula'),
    });
    expect(usage.statusCode).toBe(200);
    expect(usage.json().byTool).toEqual(
      expect.arrayContaining([
        { tool: 'describe_operation', calls: 1 },
        { tool: 'list_operations', calls: 1 },
      ]),
    );
    // Per user and tool: who the agents worked for, busiest first, failed calls apart.
    const alices = usage.json().byUser.find((u: { username: string }) => u.username === 'alice');
    expect(alices).toMatchObject({ displayName: 'Alice Consumer' });
    expect(alices.tools).toEqual(
      expect.arrayContaining([
        { tool: 'describe_operation', calls: 1 },
        { tool: 'list_operations', calls: 1 },
      ]),
    );
    expect(alices.calls).toBe(alices.tools.reduce((n: number, t: { calls: number }) => n + t.calls, 0));
    const all = (
      await t.app.inject({
        url: `/api/provider/usage/agents?from=${today}&to=${today}`,
        headers: await t.authHeaders('paula'),
      })
    ).json();
    const allAlice = all.byUser.find((u: { username: string }) => u.username === 'alice');
    // Alice's agent called hidden and missing items above: those calls failed and count as errors.
    expect(allAlice.errors).toBeGreaterThan(0);
    expect(all.byUser.map((u: { calls: number }) => u.calls)).toEqual(
      [...all.byUser.map((u: { calls: number }) => u.calls)].sort((a, b) => b - a),
    );
    const consumer = await t.app.inject({
      url: `/api/provider/usage/agents?from=${today}&to=${today}`,
      headers: await t.authHeaders('alice'),
    });
    expect(consumer.statusCode).toBe(403);
  });
});
