import { SEARCH_PATH, toSearchQuery } from '../features/catalog/api/search-query.ts';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  parseSearchState,
  RESERVED,
  searchParamsOf,
} from '../features/catalog/search/search-state.ts';
import { buildUrl } from '../lib/api-client.ts';
import { BASE_PATH, CALLBACK_PATH } from '../lib/auth/auth-paths.ts';
import { isPageSizeOf, PREF_KEYS, readPref } from '../lib/local-prefs.ts';
import { prefetch, storedAccessToken } from '../lib/prefetch.ts';
import {
  loadCatalogueRoute,
  loadDetailsAboutTab,
  loadDetailsRoute,
  loadLandingRoute,
} from './route-modules.ts';

/**
 * What the entry module starts before the app's code has arrived (issue 16 part 8): the sign-in
 * settings always; for a signed-in tab also the startup calls, the current page's route code and
 * its first data. Each call here is the exact request the app makes (same URL, same token), so the
 * api client takes the answer (see lib/prefetch.ts); a page not listed just loads as before.
 */

/** The startup calls (lib/startup.ts), in the order the app handles them. */
export const STARTUP_PATHS = ['/api/web/config', '/api/web/config/branding', '/api/web/my/stuff'] as const;
export const AUTH_CONFIG_PATH = '/api/auth-config';

export type EarlyPage =
  | { page: 'landing' }
  | { page: 'catalogue'; search: string }
  | { page: 'details'; id: string; tab: string }
  | { page: 'other' };

/** The page a /store/... path shows, as far as early loading is concerned. */
export function earlyPage(pathname: string, search = ''): EarlyPage {
  if (!pathname.startsWith(BASE_PATH)) return { page: 'other' };
  const rest = pathname.slice(BASE_PATH.length).replace(/\/+$/, '');
  if (rest === '') return { page: 'landing' };
  if (rest === '/catalog') return { page: 'catalogue', search };
  const details = /^\/catalog\/details\/([^/]+)(?:\/([^/]*))?/.exec(rest);
  if (details) {
    try {
      return { page: 'details', id: decodeURIComponent(details[1]!), tab: details[2] ?? '' };
    } catch {
      return { page: 'other' }; // malformed escape: the router will not match it either
    }
  }
  return { page: 'other' };
}

/** GET /api/web/catalog/item/{id}/summary as get-item-details.ts asks for it. */
export const itemSummaryUrl = (id: string) =>
  buildUrl(`/api/web/catalog/item/${encodeURIComponent(id)}/summary`, { recordView: false });

/**
 * The catalogue's first search for this query string, as the catalogue page will ask for it; null
 * when it names a filter (dimension codes come with the configuration, so the URL is not known yet).
 */
export function catalogueSearchUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const key of params.keys()) if (!RESERVED.has(key)) return null;
  // The page size preference, read as use-search-state.ts reads it.
  const storedSize = readPref(PREF_KEYS.catalogPageSize, DEFAULT_PAGE_SIZE, isPageSizeOf(PAGE_SIZES));
  const state = parseSearchState(params, [], storedSize);
  return buildUrl(SEARCH_PATH, toSearchQuery(searchParamsOf(state)));
}

/** The data calls a page makes first, beside the startup calls. */
export function pageDataUrls(page: EarlyPage): string[] {
  switch (page.page) {
    case 'landing':
      return ['/api/web/my/store'];
    case 'catalogue': {
      const url = catalogueSearchUrl(page.search);
      return url ? [url] : [];
    }
    case 'details':
      return [itemSummaryUrl(page.id)];
    default:
      return [];
  }
}

/** The route modules (see route-modules.ts) a page renders, started now. */
export function loadRouteModules(page: EarlyPage): Promise<unknown>[] {
  switch (page.page) {
    case 'landing':
      return [loadLandingRoute()];
    case 'catalogue':
      return [loadCatalogueRoute()];
    case 'details':
      return [loadDetailsRoute.early(), ...(page.tab === '' ? [loadDetailsAboutTab.early()] : [])];
    default:
      return [];
  }
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

/** Called once by the entry module, before the app's code loads. */
export function startEarly(): void {
  prefetch(AUTH_CONFIG_PATH, null);
  const { pathname, search } = window.location;
  if (pathname === CALLBACK_PATH) return;
  const session = sessionStore();
  const token = session ? storedAccessToken(session) : null;
  // Not signed in (or about to renew): the app sends the user to sign in first; nothing else to start.
  if (!token) return;
  const page = earlyPage(pathname, search);
  for (const url of [...STARTUP_PATHS, ...pageDataUrls(page)]) prefetch(url, token);
  // A failed chunk load is reported when the router asks for it again.
  for (const loading of loadRouteModules(page)) loading.catch(() => {});
}
