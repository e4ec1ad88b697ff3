import type { RouteObject } from 'react-router';

/**
 * catalog/details/:id and its tabs, each loaded on first visit. The ticketing tab's segment is named
 * by configuration (known only after startup), so it is the dynamic child; the page sends segments
 * it does not offer back to About.
 */
export const detailsRoute: RouteObject = {
  path: 'catalog/details/:id',
  lazy: () => import('./route.tsx'),
  children: [
    { index: true, lazy: () => import('./about/about-tab.tsx') },
    { path: 'bundle-details', lazy: () => import('./bundle-details/bundle-details-tab.tsx') },
    { path: 'methods', lazy: () => import('./methods/methods-tab.tsx') },
    { path: 'pricing', lazy: () => import('./pricing/pricing-tab.tsx') },
    { path: 'attachments', lazy: () => import('./attachments/attachments-tab.tsx') },
    { path: 'provider-updates', lazy: () => import('./provider-updates/provider-updates-tab.tsx') },
    { path: ':segment', lazy: () => import('./ticketing/ticketing-tab.tsx') },
  ],
};
