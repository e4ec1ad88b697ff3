import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { eventOperationDetail, indexAsyncApi, messageView } from './asyncapi-model.ts';
import { rowsFor } from './operation-list.tsx';

// The server importer's fixtures: the same documents the import tests and the browser spec use.
const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../server/src/modules/catalog/import/fixtures/asyncapi',
);
const load = (name: string) => parse(fs.readFileSync(path.join(fixtures, name), 'utf8'));

describe('AsyncAPI 3 in the documentation worker', () => {
  const loaded = indexAsyncApi(load('account-service-3.0.yaml'));
  const { index } = loaded;

  it('indexes servers, channels, operations (send/receive) and messages', () => {
    expect(index).toMatchObject({ title: 'Account Events', version: '2.0.0', specVersion: 'AsyncAPI 3.0.0' });
    // Brokers are no HTTP bases: Try gets no targets.
    expect(index.servers).toEqual([]);
    expect(index.eventApi?.servers).toEqual([
      {
        name: 'production',
        host: 'kafka.accounts.example:9092',
        protocol: 'kafka',
        protocolVersion: '',
        description: 'The production cluster.',
        security: [],
        bindings: [],
      },
      expect.objectContaining({ name: 'staging', host: 'kafka-staging.accounts.example:9092' }),
    ]);
    expect(index.operations.map((o) => [o.key, o.method, o.path, o.tag])).toEqual([
      ['publishUserSignedUp', 'SEND', 'accounts.user.signedup', 'accounts.user.signedup'],
      ['onUserDeleted', 'RECEIVE', 'accounts.user.deleted', 'accounts.user.deleted'],
    ]);
    expect(index.eventApi?.channels.map((c) => [c.key, c.address, c.operations, c.messages])).toEqual([
      ['userSignedUp', 'accounts.user.signedup', ['publishUserSignedUp'], ['UserSignedUp']],
      ['userDeleted', 'accounts.user.deleted', ['onUserDeleted'], ['UserDeleted']],
    ]);
    expect(index.eventApi?.messages).toEqual(['UserSignedUp', 'UserDeleted']);
    expect(index.schemas).toEqual(['UserSignedUpPayload']);
  });

  it('gives an operation its channel and messages with payload schemas, refs named for linking', () => {
    const op = eventOperationDetail(loaded.events, 0);
    expect(op).toMatchObject({ key: 'publishUserSignedUp', action: 'SEND', title: 'Publish a signup' });
    expect(op.channel.address).toBe('accounts.user.signedup');
    const [m] = op.messages;
    expect(m).toMatchObject({
      key: 'UserSignedUp',
      title: 'User signed up',
      contentType: 'application/json',
    });
    expect(m.payload?.ref).toBe('UserSignedUpPayload');
    expect(m.payload?.properties?.map((p) => [p.name, p.required, p.node.type, p.node.format])).toEqual([
      ['userId', true, 'string', 'uuid'],
      ['email', true, 'string', 'email'],
      ['displayName', false, 'string', undefined],
      ['plan', false, 'string', undefined],
    ]);
    expect(m.usedBy).toEqual([
      { key: 'publishUserSignedUp', action: 'SEND', address: 'accounts.user.signedup' },
    ]);
    const inline = messageView(loaded.events, 'UserDeleted');
    expect(inline.payload?.properties?.[0]).toMatchObject({ name: 'userId', node: { format: 'uuid' } });
    expect(() => messageView(loaded.events, 'Nope')).toThrow('No message Nope');
  });

  it('lists channels as headings, then messages and schemas, and searches them', () => {
    const rows = rowsFor(index, '');
    expect(rows.map((r) => ('op' in r ? r.op.key : 'name' in r ? `${r.kind}:${r.name}` : r.kind))).toEqual([
      'overview',
      'tag:accounts.user.signedup',
      'publishUserSignedUp',
      'tag:accounts.user.deleted',
      'onUserDeleted',
      'messages',
      'message:UserSignedUp',
      'message:UserDeleted',
      'schemas',
      'schema:UserSignedUpPayload',
    ]);
    const found = rowsFor(index, 'deleted');
    expect(found.map((r) => r.kind)).toEqual(['tag', 'op', 'messages', 'message']);
    expect(rowsFor(index, 'receive').filter((r) => r.kind === 'op')).toHaveLength(1);
  });
});

