import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { detailsMenu } from './details-support.ts';
import { expect, test, tokenFor } from './support/fixtures.ts';

// The importer's AsyncAPI 3 fixture under a title of this spec's own, so no other spec meets it
// (the item is made through the provider API, not the shared demo seed).
const fixture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/src/modules/catalog/import/fixtures/asyncapi/account-service-3.0.yaml',
);
const TITLE = 'E2E AsyncAPI Account Events';
const ITEM = 'e2e-asyncapi-account-events:2.0.0';
const docsUrl = `/store/catalog/details/${encodeURIComponent(ITEM)}/documentation`;
// A 3.x document with security schemes, bindings, a request/reply operation and traits.
const paymentsFixture = path.resolve(path.dirname(fixture), 'payments-3.0.yaml');
const PAYMENTS_TITLE = 'E2E AsyncAPI Payment Events';
const PAYMENTS = 'e2e-asyncapi-payment-events:1.2.0';
const paymentsUrl = `/store/catalog/details/${encodeURIComponent(PAYMENTS)}`;

test.beforeAll(async ({ browser, request, baseURL }) => {
  const paula = await tokenFor(browser, 'paula', baseURL!);
  const yaml = fs.readFileSync(fixture, 'utf8').replace('title: Account Events', `title: ${TITLE}`);
  const res = await request.post('/api/provider/imports/document?filename=accounts.yaml', {
    headers: { authorization: `Bearer ${paula}`, 'content-type': 'application/yaml' },
    data: yaml,
  });
  expect(res.status(), await res.text()).toBe(201);
  expect(await res.json()).toMatchObject({ itemId: ITEM, operations: 2, specVersion: 'AsyncAPI 3.0.0' });
  const payments = await request.post('/api/provider/imports/document?filename=payments.yaml', {
    headers: { authorization: `Bearer ${paula}`, 'content-type': 'application/yaml' },
    data: fs
      .readFileSync(paymentsFixture, 'utf8')
      .replace('title: Payment Events', `title: ${PAYMENTS_TITLE}`),
  });
  expect(payments.status(), await payments.text()).toBe(201);
  expect(await payments.json()).toMatchObject({ itemId: PAYMENTS, operations: 3 });

  // An invalid AsyncAPI document is refused with the parser's reason.
  const bad = await request.post('/api/provider/imports/document?filename=bad.yaml', {
    headers: { authorization: `Bearer ${paula}`, 'content-type': 'application/yaml' },
    data: yaml.replace('action: send', 'action: emit'),
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).detail).toContain('"action" property must be equal to one of the allowed values');
});

const list = (page: Page) => page.getByRole('navigation', { name: 'Operations' });

test('an AsyncAPI document imported by the provider is browsed by a consumer', async ({ page, signedIn }) => {
  await signedIn('alice', `/store/catalog?text=${encodeURIComponent(TITLE)}`);
  // The catalogue card names its interface type.
  const card = page.getByTestId('result-card').filter({ hasText: TITLE });
  await expect(card.getByTestId('item-meta')).toContainText('AsyncAPI');
  await card.getByRole('link', { name: TITLE }).click();
  await detailsMenu(page).getByRole('link', { name: 'Documentation' }).click();

  // Overview: title, version, servers (host, protocol), channels with their operations; no Try.
  const overview = page.getByRole('article', { name: new RegExp(TITLE) });
  await expect(overview).toContainText('Version 2.0.0 · AsyncAPI 3.0.0');
  await expect(overview.locator('strong', { hasText: 'account service' })).toBeVisible();
  const servers = overview.getByRole('region', { name: 'Servers' });
  await expect(
    servers.getByRole('row', { name: /production kafka\.accounts\.example:9092 kafka/ }),
  ).toBeVisible();
  const channels = overview.getByRole('region', { name: 'Channels' });
  await expect(channels.getByRole('heading', { name: 'accounts.user.signedup' })).toBeVisible();
  await expect(overview.getByText(/Try is not available for event-driven APIs/)).toBeVisible();

  // The list: channels as headings, SEND/RECEIVE operations, then messages and schemas; search.
  await expect(list(page).getByText('2 of 2 operations, 2 of 2 messages, 1 of 1 schemas')).toBeVisible();
  await list(page).getByLabel('Search operations, messages and schemas').fill('receive');
  await expect(list(page).getByText('1 of 2 operations, 0 of 2 messages, 0 of 1 schemas')).toBeVisible();
  await list(page).getByLabel('Search operations, messages and schemas').fill('');

  // An operation: its channel, action and message payload.
  await list(page)
    .getByRole('link', { name: /SEND accounts\.user\.signedup/ })
    .click();
  await expect(page).toHaveURL(`${docsUrl}/operations/publishUserSignedUp`);
  const op = page.getByRole('article', { name: 'accounts.user.signedup' });
  await expect(op).toContainText('The application sends on channel accounts.user.signedup.');
  const payload = op.getByRole('region', { name: 'Payload of UserSignedUp' });
  await expect(payload.getByText('email', { exact: true })).toBeVisible();
  await expect(payload.getByText('required').first()).toBeVisible();
  await payload.getByText('plan', { exact: true }).click();
  await expect(payload).toContainText('One of: "free", "team", "enterprise"');
  await expect(op.getByText(/Try is not available/)).toBeVisible();

  // The message's own page, and the payload schema's page linked from it.
  await op.getByRole('link', { name: 'User signed up' }).click();
  await expect(page).toHaveURL(`${docsUrl}/messages/UserSignedUp`);
  const message = page.getByRole('article', { name: 'User signed up' });
  await expect(message).toContainText('Content type: application/json');
  await message.getByRole('link', { name: 'UserSignedUpPayload' }).click();
  await expect(page).toHaveURL(`${docsUrl}/schemas/UserSignedUpPayload`);
  await expect(page.getByRole('article', { name: 'UserSignedUpPayload' })).toContainText('userId');
  // Back returns to the message.
  await page.goBack();
  await expect(page.getByRole('article', { name: 'User signed up' })).toBeVisible();
});

