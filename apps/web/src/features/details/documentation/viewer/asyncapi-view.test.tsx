import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderPage } from '../../../../test/render.tsx';
import { eventOperationDetail, indexAsyncApi, messageView } from './asyncapi-model.ts';
import EventDocs, { eventCredentialAdvice, eventSchemeSummary } from './asyncapi-view.tsx';
import { placeOf, placePath } from './doc-route.ts';
import { SchemaLinks } from './schema-tree.tsx';
import { schemaNode } from './schema-view.ts';

const NO_TRY =
  'Try is not available for event-driven APIs: their operations are messages sent or received through a broker, not HTTP calls.';
const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../server/src/modules/catalog/import/fixtures/asyncapi',
);
const load = (name: string) => parse(fs.readFileSync(path.join(fixtures, name), 'utf8'));

/** The view over the real model, answering as the worker does (asynchronously). */
function renderAt(file: string, pathname: string, keyAllowed = true) {
  const loaded = indexAsyncApi(load(file));
  const place = placeOf(pathname);
  const byKey = new Map(loaded.index.operations.map((o) => [o.key, o.id]));
  const selected = place.kind === 'operation' ? (byKey.get(place.key) ?? null) : null;
  const worker = {
    eventOperation: async (id: number) => eventOperationDetail(loaded.events, id),
    message: async (key: string) => messageView(loaded.events, key),
  };
  const schema = async (ref: string) => schemaNode(loaded.doc, { $ref: `#/components/schemas/${ref}` });
  // As DocsViewer provides it: a schema's name links to its page.
  const schemaLink = (name: string) => ({
    pathname: placePath('events', { kind: 'schema', name }),
    search: '',
  });
  return renderPage(
    <SchemaLinks.Provider value={schemaLink}>
      <EventDocs
        itemId="events"
        index={loaded.index}
        place={place}
        selected={selected}
        worker={worker}
        load={schema}
        ctx={{ keyAllowed, mockAllowed: false }}
      />
    </SchemaLinks.Provider>,
  );
}

