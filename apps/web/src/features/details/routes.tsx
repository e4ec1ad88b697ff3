import type { RouteObject } from 'react-router';
import { loadDetailsAboutTab, loadDetailsRoute } from '../../app/route-modules.ts';
import { lazyRoute } from '../../app/router/lazy-route.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { earlyRoute } from './early-route.tsx';

/**
 * catalog/details/:id and its tabs, each loaded on first visit. The ticketing tab's segment is named
 * by configuration (known only after startup), so it is the dynamic child; the page sends segments
 * it does not offer back to About. The page may have been loaded by the entry's early start: it
 * renders without suspending then (see early-route.tsx). About (also started early) stays lazy: it
 * shows after the header has painted, so its content does not delay the page's largest paint.
 */
export const detailsRoute: RouteObject = {
  path: 'catalog/details/:id',
  element: earlyRoute(loadDetailsRoute, <PageLoader />),
  children: [
    { index: true, element: lazyRoute(loadDetailsAboutTab) },
    { path: 'bundle-details', element: lazyRoute(() => import('./bundle-details/bundle-details-tab.tsx')) },
    { path: 'methods', element: lazyRoute(() => import('./methods/methods-tab.tsx')) },
    { path: 'pricing', element: lazyRoute(() => import('./pricing/pricing-tab.tsx')) },
    { path: 'documentation', element: lazyRoute(() => import('./documentation/documentation-tab.tsx')) },
    { path: 'attachments', element: lazyRoute(() => import('./attachments/attachments-tab.tsx')) },
    {
      path: 'contact-provider',
      element: lazyRoute(() => import('./contact-provider/contact-provider-tab.tsx')),
    },
    {
      path: 'contact-provider/:convId/:order',
      element: lazyRoute(() => import('./contact-provider/expanded-thread.tsx')),
    },
    { path: 'get-api-access', element: lazyRoute(() => import('./get-api-access/get-api-access-tab.tsx')) },
    {
      path: 'provider-updates',
      element: lazyRoute(() => import('./provider-updates/provider-updates-tab.tsx')),
    },
    { path: 'get-api-key', element: lazyRoute(() => import('./manage-access/manage-access-tab.tsx')) },
    { path: ':segment', element: lazyRoute(() => import('./ticketing/ticketing-tab.tsx')) },
  ],
};
