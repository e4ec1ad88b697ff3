import type { ItemCard } from '@storefront/contract/catalog-search';

/** A search-result item for tests; override what the test is about. */
export function testItem(overrides: Partial<ItemCard> = {}): ItemCard {
  return {
    id: 'petstore',
    name: 'Pet Store',
    description: 'Sells **pets**.',
    summary: 'Sells pets.',
    version: '1.0.0',
    state: { name: 'Live', colour: 'success' },
    division: 'Retail',
    owner: null,
    classifications: [],
    interfaceType: { name: 'REST' },
    objectType: 'SPECIFICATION',
    storefront: 'native:pets:petstore',
    pricingplans: [],
    userFavourite: false,
    userWatched: false,
    dateUpdated: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
