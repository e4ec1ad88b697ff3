import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { connectAgent, freePort } from '../../test/mcp-agent.ts';
import { importDocument } from '../catalog/import/import-document.ts';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../catalog/import/fixtures/asyncapi',
);
const ITEM = 'payment-events:1.2.0';
const V2 = 'inventory-events:3.1.0';

type ToolAnswer = { isError?: boolean; content: { type: string; text: string }[] };

// Copy for AI (the Markdown route), the versions tab's routes and the MCP tools on AsyncAPI items:
// event operations in their own words, no HTTP-only fields, and no 500s.
describe('AsyncAPI items for agents, Copy for AI and versions', { timeout: 300_000 }, () => {
  let t: TestApp;
  let base: string;
  let alice: Client;
  const call = async (name: string, args: Record<string, unknown>) => {
    const res = (await alice.callTool({ name, arguments: args })) as ToolAnswer;
    const text = res.content[0]?.text ?? '';
    return { isError: res.isError === true, text, json: () => JSON.parse(text) };
  };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    t = await createTestApp({ publicUrl: base, port });
    await t.app.listen({ port, host: 'localhost' });
    for (const f of ['payments-3.0.yaml', 'inventory-2.6.yaml'])
      await importDocument(t.db, { filename: f, content: fs.readFileSync(path.join(fixtures, f)) });
    for (const id of [ITEM, V2]) await sql`SELECT catalog_refresh_search(${id})`.execute(t.db);
    ({ client: alice } = await connectAgent(`${base}/mcp`, 'alice'));
  }, 300_000);
  afterAll(async () => {
    await alice?.close();
    await t?.close();
  });

  it('gives "Copy for AI" the document in AsyncAPI terms: channels, messages, reply, schemes', async () => {
    const res = await t.app.inject({
      url: `/api/web/catalog/item/${encodeURIComponent(ITEM)}/markdown`,
      headers: await t.authHeaders('alice'),
    });
    expect(res.statusCode).toBe(200);
    const md = res.body;
    expect(md).toContain('- Specification: AsyncAPI 3.0.0 (event-driven');
    expect(md).toContain('- Operations: 3');
    expect(md).toContain('`production: kafka kafka.payments.example:9093`');
    expect(md).toContain('- **saslScram**: scramSha512');
    expect(md).toContain('### SEND balance.checks');
    expect(md).toContain('The application sends on channel `balance.checks`.');
    expect(md).toContain('Reply on a channel known at run time (address in `$message.header#/replyTo`).');
    expect(md).toContain('Reply message `BalanceResult`');
    expect(md).toContain('### Payment');
    expect(md).not.toMatch(/\| parameter \| in \||Responses:|Request body/);
  });

  it('lists, describes and refuses to sample or call event operations over MCP', async () => {
    const overview = (await call('get_api_overview', { itemId: ITEM })).json();
    expect(overview).toMatchObject({
      title: 'Payment Events',
      family: 'asyncapi',
      specVersion: 'AsyncAPI 3.0.0',
      operationCount: 3,
      servers: [
        { name: 'production', protocol: 'kafka', host: 'kafka.payments.example:9093' },
        { name: 'checks', protocol: 'amqps', host: 'rabbit.payments.example:5671' },
      ],
    });
    expect(overview.security.map((s: { name: string; type: string }) => [s.name, s.type])).toEqual([
      ['saslScram', 'scramSha512'],
      ['brokerOauth', 'oauth2'],
      ['checkUser', 'userPassword'],
    ]);
    const list = (await call('list_operations', { itemId: ITEM })).json();
    expect(list.operations.map((o: { key: string; action: string }) => [o.key, o.action])).toEqual([
      ['requestPayment', 'SEND'],
      ['onPaymentSettled', 'RECEIVE'],
      ['checkBalance', 'SEND'],
    ]);
    expect((await call('list_operations', { itemId: ITEM, tag: 'payments.settled' })).json().total).toBe(1);
    const check = (await call('describe_operation', { itemId: ITEM, operation: 'checkBalance' })).json();
    expect(check).toMatchObject({
      action: 'SEND',
      channel: 'balance.checks',
      messages: [{ name: 'BalanceCheck', contentType: 'application/json' }],
      reply: {
        channel: null,
        addressLocation: '$message.header#/replyTo',
        messages: [{ name: 'BalanceResult' }],
      },
    });
    const request = (await call('describe_operation', { itemId: ITEM, operation: 'requestPayment' })).json();
    expect(request).toMatchObject({ security: ['brokerOauth'], messages: [{ traits: ['tracing'] }] });
    expect((await call('describe_schema', { itemId: ITEM, name: 'Payment' })).json().schema.required).toEqual(
      ['paymentId', 'amount'],
    );
    for (const tool of ['generate_code_sample', 'call_operation']) {
      const answer = await call(tool, { itemId: ITEM, operation: 'requestPayment' });
      expect(answer.isError).toBe(true);
      expect(answer.text).toContain('AsyncAPI (event-driven) API');
    }
    // 2.x: publish/subscribe read as RECEIVE/SEND, requirement maps by name.
    const v2 = (await call('describe_operation', { itemId: V2, operation: 'stockChanged' })).json();
    expect(v2).toMatchObject({
      action: 'SEND',
      channel: 'inventory/stock/changed',
      security: ['inventoryKey'],
    });
  });

  it('answers the versions tab and the changelog of an AsyncAPI item', async () => {
    const headers = await t.authHeaders('alice');
    const id = encodeURIComponent(ITEM);
    const versions = await t.app.inject({ url: `/api/web/catalog/item/${id}/versions`, headers });
    expect(versions.statusCode).toBe(200);
    expect(versions.json().versions.map((v: { label: string }) => v.label)).toEqual(['1.2.0']);
    const changelog = await t.app.inject({ url: `/api/web/catalog/item/${id}/changelog`, headers });
    expect(changelog.statusCode).toBeLessThan(500);
    const agent = await call('list_api_versions', { itemId: ITEM });
    expect(agent.isError).toBe(false);
  });
});
