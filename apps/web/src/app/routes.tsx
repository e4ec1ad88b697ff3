import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { detailsRoute } from '../features/details/routes.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

/**
 * Every screen under /store/. To add a feature route, add one entry to `pageRoutes` that lazy-loads
 * the feature's route module (which exports `Component`, and optionally `loader`/`ErrorBoundary`):
 *
 *   { path: 'catalog', lazy: () => import('../features/catalog/route.tsx') },
 *
 * and delete the matching placeholder below. Lazy modules keep the first page small.
 */
const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/landing/route.tsx') },

  // --- catalogue (catalogue engineer): replace these placeholders ---
  { path: 'catalog', lazy: () => import('../features/catalog/catalog-route.tsx') },
  { path: 'catalog/top-apis', lazy: () => import('../features/catalog/top-apis-route.tsx') },
  { path: 'catalog/favorites', lazy: () => import('../features/catalog/favorites-route.tsx') },
  { path: 'catalog/taxonomy', lazy: () => import('../features/catalog/taxonomy-route.tsx') },

  // --- details (details engineer): children are the tabs ---
  detailsRoute,

  // --- news (news engineer) ---
  { path: 'news', element: <PlaceholderPage title="Latest News" /> },
  { path: 'news/announcements', element: <PlaceholderPage title="Announcements" /> },
  { path: 'news/provider-updates', element: <PlaceholderPage title="Provider Updates" /> },

  // --- profile (profile engineer) ---
  { path: 'profile', element: <PlaceholderPage title="My Profile" /> },

  // Keep last: any other path is a 404.
  { path: '*', lazy: () => import('../features/not-found/route.tsx') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];
