import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { providerClient } from '../test-helpers.ts';
import { fillMissingSummaries } from './backfill.ts';

const MARKDOWN = `## Base URL

The **Payments** API moves money. See [the guide](https://example.com/guide) and <b>HTML</b>.

| Header | Meaning |
|---|---|
| X-Key | your key |

\`\`\`
curl https://api.example.com
\`\`\`
`;
const PLAIN = 'Base URL The Payments API moves money. See the guide and HTML. Header Meaning X-Key your key';

const OPENAPI = {
  openapi: '3.0.3',
  info: {
    title: 'Orders',
    version: '1',
    description: '# Orders\n\nPlace **orders** ([docs](https://x.test)).',
  },
  paths: { '/orders': { get: { summary: 'List orders', responses: { 200: { description: 'ok' } } } } },
};

describe('plain-text summaries in every card and row', () => {
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  let alice: Record<string, string>;
  const get = async (url: string) => (await t.app.inject({ url, headers: alice })).json();
  const storedSummary = async (id: string) =>
    (await t.db.selectFrom('catalog_items').select('summary').where('id', '=', id).executeTakeFirstOrThrow())
      .summary;

  beforeAll(async () => {
    t = await createTestApp();
    call = providerClient(t);
    alice = await t.authHeaders('alice');
    await call('POST', '/taxonomies', { id: 'cat', name: 'Categories' });
    await call('POST', '/taxonomies/cat/classifications', { id: 'money', label: 'Money' });
    expect(
      (
        await call('POST', '/items', {
          id: 'payments',
          name: 'Payments',
          description: MARKDOWN,
          classifications: ['money'],
        })
      ).statusCode,
    ).toBe(201);
  });
  afterAll(() => t.close());

  it('the provider API stores the summary; details keep the full Markdown description', async () => {
    expect(await storedSummary('payments')).toBe(PLAIN);
    const summary = await get('/api/web/catalog/item/payments/summary');
    expect(summary.summary).toBe(PLAIN);
    expect(summary.description).toBe(MARKDOWN);
  });

  it('search results and taxonomy results carry the summary', async () => {
    const search = await get('/api/web/catalog/search?text=payments');
    expect(search.results.map((r: { summary: string }) => r.summary)).toEqual([PLAIN]);
    const byClass = await get('/api/web/catalog/search?classificationIds=money');
    expect(byClass.results[0]).toMatchObject({ id: 'payments', summary: PLAIN });
  });

  it('PATCH and PUT of the description rewrite the summary', async () => {
    expect(
      (await call('PATCH', '/items/payments', { description: '**Moves** <i>money</i>' })).statusCode,
    ).toBe(200);
    expect(await storedSummary('payments')).toBe('Moves money');
    expect((await get('/api/web/catalog/item/payments/summary')).summary).toBe('Moves money');
    expect(
      (
        await call('PUT', '/items/payments', {
          name: 'Payments',
          description: MARKDOWN,
          classifications: ['money'],
        })
      ).statusCode,
    ).toBe(200);
    expect(await storedSummary('payments')).toBe(PLAIN);
    expect((await call('PATCH', '/items/payments', { name: 'Payments API' })).statusCode).toBe(200);
    expect(await storedSummary('payments')).toBe(PLAIN);
  });

  it('an imported document gets the summary of its info.description', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/provider/items/orders/document',
      headers: { ...(await t.authHeaders('paula')), 'content-type': 'application/json' },
      payload: JSON.stringify(OPENAPI),
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await storedSummary('orders')).toBe('Orders Place orders (docs).');
  });

  it('bundle rows use the summary of each live specification', async () => {
    expect(
      (
        await call('POST', '/items', {
          id: 'suite',
          name: 'Suite',
          objectType: 'BUNDLE',
          description: '# Suite',
          bundledSpecs: [{ specId: 'payments', live: true }],
        })
      ).statusCode,
    ).toBe(201);
    const bundle = await get('/api/web/catalog/item/suite/summary');
    expect(bundle.summary).toBe('Suite');
    expect(bundle.operationSpecifications[0]).toMatchObject({
      id: 'payments',
      summary: PLAIN,
      description: MARKDOWN,
    });
  });

  it('Top APIs, favourites and recently viewed carry the summary', async () => {
    await t.db
      .insertInto('metrics')
      .values({ id: 'calls', label: 'Most called', time_unit_label: '', position: 0 })
      .execute();
    await t.db
      .insertInto('item_metric_values')
      .values({ metric_id: 'calls', item_id: 'payments', value: 3 })
      .execute();
    const top = await get('/api/web/metrics/top');
    expect(top.metrics[0].items[0].item).toMatchObject({ id: 'payments', summary: PLAIN });
    await t.app.inject({ method: 'POST', url: '/api/web/my/store/favourites/payments/add', headers: alice });
    await t.app.inject({ method: 'POST', url: '/api/web/my/store/recent/orders/add', headers: alice });
    const store = await get('/api/web/my/store');
    expect(store.favouritesSummary[0]).toMatchObject({ id: 'payments', summary: PLAIN });
    expect(store.recentSummary[0]).toMatchObject({ id: 'orders', summary: 'Orders Place orders (docs).' });
  });

  it('rows written without a summary read as derived, and the backfill fills them once', async () => {
    // As rows stood before migration 0007 (or a writer that leaves the column out).
    await sql`INSERT INTO catalog_items (id, name, description) VALUES
      ('legacy-1', 'Legacy one', '## Old **text**'), ('legacy-2', 'Legacy two', '')`.execute(t.db);
    await sql`UPDATE catalog_items SET summary = NULL WHERE id = 'orders'`.execute(t.db);
    expect(await storedSummary('legacy-1')).toBeNull();
    expect((await get('/api/web/catalog/item/legacy-1/summary')).summary).toBe('Old text');

    expect(await fillMissingSummaries(t.db)).toBe(3);
    expect(await storedSummary('legacy-1')).toBe('Old text');
    expect(await storedSummary('legacy-2')).toBe('');
    expect(await storedSummary('orders')).toBe('Orders Place orders (docs).');
    expect(await fillMissingSummaries(t.db)).toBe(0);
  });
});
