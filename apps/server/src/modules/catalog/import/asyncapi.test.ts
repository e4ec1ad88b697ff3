import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { largeAsyncApi } from '../../../test/large-asyncapi.ts';
import { extractAsyncApi } from './asyncapi.ts';
import { asyncApiParseStats } from './asyncapi-pool.ts';
import { importDocument } from './import-document.ts';
import { formatSummary, importPaths } from './import-files.ts';
import { ImportRejected } from './import-rejected.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'asyncapi');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name));
const v2 = read('streetlights-2.6.yaml');
const v3 = read('account-service-3.0.yaml');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function rejection(p: Promise<unknown>): Promise<ImportRejected> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportRejected);
  return err as ImportRejected;
}

const operationsOf = (itemId: string) =>
  t.db
    .selectFrom('item_operations')
    .select(['name', 'behaviour', 'uri', 'description'])
    .where('item_id', '=', itemId)
    .orderBy('position')
    .execute();

// The parser's validation costs 0.2-0.8 s of CPU per document, and a shared machine under load
// stretches that tenfold in wall time.
describe('importing AsyncAPI documents', { timeout: 180_000 }, () => {
  it('imports a 2.x YAML document: its operations as SEND/RECEIVE on channels, type AsyncAPI', async () => {
    const r = await importDocument(t.db, { filename: 'streetlights-2.6.yaml', content: v2 });
    expect(r).toMatchObject({
      status: 'imported',
      itemId: 'streetlights-events:1.4.0',
      name: 'Streetlights Events',
      operations: 2,
      specVersion: 'AsyncAPI 2.6.0',
    });
    const item = await t.db
      .selectFrom('catalog_items')
      .select(['interface_type', 'version', 'description'])
      .where('id', '=', r.itemId)
      .executeTakeFirstOrThrow();
    expect(item.interface_type).toBe('AsyncAPI');
    expect(item.version).toBe('1.4.0');
    expect(item.description).toContain('Smartylighting Streetlights');
    // 2.x's publish is what the application receives; subscribe is what it sends.
    expect(await operationsOf(r.itemId)).toEqual([
      {
        name: 'receiveLightMeasurement',
        behaviour: 'RECEIVE',
        uri: 'smartylighting/streetlights/1/0/event/{streetlightId}/lighting/measured',
        description: 'Inform about environmental lighting conditions of a particular streetlight.',
      },
      {
        name: 'turnOn',
        behaviour: 'SEND',
        uri: 'smartylighting/streetlights/1/0/action/{streetlightId}/turn/on',
        description: 'Turn a streetlight on.',
      },
    ]);
    const doc = await t.db
      .selectFrom('item_documents')
      .select(['content', 'format', 'spec_version'])
      .where('item_id', '=', r.itemId)
      .executeTakeFirstOrThrow();
    expect(doc.format).toBe('yaml');
    expect(doc.spec_version).toBe('AsyncAPI 2.6.0');
    expect(Buffer.from(doc.content).equals(v2)).toBe(true);
  });

  it('imports a 3.x document, and an OpenAPI re-import of the same item turns it back to REST', async () => {
    const r = await importDocument(t.db, { filename: 'accounts.yaml', content: v3, itemId: 'accounts' });
    expect(r).toMatchObject({ status: 'imported', operations: 2, specVersion: 'AsyncAPI 3.0.0' });
    expect(await operationsOf('accounts')).toMatchObject([
      { name: 'publishUserSignedUp', behaviour: 'SEND', uri: 'accounts.user.signedup' },
      { name: 'onUserDeleted', behaviour: 'RECEIVE', uri: 'accounts.user.deleted' },
    ]);
    const type = () =>
      t.db
        .selectFrom('catalog_items')
        .select('interface_type')
        .where('id', '=', 'accounts')
        .executeTakeFirstOrThrow()
        .then((row) => row.interface_type);
    expect(await type()).toBe('AsyncAPI');
    const openapi = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Accounts', version: '3' },
      paths: {},
    });
    await importDocument(t.db, { filename: 'a.json', content: Buffer.from(openapi), itemId: 'accounts' });
    expect(await type()).toBe('REST');
    // Metadata names the type: it wins over the document's kind.
    await importDocument(t.db, {
      filename: 'accounts.yaml',
      content: v3,
      itemId: 'accounts',
      metadata: { interfaceType: 'Kafka' },
    });
    expect(await type()).toBe('Kafka');
  });

  it('rejects an invalid document naming the problem and where it is, writing nothing', async () => {
    const bad = v3.toString('utf8').replace('action: receive', 'action: listen');
    const err = await rejection(
      importDocument(t.db, { filename: 'bad.yaml', content: Buffer.from(bad), itemId: 'never' }),
    );
    expect(err.reason).toMatch(/^not a valid AsyncAPI 3\.0\.0 document: /);
    expect(err.reason).toContain('"action" property must be equal to one of the allowed values');
    expect(err.reason).toContain('#/operations/onUserDeleted/action');
    const none = await t.db.selectFrom('catalog_items').select('id').where('id', '=', 'never').execute();
    expect(none).toEqual([]);

    const noVersion = parseYaml(v2.toString('utf8')) as { info: Record<string, unknown> };
    delete noVersion.info.version;
    const missing = await rejection(
      importDocument(t.db, { filename: 'x.json', content: Buffer.from(JSON.stringify(noVersion)) }),
    );
    expect(missing.reason).toBe(
      'not a valid AsyncAPI 2.6.0 document: "info" property must have required property "version" at #/info',
    );

    const old = await rejection(
      importDocument(t.db, {
        filename: 'old.json',
        content: Buffer.from('{"asyncapi": "1.2.0", "info": {"title": "x", "version": "1"}}'),
      }),
    );
    expect(old.reason).toBe('AsyncAPI 1.2.0 is not supported (AsyncAPI 2.x and 3.x are)');
  });

  describe('external references', () => {
    let server: http.Server;
    let hits = 0;
    let url = '';
    beforeAll(async () => {
      server = http.createServer((_req, res) => {
        hits++;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"type": "string"}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payload.json`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('refuses remote and file refs without fetching or reading them', async () => {
      const doc = (ref: string) =>
        Buffer.from(
          v3.toString('utf8').replace("$ref: '#/components/schemas/UserSignedUpPayload'", `$ref: '${ref}'`),
        );
      const remote = await rejection(importDocument(t.db, { filename: 'r.yaml', content: doc(url) }));
      expect(remote.reason).toBe(
        `external $ref "${url}" at #/components/messages/UserSignedUp/payload is not fetched: AsyncAPI documents must be self-contained`,
      );
      const file = await rejection(
        importDocument(t.db, { filename: 'f.yaml', content: doc('/etc/hostname') }),
      );
      expect(file.reason).toBe(
        'external $ref "/etc/hostname" cannot be resolved: the document came without its files',
      );
      expect(hits).toBe(0);
    });

    it("the parser's own readers never reach the network or the disk", async () => {
      // Past the importer's ref check (called directly): the replaced readers answer instead.
      const doc = parseYaml(v3.toString('utf8')) as {
        components: { messages: { UserSignedUp: { payload: unknown } } };
      };
      doc.components.messages.UserSignedUp.payload = { $ref: url };
      await expect(extractAsyncApi(doc as never, '3.0.0', 'x')).resolves.toMatchObject({
        name: 'Account Events',
      });
      doc.components.messages.UserSignedUp.payload = { $ref: '/etc/hostname' };
      await expect(extractAsyncApi(doc as never, '3.0.0', 'x')).resolves.toMatchObject({
        name: 'Account Events',
      });
      expect(hits).toBe(0);
    });
  });

  describe('through the provider API', () => {
    const upload = async (filename: string, body: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/provider/imports/document?filename=${encodeURIComponent(filename)}`,
        headers: { ...(await t.authHeaders('paula')), 'content-type': 'application/yaml' },
        payload: body,
      });

    it('imports by upload and shows the item in the catalogue with its interface type', async () => {
      const res = await upload('accounts-3.yaml', v3);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'imported',
        itemId: 'account-events:2.0.0',
        operations: 2,
        specVersion: 'AsyncAPI 3.0.0',
      });
      const search = await t.app.inject({
        url: '/api/web/catalog/search?text=account%20events',
        headers: await t.authHeaders('alice'),
      });
      const hit = (search.json().results as { id: string; interfaceType: { name: string } | null }[]).find(
        (r) => r.id === 'account-events:2.0.0',
      );
      expect(hit?.interfaceType).toEqual({ name: 'AsyncAPI' });
      const details = await t.app.inject({
        url: '/api/web/catalog/item/account-events%3A2.0.0/summary',
        headers: await t.authHeaders('alice'),
      });
      expect(details.json().interfaceType).toEqual({ name: 'AsyncAPI' });
      // The details menu names the download after it ("Download AsyncAPI Document").
      expect(details.json()).toMatchObject({ hasDocument: true, documentType: 'AsyncAPI' });
      // The Documentation tab reads the document as JSON from the same route as OpenAPI's; in mock
      // mode too its servers stay the brokers it names (the mock serves no AsyncAPI).
      for (const mocking of [false, true]) {
        const docs = await t.app.inject({
          url: `/api/web/catalog/item/account-events%3A2.0.0/openapi/docs?useMocking=${mocking}`,
          headers: await t.authHeaders('alice'),
        });
        expect(docs.statusCode).toBe(200);
        expect(docs.json()).toMatchObject({
          asyncapi: '3.0.0',
          info: { title: 'Account Events' },
          servers: { production: { host: 'kafka.accounts.example:9092', protocol: 'kafka' } },
        });
      }
    });

    it('answers /healthz while a large AsyncAPI upload is being validated', async () => {
      const order: string[] = [];
      const parsed = () => asyncApiParseStats().inWorker + asyncApiParseStats().inPlace;
      const before = parsed();
      const inPlaceBefore = asyncApiParseStats().inPlace;
      const big = Buffer.from(JSON.stringify(largeAsyncApi(3000)));
      const uploading = t.app
        .inject({
          method: 'POST',
          url: '/api/provider/imports/document?filename=large.json',
          headers: { ...(await t.authHeaders('paula')), 'content-type': 'application/json' },
          payload: big,
        })
        .then((res) => {
          order.push('upload');
          return res;
        });
      // Asked once the upload's parse has begun (its worker takes seconds over 3,000 channels):
      // parsed on this thread, the answer would wait for the upload's.
      await new Promise((r) => setTimeout(r, 300));
      const health = await t.app.inject({ url: '/healthz' });
      order.push('healthz');
      expect(health.statusCode).toBe(200);
      // Answered while the parser was still at work (not merely before the upload was stored).
      expect(parsed()).toBe(before);
      const res = await uploading;
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ operations: 3000, specVersion: 'AsyncAPI 3.0.0' });
      expect(order).toEqual(['healthz', 'upload']);
      expect(parsed()).toBe(before + 1);
      expect(asyncApiParseStats().inPlace).toBe(inPlaceBefore);
    });

    it('answers 400 naming the problem for an invalid AsyncAPI document', async () => {
      const res = await upload(
        'bad.yaml',
        v3.toString('utf8').replace('protocol: kafka\n    description', 'description'),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(
        'Invalid body: not a valid AsyncAPI 3.0.0 document: "production" property must have required property "protocol" at #/servers/production',
      );
    });
  });

  it("applies traits as the spec says: 3.x an operation's own fields win, 2.x its traits' win", async () => {
    // Security, bindings and reply are documentation only; the parser validates them (the bindings
    // against their protocols' schemas) and the viewer reads them (asyncapi-model.test.ts).
    const payments = await importDocument(t.db, {
      filename: 'payments-3.0.yaml',
      content: read('payments-3.0.yaml'),
    });
    expect(payments).toMatchObject({
      itemId: 'payment-events:1.2.0',
      operations: 3,
      specVersion: 'AsyncAPI 3.0.0',
    });
    expect(await operationsOf(payments.itemId)).toEqual([
      {
        name: 'requestPayment',
        behaviour: 'SEND',
        uri: 'payments.requested',
        description: 'The checkout asks for a payment.',
      },
      // The description comes from the ledgerConsumer trait (the operation has none of its own).
      {
        name: 'onPaymentSettled',
        behaviour: 'RECEIVE',
        uri: 'payments.settled',
        description: "Consumed by the ledger's consumer group.",
      },
      {
        name: 'checkBalance',
        behaviour: 'SEND',
        uri: 'balance.checks',
        description: "Asks for a customer's balance and waits for the answer.",
      },
    ]);
    const inventory = await importDocument(t.db, {
      filename: 'inventory-2.6.yaml',
      content: read('inventory-2.6.yaml'),
    });
    expect(await operationsOf(inventory.itemId)).toEqual([
      {
        name: 'stockChanged',
        behaviour: 'SEND',
        uri: 'inventory/stock/changed',
        description: "Trait summary, which a 2.x trait puts over the operation's own.",
      },
    ]);
  });

  // After the imports above: every item exists, so the walk updates them.
  it('imports a directory of AsyncAPI documents as the CLI does', async () => {
    const summary = await importPaths(t.db, [fixtures], { metadata: { division: 'Events' } });
    expect(formatSummary(summary)).toBe('imported 0, updated 4, rejected 0');
    const rows = await t.db
      .selectFrom('catalog_items')
      .select(['id', 'interface_type', 'division'])
      .where('id', 'in', ['streetlights-events:1.4.0', 'account-events:2.0.0'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'account-events:2.0.0', interface_type: 'AsyncAPI', division: 'Events' },
      { id: 'streetlights-events:1.4.0', interface_type: 'AsyncAPI', division: 'Events' },
    ]);
  });
});
