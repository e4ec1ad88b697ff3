import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { CustomerConfig, WhoAmI } from '@storefront/contract/config';
import type { MyStore } from '@storefront/contract/my-store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { myStoreKey } from '../lib/my-store.ts';
import { StartupContext, type StartupData } from '../lib/startup.ts';
import { resolveBranding } from '../lib/theme/branding-defaults.ts';
import { buildTheme } from '../lib/theme/build-theme.ts';
import { type FakeReply, fakeFetch } from './fake-fetch.ts';

/** A complete customer configuration for tests; override what the test is about. */
export function testConfig(overrides: Partial<CustomerConfig> = {}): CustomerConfig {
  return {
    customerCode: 'test',
    portalUIConfig: {
      mainNavigation: { topApis: { enabled: true }, taxonomy: { enabled: true } },
      detailsMenu: {},
      methodBehaviour: { enabled: false, label: 'Behaviour' },
      visual: { apiAccess: true },
    },
    features: {
      pricing: true,
      attachments: true,
      documentation: true,
      openapiDownload: true,
      viewInCatalog: false,
      ticketing: false,
      getApiAccess: true,
      metrics: true,
    },
    viewInCatalogUrl: 'https://example.com/{id}',
    missing: { specs: { itemstate: 'Unknown' } },
    emailPatterns: [],
    search: { taxonomies: [{ id: 'tax1', name: 'Categories' }], dimensions: [] },
    ticketing: { system: 'native', label: 'Tickets', route: 'tickets' },
    ...overrides,
  } as CustomerConfig;
}

export function testStore(overrides: Partial<MyStore> = {}): MyStore {
  return {
    replies: [],
    announcements: [],
    recentSummary: [],
    notifications: [],
    collabLabel: null,
    collabEmail: null,
    collabEmailPending: null,
    favouritesSummary: [],
    ...overrides,
  };
}

interface RenderOptions {
  config?: CustomerConfig;
  me?: WhoAmI;
  store?: MyStore;
  /** Initial path (relative to /store). */
  path?: string;
  /** Extra routes beside the element under test (e.g. targets of links). */
  routes?: RouteObject[];
  /** Server answers by path (see fakeFetch); my/store answers with `store`. */
  api?: Record<string, FakeReply>;
}

/** A query client for tests: no retries, nothing goes stale, my/store already answered with `store`. */
export function testQueryClient(store: MyStore = testStore()): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(myStoreKey, store);
  return queryClient;
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Renders a memory router inside what the app gives every page: Mantine, queries, startup data. */
export function renderRouter(
  router: MemoryRouter,
  opts: { queryClient: QueryClient; config?: CustomerConfig; me?: WhoAmI },
) {
  const startup: StartupData = {
    config: opts.config ?? testConfig(),
    branding: resolveBranding(null),
    me: opts.me ?? { whoAmI: 'alice', givenName: 'Alice' },
  };
  const result = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={buildTheme(null)} env="test">
        <QueryClientProvider client={opts.queryClient}>
          <StartupContext.Provider value={startup}>
            <RouterProvider router={router} />
          </StartupContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { ...result, router, queryClient: opts.queryClient };
}

/**
 * Renders `ui` at `path` inside everything a page expects: Mantine, a query client (with my/store
 * pre-filled), the startup context and a memory router.
 */
export function renderPage(ui: ReactElement, opts: RenderOptions = {}) {
  const store = opts.store ?? testStore();
  const fetchMock = fakeFetch({ '/api/web/my/store': store, ...opts.api });
  const path = opts.path ?? '/';
  const router = createMemoryRouter([{ path, element: ui }, ...(opts.routes ?? [])], {
    initialEntries: [path],
  });
  const queryClient = testQueryClient(store);
  return { ...renderRouter(router, { queryClient, config: opts.config, me: opts.me }), fetchMock };
}
