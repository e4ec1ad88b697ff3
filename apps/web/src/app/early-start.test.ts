import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchCatalog } from '../features/catalog/api/search-catalog.ts';
import { getItemDetails } from '../features/details/api/get-item-details.ts';
import { configureApiAuth } from '../lib/api-client.ts';
import { PREF_KEYS } from '../lib/local-prefs.ts';
import { clearPrefetches, takePrefetched } from '../lib/prefetch.ts';
import { json } from '../test/fake-fetch.ts';
import {
  catalogueSearchUrl,
  earlyPage,
  itemSummaryUrl,
  loadRouteModules,
  pageDataUrls,
  startEarly,
} from './early-start.ts';
import { loadDetailsAboutTab, loadDetailsRoute } from './route-modules.ts';

/** The URL the app itself requests for a call (the early start must ask for exactly that one). */
async function urlAppRequests(call: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn(async () => json({ results: [], metadata: {} }));
  vi.stubGlobal('fetch', fetchMock);
  configureApiAuth({ getAccessToken: async () => 't', renew: async () => false, signIn: async () => {} });
  await call();
  configureApiAuth(null);
  return String((fetchMock.mock.calls[0] as unknown[])[0]);
}

const futureUser = (token: string) =>
  JSON.stringify({ access_token: token, expires_at: Math.floor(Date.now() / 1000) + 600 });

describe('earlyPage', () => {
  it('knows the landing page, the catalogue and an item details page (any tab)', () => {
    expect(earlyPage('/store/')).toEqual({ page: 'landing' });
    expect(earlyPage('/store')).toEqual({ page: 'landing' });
    expect(earlyPage('/store/catalog', '?size=12')).toEqual({ page: 'catalogue', search: '?size=12' });
    expect(earlyPage('/store/catalog/')).toEqual({ page: 'catalogue', search: '' });
    expect(earlyPage('/store/catalog/details/a%3Ab')).toEqual({ page: 'details', id: 'a:b', tab: '' });
    expect(earlyPage('/store/catalog/details/x/methods')).toEqual({
      page: 'details',
      id: 'x',
      tab: 'methods',
    });
  });

  it('leaves other pages and malformed paths alone', () => {
    expect(earlyPage('/store/catalog/top-apis')).toEqual({ page: 'other' });
    expect(earlyPage('/store/news')).toEqual({ page: 'other' });
    expect(earlyPage('/elsewhere')).toEqual({ page: 'other' });
    expect(earlyPage('/store/catalog/details/%E0%A4%A')).toEqual({ page: 'other' });
  });
});

describe('the first data calls', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('asks for the catalogue search the catalogue page asks for (defaults, stored page size, URL state)', async () => {
    expect(catalogueSearchUrl('')).toBe(
      await urlAppRequests(() =>
        searchCatalog({
          text: '',
          sortField: 'sortName',
          sortOrder: 'asc',
          pageSize: 24,
          offset: 0,
          filters: {},
        }),
      ),
    );
    localStorage.setItem(PREF_KEYS.catalogPageSize, '48');
    expect(catalogueSearchUrl('?text=pay&sort=dateUpdated&order=desc&page=3')).toBe(
      await urlAppRequests(() =>
        searchCatalog({ text: 'pay', sortField: 'dateUpdated', sortOrder: 'desc', pageSize: 48, offset: 96 }),
      ),
    );
  });

  it('does not guess a search whose URL names a filter (its codes come with the configuration)', () => {
    expect(catalogueSearchUrl('?text=pay&category=payments')).toBeNull();
    expect(pageDataUrls({ page: 'catalogue', search: '?category=payments' })).toEqual([]);
  });

  it('asks for the item summary the details page asks for', async () => {
    expect(itemSummaryUrl('a:b/c')).toBe(await urlAppRequests(() => getItemDetails('a:b/c')));
  });

  it('asks for the store on the landing page and nothing on other pages', () => {
    expect(pageDataUrls({ page: 'landing' })).toEqual(['/api/web/my/store']);
    expect(pageDataUrls({ page: 'other' })).toEqual([]);
  });
});

describe('startEarly', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    clearPrefetches();
    sessionStorage.clear();
    fetchMock = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    clearPrefetches();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  const requested = () => fetchMock.mock.calls.map((c) => String((c as unknown[])[0]));

  it('signed in: starts the sign-in settings, the startup calls and the page data with the stored token', () => {
    sessionStorage.setItem('oidc.user:http://localhost/oidc:web', futureUser('tok'));
    window.history.replaceState(null, '', '/store/catalog/details/item-1');
    startEarly();
    expect(requested()).toEqual([
      '/api/auth-config',
      '/api/web/config',
      '/api/web/config/branding',
      '/api/web/my/stuff',
      itemSummaryUrl('item-1'),
    ]);
    expect(takePrefetched('/api/auth-config', null)).not.toBeNull();
    expect(takePrefetched(itemSummaryUrl('item-1'), 'tok')).not.toBeNull();
  });

  it('not signed in: only the sign-in settings', () => {
    window.history.replaceState(null, '', '/store/catalog');
    startEarly();
    expect(requested()).toEqual(['/api/auth-config']);
  });

  it('on the sign-in callback: only the sign-in settings (the token is about to change)', () => {
    sessionStorage.setItem('oidc.user:http://localhost/oidc:web', futureUser('old'));
    window.history.replaceState(null, '', '/store/auth/callback?code=x&state=y');
    startEarly();
    expect(requested()).toEqual(['/api/auth-config']);
  });
});

describe('loadRouteModules', () => {
  it('starts the details page and About as early loads, so the page renders without suspending', async () => {
    const loads = loadRouteModules({ page: 'details', id: 'x', tab: '' });
    expect(loads).toHaveLength(2);
    // Started by the early start (or already there): see features/details/early-route.tsx.
    expect(loadDetailsRoute.startedEarly() || loadDetailsRoute.loaded() !== undefined).toBe(true);
    expect(loadDetailsAboutTab.startedEarly() || loadDetailsAboutTab.loaded() !== undefined).toBe(true);
    await Promise.all(loads);
    expect(loadDetailsRoute.loaded()?.Component).toBeTypeOf('function');
  });
});
