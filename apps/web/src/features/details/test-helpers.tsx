import type { CustomerConfig } from '@storefront/contract/config';
import type { ItemDetails } from '@storefront/contract/details';
import { createMemoryRouter } from 'react-router';
import { type FakeReply, fakeFetch } from '../../test/fake-fetch.ts';
import { renderRouter, testQueryClient } from '../../test/render.tsx';
import { DetailsPage } from './components/details-page.tsx';
import { detailsRoute } from './routes.tsx';

/** A specification with everything empty; override what the test is about. */
export function testItem(overrides: Partial<ItemDetails> = {}): ItemDetails {
  return {
    id: 'petstore',
    name: 'Petstore',
    description: 'Pets **for sale**',
    summary: 'Pets for sale',
    version: '1.0.0',
    state: { name: 'Live', colour: 'success' },
    division: 'Retail',
    owner: 'team-pets',
    ownerName: 'Pet Team',
    classifications: [{ id: 'c1', label: 'Animals' }],
    interfaceType: { name: 'REST' },
    objectType: 'SPECIFICATION',
    storefront: 'native:pets:petstore-v1',
    pricingplans: [],
    userFavourite: false,
    userWatched: false,
    dateUpdated: '2024-03-05T12:00:00Z',
    operations: [],
    attachments: [],
    bundledSpecs: [],
    operationSpecifications: [],
    pricingPlans: [],
    securityPolicies: [],
    hasDocument: true,
    documentType: 'OpenAPI',
    ...overrides,
  };
}

interface Options {
  item?: ItemDetails;
  config?: CustomerConfig;
  /** Path under /store, e.g. /catalog/details/petstore/methods */
  path?: string;
  state?: unknown;
  api?: Record<string, FakeReply>;
}

/** The real details routes (lazy tabs included) inside the providers the app gives them. */
export function renderDetails(opts: Options = {}) {
  const item = opts.item ?? testItem();
  const queryClient = testQueryClient();
  const fetchMock = fakeFetch({
    [`/api/web/catalog/item/${item.id}/summary`]: item,
    [`/api/web/my/store/recent/${item.id}/add`]: { active: true },
    ...opts.api,
  });
  const path = opts.path ?? `/catalog/details/${item.id}`;
  const router = createMemoryRouter(
    [
      { ...detailsRoute, element: <DetailsPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [
        {
          pathname: path.split('?')[0],
          search: path.includes('?') ? `?${path.split('?')[1]}` : '',
          state: opts.state,
        },
      ],
    },
  );
  return { ...renderRouter(router, { queryClient, config: opts.config }), fetchMock };
}
