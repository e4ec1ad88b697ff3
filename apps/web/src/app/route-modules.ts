/**
 * The route modules the entry may start loading before the router asks for them (early-start.ts);
 * routes.tsx and features/details/routes.tsx load the same modules through these, so each is one
 * import site (one chunk list in the entry).
 */
export const loadLandingRoute = () => import('../features/landing/route.tsx');
export const loadCatalogueRoute = () => import('../features/catalog/catalog-route.tsx');
export const loadDetailsRoute = () => import('../features/details/route.tsx');
export const loadDetailsAboutTab = () => import('../features/details/about/about-tab.tsx');
