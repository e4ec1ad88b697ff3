import type { RouteObject } from 'react-router';
import { loadDetailsAboutTab, loadDetailsRoute } from '../../app/route-modules.ts';
import { lazyRoute } from '../../app/router/lazy-route.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { withArea } from '../../lib/i18n/areas.ts';
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
    {
      path: 'bundle-details',
      element: lazyRoute(withArea('threads', () => import('./bundle-details/bundle-details-tab.tsx'))),
    },
    { path: 'methods', element: lazyRoute(() => import('./methods/methods-tab.tsx')) },
    { path: 'pricing', element: lazyRoute(() => import('./pricing/pricing-tab.tsx')) },
    // documentation/* keeps one viewer (and its worker) while the URL moves between operations and schemas.
    {
      path: 'documentation/*',
      // The viewer's and changelog's texts (docs), and the version notices' (versions) they show too;
      // common: the key panel shows a key's subscription status (productStateLabel).
      element: lazyRoute(
        withArea(
          'docs',
          withArea(
            'versions',
            withArea('common', () => import('./documentation/documentation-tab.tsx')),
          ),
        ),
      ),
    },
    {
      path: 'changelog',
      element: lazyRoute(
        withArea(
          'docs',
          withArea('versions', () => import('./versions/changelog-tab.tsx')),
        ),
      ),
    },
    { path: 'attachments', element: lazyRoute(() => import('./attachments/attachments-tab.tsx')) },
    {
      path: 'contact-provider',
      element: lazyRoute(
        withArea(
          'threads',
          withArea('common', () => import('./contact-provider/contact-provider-tab.tsx')),
        ),
      ),
    },
    {
      path: 'contact-provider/:convId/:order',
      // An access request's thread shows its status (access area) above it.
      element: lazyRoute(
        withArea(
          'threads',
          withArea(
            'access',
            withArea('common', () => import('./contact-provider/expanded-thread.tsx')),
          ),
        ),
      ),
    },
    {
      path: 'get-api-access',
      element: lazyRoute(
        withArea(
          'access',
          withArea('common', () => import('./get-api-access/get-api-access-tab.tsx')),
        ),
      ),
    },
    {
      path: 'provider-updates',
      element: lazyRoute(() => import('./provider-updates/provider-updates-tab.tsx')),
    },
    {
      path: 'get-api-key',
      element: lazyRoute(
        withArea(
          'access',
          withArea('common', () => import('./manage-access/manage-access-tab.tsx')),
        ),
      ),
    },
    {
      path: ':segment',
      element: lazyRoute(withArea('threads', () => import('./ticketing/ticketing-tab.tsx'))),
    },
  ],
};
