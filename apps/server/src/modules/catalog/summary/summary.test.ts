import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertDimensions, insertItem, insertTaxonomy } from '../search/test-factories.ts';
import { loadCards, loadSummaries } from './repository.ts';

let t: TestApp;
let aliceId: number;

beforeAll(async () => {
  t = await createTestApp();
  await insertDimensions(t.db, { pricingplans: ['free', 'gold'] });
  await insertTaxonomy(t.db, 'tx', 'Tx', [['c1', null, 'Payments']]);
  await insertItem(t.db, {
    id: 'pay',
    name: 'Payments',
    description: 'Pay things',
    owner: 'Team A',
    dateUpdated: new Date('2024-05-01T00:00:00Z'),
    dims: { pricingplans: ['gold', 'free'] },
    classifications: ['c1'],
    operations: [
      { name: 'listPayments', uri: '/payments' },
      { name: 'getPayment', uri: '/payments/{id}' },
    ],
  });
  await insertItem(t.db, { id: 'plain', name: 'Plain' });
  await t.app.inject({
    method: 'GET',
    url: '/api/web/catalog/search',
    headers: await t.authHeaders('alice'),
  });
  const alice = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'alice')
    .executeTakeFirstOrThrow();
  aliceId = alice.id;
  await t.db.insertInto('user_favourites').values({ user_id: aliceId, item_id: 'plain' }).execute();
});
afterAll(async () => t?.close());

describe('loadSummaries / loadCards', () => {
  it('returns full summaries in the order asked, skipping unknown ids', async () => {
    const [pay, plain, ...rest] = await loadSummaries(t.db, ['pay', 'missing', 'plain'], aliceId);
    expect(rest).toEqual([]);
    expect(pay).toEqual({
      id: 'pay',
      name: 'Payments',
      description: 'Pay things',
      summary: 'Pay things',
      version: '1.0.0',
      state: { name: 'Live', colour: 'info' },
      division: null,
      owner: 'Team A',
      classifications: [{ id: 'c1', label: 'Payments' }],
      interfaceType: { name: 'REST' },
      objectType: 'SPECIFICATION',
      storefront: 'native:default:pay',
      pricingplans: ['free', 'gold'],
      userFavourite: false,
      userWatched: false,
      dateUpdated: '2024-05-01T00:00:00.000Z',
      operations: [
        expect.objectContaining({ name: 'listPayments', uri: '/payments', operationBehaviour: 'GET' }),
        expect.objectContaining({ name: 'getPayment', uri: '/payments/{id}' }),
      ],
    });
    expect(plain).toMatchObject({
      id: 'plain',
      userFavourite: true,
      pricingplans: [],
      classifications: [],
      operations: [],
    });
  });

  it('gives cards without operations and nothing for no ids', async () => {
    const [card] = await loadCards(t.db, ['pay'], aliceId);
    expect(card).not.toHaveProperty('operations');
    expect(await loadCards(t.db, [], aliceId)).toEqual([]);
  });
});
