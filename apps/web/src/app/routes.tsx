import { type RouteObject, useRoutes } from 'react-router';
import { detailsRoute } from '../features/details/routes.tsx';
import { withArea } from '../lib/i18n/areas.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { loadCatalogueRoute, loadLandingRoute } from './route-modules.ts';
import { lazyRoute } from './router/lazy-route.tsx';

/**
 * Every screen under /store/. To add a feature route, add one entry to `pageRoutes` whose element
 * lazy-loads the feature's route module (which exports `Component`):
 *
 *   { path: 'catalog', element: lazyRoute(() => import('../features/catalog/route.tsx')) },
 *
 * and delete the matching placeholder below. Lazy modules keep the first page small. Errors and the
 * loading state are handled by the layout (see AppLayout).
 */
const pageRoutes: RouteObject[] = [
  { index: true, element: lazyRoute(loadLandingRoute) },

  // --- catalogue (catalogue engineer): replace these placeholders ---
  { path: 'catalog', element: lazyRoute(loadCatalogueRoute) },
  { path: 'catalog/top-apis', element: lazyRoute(() => import('../features/catalog/top-apis-route.tsx')) },
  { path: 'catalog/favorites', element: lazyRoute(() => import('../features/catalog/favorites-route.tsx')) },
  { path: 'catalog/taxonomy', element: lazyRoute(() => import('../features/catalog/taxonomy-route.tsx')) },

  // --- details (details engineer): children are the tabs ---
  detailsRoute,

  // --- news (news engineer) ---
  { path: 'news', element: lazyRoute(() => import('../features/news/news-route.tsx')) },
  { path: 'news/announcements', element: lazyRoute(() => import('../features/news/news-route.tsx')) },
  { path: 'news/provider-updates', element: lazyRoute(() => import('../features/news/news-route.tsx')) },

  // --- profile (profile engineer) ---
  {
    path: 'profile',
    element: lazyRoute(withArea('profile', () => import('../features/profile/profile-route.tsx'))),
  },

  // --- provider workspace (issue 15): its own chunk; refused to users without the provider role ---
  // Areas: the frame and its tabs' texts (ws-main); the Catalogue and Settings tabs add theirs.
  // common: the template editor's form preview, the consumers' usage chart and the inbox's answers.
  {
    path: 'provider',
    element: lazyRoute(
      withArea(
        'ws-main',
        withArea(
          'ws-catalog',
          withArea(
            'ws-settings',
            withArea(
              'common',
              withArea('det', () => import('../features/provider-workspace/workspace-route.tsx')),
            ),
          ),
        ),
      ),
    ),
  },
  {
    path: 'provider/:tab',
    element: lazyRoute(
      withArea(
        'ws-main',
        withArea(
          'ws-catalog',
          withArea(
            'ws-settings',
            withArea(
              'common',
              withArea('det', () => import('../features/provider-workspace/workspace-route.tsx')),
            ),
          ),
        ),
      ),
    ),
  },

  // Keep last: any other path is a 404.
  { path: '*', element: lazyRoute(() => import('../features/not-found/route.tsx')) },
];

export const routes: RouteObject[] = [{ path: '/', element: <AppLayout />, children: pageRoutes }];

/** The page for the current location (inside AppRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