describe('AsyncAPI 2 in the documentation worker', () => {
  const loaded = indexAsyncApi(load('streetlights-2.6.yaml'));

  it('reads publish as receive and subscribe as send, with channel parameters and 2.x server urls', () => {
    const { index } = loaded;
    expect(index.specVersion).toBe('AsyncAPI 2.6.0');
    expect(index.eventApi?.servers[0]).toMatchObject({
      host: 'mqtt://broker.streetlights.example:1883',
      protocol: 'mqtt',
    });
    expect(index.operations.map((o) => [o.key, o.method])).toEqual([
      ['receiveLightMeasurement', 'RECEIVE'],
      ['turnOn', 'SEND'],
    ]);
    expect(index.license).toEqual({ name: 'Apache 2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' });
    const op = eventOperationDetail(loaded.events, 0);
    expect(op.channel.parameters).toEqual([
      { name: 'streetlightId', description: 'The ID of the streetlight.', schema: { type: 'string' } },
    ]);
    expect(op.messages.map((m) => [m.key, m.contentType, m.payload?.ref])).toEqual([
      ['lightMeasured', 'application/json', 'lightMeasuredPayload'],
    ]);
    // defaultContentType applies to messages that name none.
    expect(messageView(loaded.events, 'turnOnOff').contentType).toBe('application/json');
    expect(messageView(loaded.events, 'turnOnOff').payload?.properties?.[0].node.enum).toEqual([
      '"on"',
      '"off"',
    ]);
  });

  it('keys operations without an operationId by action and channel, and message oneOf variants apart', () => {
    const doc = {
      asyncapi: '2.0.0',
      info: { title: 'T', version: '1' },
      channels: {
        'a/b': {
          subscribe: { message: { oneOf: [{ name: 'one', payload: { type: 'string' } }, { name: 'two' }] } },
          publish: { message: { name: 'one', payload: { type: 'integer' } } },
        },
      },
    };
    const l = indexAsyncApi(doc);
    expect(l.index.operations.map((o) => o.key)).toEqual(['RECEIVE a/b', 'SEND a/b']);
    // Two different messages named "one": the second gets its own key.
    expect(l.index.eventApi?.messages).toEqual(['one', 'one~2', 'two']);
    expect(eventOperationDetail(l.events, 1).messages.map((m) => m.key)).toEqual(['one~2', 'two']);
  });
});