test('deep links to an AsyncAPI operation and message open cold', async ({ page, signedIn }) => {
  await signedIn('alice', `${docsUrl}/operations/onUserDeleted`);
  const op = page.getByRole('article', { name: 'accounts.user.deleted' });
  await expect(op).toContainText('The application receives on channel accounts.user.deleted.');
  await expect(op.getByRole('region', { name: 'Payload of UserDeleted' })).toContainText('userId');
  await expect(list(page).getByRole('link', { name: /RECEIVE accounts\.user\.deleted/ })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goto(`${docsUrl}/messages/UserSignedUp`);
  await expect(page.getByRole('article', { name: 'User signed up' })).toContainText('publishUserSignedUp');
  await page.goto(`${docsUrl}/messages/Missing`);
  await expect(page.getByRole('alert')).toHaveText('This document has no message Missing.');
});

test('security, bindings, a reply and traits of an AsyncAPI 3 document are browsed', async ({
  page,
  signedIn,
}) => {
  await signedIn('alice', paymentsUrl);
  // The details menu names the document for what it is.
  await expect(detailsMenu(page).getByRole('button', { name: 'Download AsyncAPI Document' })).toBeVisible();
  await expect(detailsMenu(page).getByRole('button', { name: 'Download OpenAPI Document' })).toHaveCount(0);
  await detailsMenu(page).getByRole('link', { name: 'Documentation' }).click();

  // Overview: each scheme explained, where it is required, how to get credentials; bindings.
  const overview = page.getByRole('article', { name: new RegExp(PAYMENTS_TITLE) });
  const auth = overview.getByRole('region', { name: 'Authentication' });
  const scram = auth.getByRole('article', { name: /saslScram/ });
  await expect(scram).toContainText('SASL/SCRAM-SHA-512');
  await expect(scram).toContainText('Required by server production.');
  await expect(scram).toContainText('Getting credentials here:');
  const oauth = auth.getByRole('article', { name: /brokerOauth/ });
  await expect(oauth).toContainText('Token URL: https://auth.payments.example/oauth/token');
  await expect(oauth).toContainText('Register a client with the provider');
  await expect(overview.getByRole('row', { name: /production .* saslScram, brokerOauth/ })).toBeVisible();
  const kafka = overview.getByRole('table', { name: 'kafka binding of server production' });
  await expect(kafka.getByRole('row', { name: /schemaRegistryVendor confluent/ })).toBeVisible();
  await expect(
    overview
      .getByRole('table', { name: 'kafka binding of channel payments.requested' })
      .getByRole('row', { name: /topicConfiguration\.retention\.ms 604800000/ }),
  ).toBeVisible();

  // A request/reply operation: its reply channel, address and message; its AMQP binding.
  await list(page)
    .getByRole('link', { name: /SEND balance\.checks/ })
    .click();
  await expect(page).toHaveURL(`${paymentsUrl}/documentation/operations/checkBalance`);
  const check = page.getByRole('article', { name: 'balance.checks' });
  const reply = check.getByRole('region', { name: 'Reply' });
  await expect(reply).toContainText('$message.header#/replyTo');
  await expect(reply.getByRole('region', { name: 'Payload of BalanceResult' })).toContainText('balance');
  await expect(
    check.getByRole('table', { name: 'amqp binding of operation checkBalance' }).getByRole('row', {
      name: 'deliveryMode 2',
    }),
  ).toBeVisible();

  // Traits: the operation's (description and Kafka group from ledgerConsumer) and the message's headers.
  await list(page)
    .getByRole('link', { name: /RECEIVE payments\.settled/ })
    .click();
  const settled = page.getByRole('article', { name: 'payments.settled' });
  await expect(settled.getByText('Traits applied: ledgerConsumer')).toBeVisible();
  await expect(settled).toContainText("Consumed by the ledger's consumer group.");
  await expect(
    settled.getByRole('table', { name: 'kafka binding of operation onPaymentSettled' }),
  ).toContainText('groupId');
  await expect(settled.getByText('Traits applied: tracing')).toBeVisible();
  await expect(settled.getByRole('region', { name: 'Headers of PaymentSettled' })).toContainText(
    'traceparent',
  );

  // A message's own page shows its Kafka key binding as a schema; Copy for AI answers Markdown.
  await page.goto(`${paymentsUrl}/documentation/messages/PaymentRequested`);
  const message = page.getByRole('article', { name: 'Payment requested' });
  await expect(
    message.getByRole('table', { name: 'kafka binding of message PaymentRequested' }),
  ).toContainText("The customer id, so one customer's payments stay in order.");
  await expect(message.getByRole('region', { name: 'Headers of PaymentRequested' })).toContainText(
    'idempotencyKey',
  );
});