describe('the AsyncAPI documentation view', () => {
  it('shows the overview: sanitised description, servers with protocol, channels with their operations', async () => {
    renderAt('streetlights-2.6.yaml', '/catalog/details/events/documentation');
    const title = await screen.findByRole('heading', { level: 3, name: /Streetlights Events/ });
    expect(title.textContent).toContain('Version 1.4.0 · AsyncAPI 2.6.0');
    expect(screen.getByText('Smartylighting Streetlights').tagName).toBe('STRONG');
    expect(document.querySelector('.docs-markdown script')).toBeNull();
    const servers = screen.getByRole('table');
    expect(within(servers).getByText('mqtt://broker.streetlights.example:1883')).toBeTruthy();
    expect(within(servers).getByText('mqtt')).toBeTruthy();
    const ops = screen.getByRole('list', {
      name: 'Operations on smartylighting/streetlights/1/0/action/{streetlightId}/turn/on',
    });
    const link = within(ops).getByRole('link', { name: 'turnOn' });
    expect(link.getAttribute('href')).toBe('/catalog/details/events/documentation/operations/turnOn');
    expect(within(ops).getByText('SEND')).toBeTruthy();
    expect(screen.getByText(NO_TRY)).toBeTruthy();
  });

  it('shows an operation with its channel, parameters and message payload, linking the message and schema', async () => {
    renderAt(
      'streetlights-2.6.yaml',
      '/catalog/details/events/documentation/operations/receiveLightMeasurement',
    );
    await screen.findByRole('heading', {
      level: 3,
      name: 'smartylighting/streetlights/1/0/event/{streetlightId}/lighting/measured',
    });
    expect(screen.getByText('RECEIVE')).toBeTruthy();
    expect(screen.getByRole('table', { name: /^Parameters of / }).textContent).toContain('streetlightId');
    const message = screen.getByRole('link', { name: 'Light measured' });
    expect(message.getAttribute('href')).toBe('/catalog/details/events/documentation/messages/lightMeasured');
    const payload = screen.getByRole('region', { name: 'Payload of lightMeasured' });
    expect(within(payload).getByRole('link', { name: 'lightMeasuredPayload' }).getAttribute('href')).toBe(
      '/catalog/details/events/documentation/schemas/lightMeasuredPayload',
    );
    expect(within(payload).getByText('lumens')).toBeTruthy();
    expect(within(payload).getByText('required')).toBeTruthy();
    expect(screen.getByText(NO_TRY)).toBeTruthy();
  });

  it('shows a message page with the operations that use it, and says when a place does not exist', async () => {
    renderAt('account-service-3.0.yaml', '/catalog/details/events/documentation/messages/UserSignedUp');
    await screen.findByRole('heading', { level: 3, name: 'User signed up' });
    expect(screen.getByText('Content type: application/json')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'publishUserSignedUp' }).getAttribute('href')).toBe(
      '/catalog/details/events/documentation/operations/publishUserSignedUp',
    );
    expect(
      within(screen.getByRole('region', { name: 'Payload of UserSignedUp' })).getByText('plan'),
    ).toBeTruthy();
  });

  it('names a missing operation or message', async () => {
    renderAt('account-service-3.0.yaml', '/catalog/details/events/documentation/messages/Nope');
    expect((await screen.findByRole('alert')).textContent).toBe('This document has no message Nope.');
  });

  it('explains each security scheme in the overview, where it is required and how to get credentials', async () => {
    renderAt('payments-3.0.yaml', '/catalog/details/events/documentation');
    const auth = await screen.findByRole('region', { name: 'Authentication' });
    const scram = within(auth).getByRole('article', { name: /saslScram/ });
    expect(scram.textContent).toContain('SASL/SCRAM-SHA-512: user and password, proven by a challenge');
    expect(scram.textContent).toContain('Required by server production.');
    expect(scram.textContent).toContain('Use "Get API Key" above');
    const oauth = within(auth).getByRole('article', { name: /brokerOauth/ });
    expect(oauth.textContent).toContain('Token URL: https://auth.payments.example/oauth/token');
    expect(oauth.textContent).toContain('Scope payments:write: Publish payment requests.');
    expect(oauth.textContent).toContain('Required by server production, operation requestPayment.');
    expect(oauth.textContent).toContain('Register a client with the provider');
    // The servers table names each server's schemes; server and channel bindings are tables.
    expect(screen.getByRole('row', { name: /production .* saslScram, brokerOauth/ })).toBeTruthy();
    const serverBinding = screen.getByRole('table', { name: 'kafka binding of server production' });
    expect(within(serverBinding).getByRole('row', { name: /schemaRegistryVendor confluent/ })).toBeTruthy();
    expect(serverBinding.textContent).toContain('binding version 0.5.0');
    const queue = screen.getByRole('table', { name: 'amqp binding of channel balance.checks' });
    expect(within(queue).getByRole('row', { name: 'queue.durable true' })).toBeTruthy();
  });

  it('says so when no scheme is declared, and sends certificate schemes to the provider', async () => {
    renderAt('account-service-3.0.yaml', '/catalog/details/events/documentation', false);
    const auth = await screen.findByRole('region', { name: 'Authentication' });
    expect(auth.textContent).toContain('This API declares no security schemes.');
    const x509 = { name: 'mtls', type: 'X509', description: '', servers: [], operations: [] };
    expect(eventSchemeSummary(x509)).toMatch(/client certificate/);
    expect(eventCredentialAdvice(x509, { keyAllowed: true, mockAllowed: false })).toMatch(/Contact Provider/);
    const user = { ...x509, type: 'userPassword' };
    expect(eventCredentialAdvice(user, { keyAllowed: false, mockAllowed: false })).toBe(
      'Ask the provider for credentials (use Contact Provider).',
    );
    expect(eventSchemeSummary({ ...x509, type: 'httpApiKey', in: 'query', paramName: 'key' })).toBe(
      'An API key sent in the query parameter "key" (HTTP-based protocols such as WebSockets).',
    );
  });

  it("shows an operation's reply, bindings and security, and its messages' traits and bindings", async () => {
    renderAt('payments-3.0.yaml', '/catalog/details/events/documentation/operations/checkBalance');
    await screen.findByRole('heading', { level: 3, name: 'balance.checks' });
    const reply = screen.getByRole('region', { name: 'Reply' });
    expect(reply.textContent).toContain(
      'The reply comes back on channel balanceReplies (its address is known at run time), at the address in $message.header#/replyTo.',
    );
    expect(reply.textContent).toContain("The queue named in the request's replyTo header.");
    expect(within(reply).getByRole('link', { name: 'Balance result' }).getAttribute('href')).toBe(
      '/catalog/details/events/documentation/messages/BalanceResult',
    );
    expect(within(reply).getByRole('region', { name: 'Payload of BalanceResult' }).textContent).toContain(
      'balance',
    );
    const binding = screen.getByRole('table', { name: 'amqp binding of operation checkBalance' });
    expect(within(binding).getByRole('row', { name: 'deliveryMode 2' })).toBeTruthy();
    expect(screen.getByText(/Security: the server's schemes apply/)).toBeTruthy();
  });

  it('shows the traits merged into an operation and a message', async () => {
    renderAt('payments-3.0.yaml', '/catalog/details/events/documentation/operations/onPaymentSettled');
    await screen.findByRole('heading', { level: 3, name: 'payments.settled' });
    expect(screen.getByText('Traits applied: ledgerConsumer')).toBeTruthy();
    expect(screen.getByText("Consumed by the ledger's consumer group.")).toBeTruthy();
    expect(
      screen.getByRole('table', { name: 'kafka binding of operation onPaymentSettled' }).textContent,
    ).toContain('groupId');
    expect(screen.getByText('Traits applied: tracing')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Headers of PaymentSettled' }).textContent).toContain(
      'traceparent',
    );
  });
});