describe('AsyncAPI security, bindings, reply and traits in the documentation worker', () => {
  const payments = indexAsyncApi(load('payments-3.0.yaml'));
  const opByKey = (loaded: ReturnType<typeof indexAsyncApi>, key: string) =>
    eventOperationDetail(loaded.events, loaded.index.operations.find((o) => o.key === key)!.id);

  it('lists 3.x security schemes with where they are required (servers, operations)', () => {
    const schemes = payments.index.eventApi!.securitySchemes;
    expect(schemes.map((s) => [s.name, s.type, s.servers, s.operations])).toEqual([
      ['saslScram', 'scramSha512', ['production'], []],
      ['brokerOauth', 'oauth2', ['production'], ['requestPayment']],
      ['checkUser', 'userPassword', ['checks'], []],
    ]);
    // 3.x names the flow's scopes availableScopes, and the required ones scopes.
    expect(schemes[1]).toMatchObject({
      flows: [
        {
          flow: 'clientCredentials',
          tokenUrl: 'https://auth.payments.example/oauth/token',
          scopes: [
            { name: 'payments:write', description: 'Publish payment requests.' },
            { name: 'payments:read', description: 'Read payment events.' },
          ],
        },
      ],
      scopes: ['payments:write'],
    });
    expect(payments.index.eventApi!.servers.map((s) => [s.name, s.security])).toEqual([
      ['production', ['saslScram', 'brokerOauth']],
      ['checks', ['checkUser']],
    ]);
    expect(opByKey(payments, 'requestPayment').security).toEqual(['brokerOauth']);
    expect(opByKey(payments, 'checkBalance').security).toEqual([]);
  });

  it('reads 2.x security requirements by name', () => {
    const inventory = indexAsyncApi(load('inventory-2.6.yaml'));
    expect(inventory.index.eventApi!.securitySchemes).toEqual([
      {
        name: 'inventoryKey',
        type: 'httpApiKey',
        description: 'The key of your application.',
        in: 'header',
        paramName: 'X-Inventory-Key',
        servers: ['production'],
        operations: ['stockChanged'],
      },
    ]);
  });

  it('shows server, channel, operation and message bindings as rows, schemas as schemas', () => {
    const api = payments.index.eventApi!;
    expect(api.servers[0]!.bindings).toEqual([
      {
        protocol: 'kafka',
        version: '0.5.0',
        fields: [
          { name: 'schemaRegistryUrl', value: 'https://registry.payments.example' },
          { name: 'schemaRegistryVendor', value: 'confluent' },
        ],
      },
    ]);
    expect(api.channels[0]!.bindings[0]!.fields).toEqual([
      { name: 'topic', value: 'payments.requested' },
      { name: 'partitions', value: '12' },
      { name: 'replicas', value: '3' },
      { name: 'topicConfiguration.cleanup.policy', value: 'delete' },
      { name: 'topicConfiguration.retention.ms', value: '604800000' },
    ]);
    expect(api.channels[2]!.bindings[0]).toMatchObject({
      protocol: 'amqp',
      fields: expect.arrayContaining([
        { name: 'is', value: 'queue' },
        { name: 'queue.durable', value: 'true' },
      ]),
    });
    const request = opByKey(payments, 'requestPayment');
    expect(request.bindings[0]!.fields).toEqual([
      { name: 'clientId', schema: expect.objectContaining({ type: 'string', enum: ['"checkout"'] }) },
    ]);
    expect(request.messages[0]!.bindings[0]!.fields).toEqual([
      {
        name: 'key',
        schema: expect.objectContaining({
          type: 'string',
          description: "The customer id, so one customer's payments stay in order.",
        }),
      },
    ]);
  });

  it("shows a 3.x operation's reply: its channel (address known at run time), location and messages", () => {
    const check = opByKey(payments, 'checkBalance');
    expect(check.reply).toMatchObject({
      channel: { key: 'balanceReplies', runtimeAddress: true },
      addressLocation: '$message.header#/replyTo',
      addressDescription: "The queue named in the request's replyTo header.",
      messages: [{ key: 'BalanceResult', title: 'Balance result' }],
    });
    expect(opByKey(payments, 'requestPayment').reply).toBeNull();
  });

  it('merges traits as @asyncapi/parser does: 3.x own fields win, 2.x the traits win', () => {
    // The import test shows the parser's result on the same fixtures (asyncapi.test.ts).
    const settled = opByKey(payments, 'onPaymentSettled');
    expect(settled).toMatchObject({
      traits: ['ledgerConsumer'],
      description: "Consumed by the ledger's consumer group.",
      summary: 'The ledger records a settled payment.',
    });
    expect(settled.bindings[0]!.fields[0]).toMatchObject({ name: 'groupId' });
    const requested = messageView(payments.events, 'PaymentRequested');
    expect(requested.traits).toEqual(['tracing']);
    // Headers of the trait and of the message merged; the message's own first-level fields win.
    expect(requested.headers?.properties?.map((p) => p.name)).toEqual(['traceparent', 'idempotencyKey']);
    expect(requested.contentType).toBe('application/json');

    const inventory = indexAsyncApi(load('inventory-2.6.yaml'));
    const stock = eventOperationDetail(inventory.events, 0);
    expect(stock).toMatchObject({
      traits: ['tracked'],
      summary: "Trait summary, which a 2.x trait puts over the operation's own.",
    });
    expect(stock.bindings).toEqual([
      { protocol: 'amqp', version: '0.2.0', fields: [{ name: 'deliveryMode', value: '2' }] },
    ]);
    expect(stock.messages[0]!.headers?.properties?.map((p) => p.name)).toEqual(['schemaVersion']);
  });
});
